import { useEffect, useState } from 'react';
import type { Cart } from 'shared-contracts/types/cart';
import type { LaterDay } from 'shared-contracts/types/later-slots';
import { Field } from 'shared-contracts/ui/Field';
import { formatDay } from 'shared-contracts/i18n/format-date';
import { useCartTexts } from '../../../i18n/use-cart-texts';
import { getLaterSlots } from '../api/get-later-slots';

interface ScheduleChoiceProps {
  cart: Cart;
  openNow: boolean;
  language: string;
  onChange: (patch: Partial<Cart>) => void;
  error?: string;
  /** Changes when the API refused the time: the slots are read again, without the full or closed one. */
  slotsVersion?: number;
}

/**
 * Now or later (spec §4). "As soon as possible" only while the store is open for the service;
 * later offers the store's own days and 15-minute times, read from the API for this store.
 */
export function ScheduleChoice({ cart, openNow, language, onChange, error, slotsVersion = 0 }: ScheduleChoiceProps) {
  const { t } = useCartTexts();
  const [days, setDays] = useState<LaterDay[] | null>(null);
  const service = cart.delivery_type === 'delivery' ? 'delivery' : 'pickup';
  const later = cart.for_later || !openNow;

  useEffect(() => {
    if (cart.store_id === null) return;
    let live = true;
    setDays(null);
    getLaterSlots(cart.store_id, service).then(
      (slots) => live && setDays(slots.days),
      () => live && setDays([]),
    );
    return () => {
      live = false;
    };
  }, [cart.store_id, service, slotsVersion]);

  useEffect(() => {
    // A closed store can only take orders for later.
    if (!openNow && !cart.for_later) onChange({ for_later: true });
  }, [openNow, cart.for_later, onChange]);

  useEffect(() => {
    // Keep the chosen slot only while it is still offered; else the first one.
    if (!later || !days) return;
    const day = days.find((candidate) => candidate.day === cart.later_day) ?? days[0];
    const time = day?.times.includes(cart.later_time ?? '') ? cart.later_time : (day?.times[0] ?? null);
    if (day?.day !== cart.later_day || time !== cart.later_time) onChange({ later_day: day?.day ?? null, later_time: time });
  }, [later, days, cart.later_day, cart.later_time, onChange]);

  const chosenDay = days?.find((candidate) => candidate.day === cart.later_day);
  return (
    <fieldset className="checkout__choice">
      <legend className="checkout__legend">{t('checkout.schedule.legend')}</legend>
      <label className="checkout__option">
        <input type="radio" name="for_later" checked={!later} disabled={!openNow} onChange={() => onChange({ for_later: false })} />
        <span>{openNow ? t('checkout.schedule.now') : t('checkout.schedule.nowClosed')}</span>
      </label>
      <label className="checkout__option">
        <input type="radio" name="for_later" checked={later} onChange={() => onChange({ for_later: true })} />
        <span>{t('checkout.schedule.later')}</span>
      </label>
      {later && days !== null && days.length === 0 && <p className="checkout__error" role="alert">{t('checkout.schedule.none')}</p>}
      {later && days && days.length > 0 && (
        <div className="checkout__phone">
          <Field
            label={t('checkout.schedule.day')}
            render={(control) => (
              <select {...control} value={cart.later_day ?? ''} onChange={(event) => onChange({ later_day: event.target.value, later_time: null })}>
                {days.map((day) => (
                  <option key={day.day} value={day.day}>{formatDay(day.day, language)}</option>
                ))}
              </select>
            )}
          />
          <Field
            label={t('checkout.schedule.time')}
            error={error}
            render={(control) => (
              <select {...control} value={cart.later_time ?? ''} onChange={(event) => onChange({ later_time: event.target.value })}>
                {(chosenDay?.times ?? []).map((time) => (
                  <option key={time} value={time}>{time}</option>
                ))}
              </select>
            )}
          />
        </div>
      )}
    </fieldset>
  );
}
