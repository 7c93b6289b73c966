import type { Language } from 'shared-contracts/types/language';
import type { Store } from 'shared-contracts/types/store';
import { translate } from '../language';
import { TIMING_TEXTS } from '../orders/timing-texts';
import { computeShopStatus } from '../shop-status';

/**
 * Whether `store` takes orders at its tables at `now`: a table order is prepared now, in the store's
 * pickup hours. The order check (assess-order, checkTiming) refuses by it; asked up front by the table
 * page, so the guests learn it before filling in the form rather than from the final refusal.
 */
export function takesTableOrdersNow(store: Store, allStores: Store[], now: Date): boolean {
  return computeShopStatus([store], allStores, now).pickup_now;
}

/** The refusal of a table order while the store does not take them: the order check's own words. */
export function tablesClosedMessage(store: Pick<Store, 'name'>, language: Language): string {
  return translate(TIMING_TEXTS.tables_closed, language, { store: store.name });
}
