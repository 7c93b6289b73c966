import type { LaterDay } from 'shared-contracts/types/later-slots';
import type { Store } from 'shared-contracts/types/store';
import type { App } from '../app-instance';
import { laterSlots, storeClock, withoutFullSlots, type Service } from './later-slots';

/** The kitchen's lead time for a later slot: never shorter than one slot. */
export function leadMinutes(estimatedMinutes: number): number {
  return Math.max(15, estimatedMinutes);
}

/** Minutes from an order to its being ready, from the website settings (spec §9 default 0). */
export async function estimatedMinutesFor(app: App, service: Service): Promise<number> {
  const website = await app.repositories.website.website();
  return (service === 'delivery' ? website.delivery_time : website.pickup_time) ?? 0;
}

/**
 * The later slots a customer may choose: the store's opening hours for the service, minus the
 * slots its kitchen cap says are full. The checkout offers exactly these and placing checks them.
 */
export async function offeredLaterSlots(
  app: App,
  store: Store,
  service: Service,
  estimatedMinutes: number,
  knownCap?: number | null,
): Promise<LaterDay[]> {
  const now = app.now();
  // Placing an order has read the kitchen's cap already: one query fewer on the hot path.
  const [cap, taken] = await Promise.all([
    knownCap !== undefined ? knownCap : app.repositories.stores.ordersPerSlot(store.id, service),
    app.repositories.orders.takenSlots(store.id, service, storeClock(now, store.time_zone).date),
  ]);
  return withoutFullSlots(laterSlots(store, service, now, leadMinutes(estimatedMinutes)), taken, cap);
}
