import { useStore } from '@nanostores/react';
import { formatMoney } from 'shared-contracts/pricing/format-money';
import { $settings } from 'shared-contracts/stores/settings';
import type { GroupOrder } from 'shared-contracts/types/group-order';
import { Notice } from 'shared-contracts/ui/Notice';
import type { TFunction } from 'i18next';
import { useTexts } from '../../../i18n/use-texts';

/** The minimum and what the group order lacks of it, in words; null once it is reached. */
export function minimumOrderText(order: GroupOrder, t: TFunction, currency: string): string | null {
  if (order.missing_for_minimum <= 0) return null;
  return t('panel.below_minimum', { minimum: formatMoney(order.minimum_order, currency), missing: formatMoney(order.missing_for_minimum, currency) });
}

/**
 * Spec §5: a delivered order has a minimum (the delivery fee excluded), and the group's one order is
 * no exception. Said to everyone while food can still be added: the API will not complete the group
 * order below it, and the organiser's confirmation waits for it.
 */
export function MinimumOrderNotice({ order }: { order: GroupOrder }) {
  const { t } = useTexts();
  const currency = useStore($settings)?.localization.currency || 'RON';
  const text = minimumOrderText(order, t, currency);
  if (text === null) return null;
  return (
    <Notice tone="warning" live={false}>
      {text}
    </Notice>
  );
}
