import type { Language } from 'shared-contracts/types/language';
import type { Store } from 'shared-contracts/types/store';
import { translate } from '../language';
import { TIMING_TEXTS } from '../orders/timing-texts';
import { isWithinHours } from '../shop-status';

/**
 * Whether `store` takes orders at its tables at `now`: a table order is prepared now, while the
 * store serves on its premises, its pickup hours (the counter is open). Takeaway is another service:
 * a restaurant that offers none (has_pickup off) still seats guests, and one that marks none of its
 * hours for pickup serves its tables in all of them. The order check (assess-order, checkTiming)
 * refuses by it; asked up front by the table page, so the guests learn it before filling in the form
 * rather than from the final refusal.
 */
export function takesTableOrdersNow(store: Pick<Store, 'opening_hours' | 'time_zone'>, now: Date): boolean {
  const servingHours = store.opening_hours.filter((hours) => hours.pickup);
  return isWithinHours(servingHours.length > 0 ? servingHours : store.opening_hours, store.time_zone, now);
}

/** The refusal of a table order while the store does not take them: the order check's own words. */
export function tablesClosedMessage(store: Pick<Store, 'name'>, language: Language): string {
  return translate(TIMING_TEXTS.tables_closed, language, { store: store.name });
}
