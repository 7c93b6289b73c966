import { useEffect, useMemo, useState } from 'react';
import { todayOnlyProduct } from 'shared-contracts/checkout/order-timing';
import type { Cart } from 'shared-contracts/types/cart';
import type { LaterDay } from 'shared-contracts/types/later-slots';
import { Field } from 'shared-contracts/ui/Field';
import { formatDay } from 'shared-contracts/i18n/format-date';
import { useCartTexts } from '../../../i18n/use-cart-texts';
import { getLaterSlots } from '../api/get-later-slots';
import type { OfferedTimings } from '../offered-timings';

interface ScheduleChoiceProps {
  cart: Cart;
  offered: OfferedTimings;
  language: string;
  onChange: (patch: Partial<Cart>) => void;
  /** The store's date, once the slots have said it: a today basket may be for it only. */
  onToday?: (today: string | null) => void;
  error?: string;
  /** Changes when the API refused the time: the slots are read again, without the full or closed one. */
  slotsVersion?: number;
}

const NOW_LABEL = { closed: 'nowClosed', later_only: 'nowLaterOnly', advance: 'nowAdvance', kitchen_full: 'nowKitchenFull' } as const;

/**
 * Now or later (spec §4). "As soon as possible" only while the store is open for the service, not
 * only taking orders for later, and no product needs advance ordering; "later" only when the store
 * has later hours, offering its own days and 15-minute times (only today's for a today basket).
 * Nor "as soon as possible" when the slots say the kitchen is full for an order now: placing it
 * would be refused, so the customer is led to later before Place order.
 */
export function ScheduleChoice({ cart, offered, language, onChange, onToday, error, slotsVersion = 0 }: ScheduleChoiceProps) {
  const { t } = useCartTexts();
  const [slots, setSlots] = useState<{ days: LaterDay[]; today: string | null; kitchenFull: boolean } | null>(null);
  const service = cart.delivery_type === 'delivery' ? 'delivery' : 'pickup';
  const kitchenFull = slots?.kitchenFull === true;
  const now = offered.now && !kitchenFull;
  const later = offered.later && (cart.for_later || !now);
  const todayOnly = todayOnlyProduct(cart.products)?.name ?? null;
  const days = useMemo(() => (slots && todayOnly ? slots.days.filter((day) => day.day === slots.today) : (slots?.days ?? null)), [slots, todayOnly]);
  // A time the customer chose that is not offered any more (delivery starts later than pickup, a
  // slot filled up): moved to the next one offered, and said, not changed in silence.
  const [moved, setMoved] = useState<{ was: string; now: string } | null>(null);

  useEffect(() => {
    if (cart.store_id === null || !offered.later) return;
    let live = true;
    setSlots(null);
    getLaterSlots(cart.store_id, service).then(
      (answer) => live && setSlots({ days: answer.days, today: answer.today ?? null, kitchenFull: answer.kitchen_full_now === true }),
      () => live && setSlots({ days: [], today: null, kitchenFull: false }),
    );
    return () => {
      live = false;
    };
  }, [cart.store_id, service, slotsVersion, offered.later]);

  useEffect(() => onToday?.(slots?.today ?? null), [slots, onToday]);

  useEffect(() => {
    // Only what is offered can stay chosen: later when now is not offered, now when later is not.
    if (!now && offered.later && !cart.for_later) onChange({ for_later: true });
    if (!offered.later && offered.now && cart.for_later) onChange({ for_later: false });
  }, [now, offered.now, offered.later, cart.for_later, onChange]);

  useEffect(() => {
    // Keep the chosen slot only while it is still offered; else the first one.
    if (!later || !days) return;
    const sameDay = days.find((candidate) => candidate.day === cart.later_day);
    const day = sameDay ?? days[0];
    const chosen = cart.later_time ?? '';
    // The same day's next time after the one chosen, when there is one; else the day's first.
    const next = sameDay?.times.find((time) => time >= chosen);
    const time = day?.times.includes(chosen) ? cart.later_time : (next ?? day?.times[0] ?? null);
    const dayChosen = day?.day ?? null;
    if (dayChosen === cart.later_day && time === cart.later_time) return;
    onChange({ later_day: dayChosen, later_time: time });
    if (cart.later_day && cart.later_time && dayChosen && time) {
      // The day is named only when it changed too.
      const when = (slotDay: string, slotTime: string) => (dayChosen === cart.later_day ? slotTime : `${formatDay(slotDay, language)}, ${slotTime}`);
      setMoved({ was: when(cart.later_day, cart.later_time), now: when(dayChosen, time) });
    }
  }, [later, days, cart.later_day, cart.later_time, onChange, language]);

  const chosenDay = days?.find((candidate) => candidate.day === cart.later_day);
  const unavailable = offered.nowUnavailable ?? (kitchenFull ? 'kitchen_full' : null);
  const nowLabel = unavailable ? NOW_LABEL[unavailable] : 'now';
  return (
    <fieldset className="checkout__choice">
      <legend className="checkout__legend">{t('checkout.schedule.legend')}</legend>
      {offered.advanceProduct && <p className="checkout__note">{t('checkout.schedule.advance', { product: offered.advanceProduct })}</p>}
      {todayOnly && <p className="checkout__note">{t('checkout.schedule.todayOnly', { product: todayOnly })}</p>}
      <label className="checkout__option">
        <input type="radio" name="for_later" checked={!later && now} disabled={!now} onChange={() => onChange({ for_later: false })} />
        <span>{t(`checkout.schedule.${nowLabel}`)}</span>
      </label>
      {offered.later && (
        <label className="checkout__option">
          <input type="radio" name="for_later" checked={later} onChange={() => onChange({ for_later: true })} />
          <span>{t('checkout.schedule.later')}</span>
        </label>
      )}
      {!offered.now && !offered.later && <p className="checkout__error" role="alert">{t('checkout.schedule.unavailable')}</p>}
      {later && days !== null && days.length === 0 && (
        <p className="checkout__error" role="alert">
          {todayOnly ? t('checkout.schedule.noneToday', { product: todayOnly }) : t('checkout.schedule.none')}
        </p>
      )}
      {/* In the page before it speaks: a live region added with its words is often not read. */}
      <p className="checkout__note" role="status">
        {later && moved ? t('checkout.schedule.moved', moved) : ''}
      </p>
      {later && days && days.length > 0 && (
        <div className="checkout__phone">
          <Field
            label={t('checkout.schedule.day')}
            render={(control) => (
              <select {...control} value={cart.later_day ?? ''} onChange={(event) => { setMoved(null); onChange({ later_day: event.target.value, later_time: null }); }}>
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
              <select {...control} value={cart.later_time ?? ''} onChange={(event) => { setMoved(null); onChange({ later_time: event.target.value }); }}>
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
