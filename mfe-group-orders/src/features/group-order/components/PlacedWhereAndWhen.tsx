import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { formatDayInSentence } from 'shared-contracts/i18n/format-date';
import { $language } from 'shared-contracts/stores/language';
import { useTexts } from '../../../i18n/use-texts';
import type { PlacedWhereAndWhen as Placed } from 'shared-contracts/types/group-order';
import { groupOrderCalls } from '../api/group-order-calls';

/** Delivered or ready for pickup, now (in about N minutes) or later (day and time), as the order success screen says it. */
function whenText(placed: Placed, t: ReturnType<typeof useTexts>['t'], language: string): string {
  const service = placed.delivery_type === 'delivery' ? 'delivery' : 'pickup';
  if (placed.for_later && placed.later_day && placed.later_time) {
    return t(`success.${service}_later`, { day: formatDayInSentence(placed.later_day, language), time: placed.later_time });
  }
  // A brand with no estimate (spec §9 default 0) would read "in about 0 minutes".
  if (placed.estimated_minutes <= 0) return t(`success.${service}_soon`);
  return t(`success.${service}_now`, { minutes: placed.estimated_minutes });
}

/**
 * Spec §2 order success for the group's placed order: when, and the store (pickup) or the address
 * (delivery; with the store when later, as who to call about it). Nothing while it is read, or if
 * it cannot be: the rest of the screen stands without it.
 */
export function PlacedWhereAndWhen({ link, token }: { link: string; token: string }) {
  const { t } = useTexts();
  const language = useStore($language);
  const [placed, setPlaced] = useState<Placed | null>(null);

  useEffect(() => {
    let live = true;
    groupOrderCalls.placed(link, token).then((found) => live && setPlaced(found), () => undefined);
    return () => {
      live = false;
    };
  }, [link, token]);

  if (!placed) return null;
  const store = `${placed.store.name}, ${placed.store.address}`;
  return (
    <>
      <p>{whenText(placed, t, language)}</p>
      {placed.delivery_type === 'delivery' ? (
        <>
          <p>
            <strong>{t('success.delivery_address')}:</strong> {[placed.address, placed.address_line2].filter(Boolean).join(', ')}
          </p>
          {placed.for_later && (
            <p>
              <strong>{t('success.prepared_by')}:</strong> {store}
            </p>
          )}
        </>
      ) : (
        <p>
          <strong>{t('success.pickup_store')}:</strong> {store}
        </p>
      )}
    </>
  );
}
