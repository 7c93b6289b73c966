import { sql, type Kysely, type Selectable } from 'kysely';
import { distanceMetres } from 'shared-contracts/checkout/distance';
import type { DeliveryArea } from 'shared-contracts/types/delivery-area';
import { SUPPORTED_LANGUAGES } from 'shared-contracts/types/language';
import type { Store } from 'shared-contracts/types/store';
import type { Database } from '../db/schema';
import type { DeliveryNotifyRequest } from '../domain/delivery-areas/delivered-now-email';
import { outboxRepository, type OutgoingMessage } from './outbox-repository';

/** Two requests of one e-mail this close are for the same place: a marker nudged to the door, not another address. */
export const SAME_PLACE_METRES = 50;

export function storesRepository(db: Kysely<Database>) {
  return {
    /** Every store with its opening hours, in display order. */
    async all(): Promise<Store[]> {
      const [stores, hours] = await Promise.all([
        db
          .selectFrom('stores')
          .leftJoin('reservation_capacity', 'reservation_capacity.store_id', 'stores.id')
          .selectAll('stores')
          .select(sql<boolean>`reservation_capacity.store_id is not null`.as('has_reservation_capacity'))
          .orderBy('position')
          .execute(),
        db.selectFrom('opening_hours').selectAll().orderBy('day').orderBy('open').execute(),
      ]);
      return stores.map(({ position: _position, delivery_orders_per_slot: _d, pickup_orders_per_slot: _p, has_reservation_capacity, ...store }) => ({
        ...store,
        // Without a number of persons per hour every hour would read as fully booked: such a store takes none.
        takes_reservations: store.takes_reservations && has_reservation_capacity,
        lat: Number(store.lat),
        lng: Number(store.lng),
        opening_hours: hours
          .filter((h) => h.store_id === store.id)
          .map(({ store_id: _storeId, ...h }) => h),
      }));
    },

    /** Kitchen throttling: the most orders a store takes per 15-minute slot for a service (null = no cap). */
    async ordersPerSlot(storeId: number, service: 'delivery' | 'pickup'): Promise<number | null> {
      const row = await db
        .selectFrom('stores')
        .select(['delivery_orders_per_slot', 'pickup_orders_per_slot'])
        .where('id', '=', storeId)
        .executeTakeFirst();
      return (service === 'delivery' ? row?.delivery_orders_per_slot : row?.pickup_orders_per_slot) ?? null;
    },

    /**
     * Spec §8: remember who to tell when the shop delivers to an address. Asking again with the
     * same e-mail (stored lower case) for the same address, or for a point within SAME_PLACE_METRES
     * of one already waiting, is the same request: nothing more is stored. False then.
     */
    async addDeliveryNotifyRequest(request: { email: string; address: string; lat: number; lng: number; language: string }): Promise<boolean> {
      const waiting = await db.selectFrom('delivery_notify_requests').select(['lat', 'lng']).where('email', '=', request.email).execute();
      if (waiting.some((point) => distanceMetres(point, request) <= SAME_PLACE_METRES)) return false;
      // Sent twice at once (a double click): the unique (email, address) keeps one.
      const added = await db.insertInto('delivery_notify_requests').values(request).onConflict((oc) => oc.doNothing()).returning('id').executeTakeFirst();
      return Boolean(added);
    },

    /** The requests to be told of delivery with an id above `afterId`, by id, up to `limit`; a language no longer offered reads as English. */
    async deliveryNotifyRequests(afterId: number, limit: number): Promise<DeliveryNotifyRequest[]> {
      const rows = await db
        .selectFrom('delivery_notify_requests')
        .select(['id', 'email', 'address', 'lat', 'lng', 'language'])
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map((row) => ({ ...row, language: SUPPORTED_LANGUAGES.find((language) => language === row.language) ?? 'en' }));
    },

    /**
     * One customer's requests are answered: `message` is queued once and the requests forgotten in
     * one transaction. False when they were gone already (another process's round answered them),
     * so the customer is told once.
     */
    async answerDeliveryNotifyRequests(ids: number[], message: OutgoingMessage): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const gone = await trx.deleteFrom('delivery_notify_requests').where('id', 'in', ids).returning('id').execute();
        if (gone.length > 0) await outboxRepository(trx).enqueue(message);
        return gone.length > 0;
      });
    },

    /**
     * The areas of the stores that deliver now, with their store, in spec §4's "first area" order:
     * what "we deliver to this address" means to a customer choosing one at checkout or asking to
     * be told (spec §8). An area drawn for a store that has not started delivering, or paused, is
     * not one.
     */
    async deliveringAreasWithStore(): Promise<(DeliveryArea & { store_id: number })[]> {
      // One query: the checkout's lookup and every order placed read it.
      const rows = await db
        .selectFrom('delivery_areas')
        .selectAll()
        .where('store_id', 'in', db.selectFrom('stores').select('id').where('has_delivery', '=', true))
        .orderBy('id')
        .execute();
      return rows.map(areaWithStore);
    },

    /** deliveringAreasWithStore without the store. */
    async deliveringAreas(): Promise<DeliveryArea[]> {
      return (await this.deliveringAreasWithStore()).map(({ store_id: _storeId, ...area }) => area);
    },

    async deliveryAreas(): Promise<DeliveryArea[]> {
      return (await this.deliveryAreasWithStore()).map(({ store_id: _storeId, ...area }) => area);
    },

    /** Every area with the store that delivers to it, in the order spec §4's "first area" reads. */
    async deliveryAreasWithStore(): Promise<(DeliveryArea & { store_id: number })[]> {
      const rows = await db.selectFrom('delivery_areas').selectAll().orderBy('id').execute();
      return rows.map(areaWithStore);
    },
  };
}

/** A delivery_areas row as the pricing module reads an area, with the store it belongs to. */
function areaWithStore(row: Selectable<Database['delivery_areas']>): DeliveryArea & { store_id: number } {
  return {
    store_id: row.store_id,
    id: row.id,
    fee_type: row.fee_type,
    transport_price: Number(row.transport_price),
    min_order_value: Number(row.min_order_value),
    min_order_free_transport: row.min_order_free_transport === null ? null : Number(row.min_order_free_transport),
    fees: row.fees,
    polygon: row.polygon,
  };
}
