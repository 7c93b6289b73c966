import type { LaterDay } from 'shared-contracts/types/later-slots';
import type { Store } from 'shared-contracts/types/store';
import type { App } from '../app-instance';
import { laterSlots, slotKey, storeClock, withoutFullSlots, type KitchenSlot, type Service } from './later-slots';

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

/**
 * Whether a kitchen slot already holds the store's cap of orders (no cap: never full). Placing an
 * order for now refuses it when its slot is full; the checkout learns it with the later slots.
 */
export async function isKitchenSlotFull(app: App, storeId: number, service: Service, slot: KitchenSlot, cap: number | null): Promise<boolean> {
  if (cap === null) return false;
  const taken = await app.repositories.orders.takenSlots(storeId, service, slot.day);
  return (taken.get(slotKey(slot)) ?? 0) >= cap;
}
