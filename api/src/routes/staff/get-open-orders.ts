import type { App } from '../../app-instance';
import { storeClock } from '../../domain/later-slots';
import { answers } from '../common-schemas';
import { OpenOrdersSchema, PAID_BY_HAND, StaffHeaders } from './staff-schemas';
import { STAFF_RATE_LIMIT, staffStore } from './staff-store';

/**
 * GET staff/open-orders: the store's orders of today (by its own clock) whose money is taken by
 * hand and not yet confirmed, so the staff can mark each one paid as it is handed over; a night's
 * "now" orders stay on it on both sides of midnight (staffOrdersRepository.openOfDay).
 */
export function getOpenOrdersRoute(app: App): void {
  app.get(
    '/staff/open-orders',
    {
      schema: { tags: ['staff'], summary: "The store's unpaid cash and card-on-delivery orders of today", headers: StaffHeaders, response: answers(OpenOrdersSchema, 401, 429) },
      config: { rateLimit: STAFF_RATE_LIMIT },
    },
    async (request) => {
      const storeId = await staffStore(app, request);
      const store = (await app.repositories.stores.all()).find((candidate) => candidate.id === storeId);
      const day = storeClock(app.now(), store?.time_zone ?? 'UTC').date;
      const orders = await app.repositories.staffOrders.openOfDay(storeId, day, PAID_BY_HAND);
      return {
        day,
        orders: orders.map((order) => ({
          id: order.id,
          delivery_type: order.delivery_type as 'delivery' | 'pickup' | 'table',
          table_number: order.table_number,
          name: order.name,
          address: order.address,
          time: order.for_later ? order.slot_time : null,
          created_at: order.created_at.toISOString(),
          payment_method: order.payment_method as (typeof PAID_BY_HAND)[number],
          total: order.total,
        })),
      };
    },
  );
}
