import type { Language, Translated } from 'shared-contracts/types/language';
import type { ShopStatus } from 'shared-contracts/types/shop-status';
import type { OpeningHours, Store } from 'shared-contracts/types/store';
import { translate } from './language';
import { openingHoursOfDay } from './opening-hours-of-day';

/** Spec §3 shop_status.message is one text, so it is answered in the request's language (Romanian falls back to English). */
export const CLOSED_BUT_LATER: Translated = {
  en: 'We are closed now. You can order for later.',
  es: 'Ahora estamos cerrados. Puedes hacer tu pedido para más tarde.',
  lt: 'Dabar nedirbame. Galite užsisakyti vėlesniam laikui.',
  ro: 'Acum suntem închiși. Poți comanda pentru mai târziu.',
};
export const CLOSED: Translated = {
  en: 'We are closed and not taking orders at the moment.',
  es: 'Estamos cerrados y por ahora no aceptamos pedidos.',
  lt: 'Šiuo metu nedirbame ir užsakymų nepriimame.',
  ro: 'Suntem închiși și momentan nu primim comenzi.',
};

type Service = 'delivery' | 'pickup';

/**
 * Spec §3 shop_status from opening hours, each store read in its own time zone at `now`.
 * `stores` are the ones the customer shops at (one with X-Store-Id, else all); `allStores`
 * answer someone_has_*: whether any store of the brand offers the service at all.
 */
export function computeShopStatus(stores: Store[], allStores: Store[], now: Date, language: Language = 'en'): ShopStatus {
  const deliveryNow = stores.some((s) => s.has_delivery && isOpenNow(s, 'delivery', now));
  const pickupNow = stores.some((s) => s.has_pickup && isOpenNow(s, 'pickup', now));
  const deliveryLater = stores.some((s) => s.has_delivery && hasHours(s, 'delivery'));
  const pickupLater = stores.some((s) => s.has_pickup && hasHours(s, 'pickup'));
  const open = deliveryNow || pickupNow;
  return {
    delivery_now: deliveryNow,
    pickup_now: pickupNow,
    delivery_later: deliveryLater,
    pickup_later: pickupLater,
    has_delivery: stores.some((s) => s.has_delivery),
    has_pickup: stores.some((s) => s.has_pickup),
    someone_has_delivery: allStores.some((s) => s.has_delivery),
    someone_has_pickup: allStores.some((s) => s.has_pickup),
    message: open ? '' : translate(deliveryLater || pickupLater ? CLOSED_BUT_LATER : CLOSED, language),
    only_later_hours: !deliveryNow && deliveryLater,
    only_later_hours_pickup: !pickupNow && pickupLater,
  };
}

function hasHours(store: Store, service: Service): boolean {
  return store.opening_hours.some((h) => h[service]);
}

function isOpenNow(store: Store, service: Service, now: Date): boolean {
  return isWithinHours(store.opening_hours.filter((h) => h[service]), store.time_zone, now);
}

/** Whether `hours` (some of a store's) hold `now` on the wall clock of `timeZone`. */
export function isWithinHours(hours: readonly OpeningHours[], timeZone: string, now: Date): boolean {
  const { day, minutes } = localTime(now, timeZone);
  // Hours like 18:00-02:00 still run after midnight, on the next weekday.
  return openingHoursOfDay(hours, day).some((s) => minutes >= s.open && minutes < s.close);
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** Weekday (0 = Sunday) and minutes since midnight on the store's wall clock. */
export function localTime(now: Date, timeZone: string): { day: number; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    day: WEEKDAYS.indexOf(part('weekday')),
    minutes: Number(part('hour')) * 60 + Number(part('minute')),
  };
}
