import { randomUUID } from 'node:crypto';
import type { PlaceOrderLine, PlaceOrderRequest, PlacedOrder } from 'shared-contracts/types/order';
import type { App } from '../../src/app-instance';
import type { OrderDraft } from '../../src/repositories/orders-repository';
import { buildTestApp, type TestApp } from './test-app';

export function orderLine(id: number, quantity = 1, selected_size: number | null = null, options: PlaceOrderLine['options'] = []): PlaceOrderLine {
  return { id, quantity, selected_size, options };
}

/** A pickup order at Old Town (store 1) paid in cash at the counter; overrides change any field. */
export function pickupOrder(overrides: Partial<PlaceOrderRequest> = {}): PlaceOrderRequest {
  return {
    store_id: 1, delivery_type: 'pickup', pickup_type: 'at_counter', name: 'Ana Pop', email: 'ana@example.com',
    phone: '0722 123 456', phone_country: 'RO', address: '', address_line2: '', geolocation: null, informations: '',
    cutlery: false, contactless_delivery: false, accept_promotion: false, age_restriction: false, location_confirmed: true, information_confirmed: true,
    payment_method: 'cash-pickup', voucher_code: null, loyalty_points: 0, for_later: false, later_day: null,
    later_time: null, products: [orderLine(24)], expected_total: null, ...overrides,
  };
}

let caller = 0;
/** Places an order (each from its own address, clear of the per-address rate limit); answers the stored order. */
export async function placeOrder(app: App, body: PlaceOrderRequest, headers: Record<string, string> = {}): Promise<PlacedOrder> {
  caller += 1;
  const response = await app.inject({
    method: 'POST', url: '/public/orders', payload: body, headers: { 'idempotency-key': randomUUID(), ...headers },
    remoteAddress: `10.9.${Math.floor(caller / 250)}.${caller % 250}`,
  });
  if (response.statusCode !== 201) throw new Error(`order refused: ${response.body}`);
  return response.json();
}

/** An order that must be refused, placed in `language` (its Content-Language): the refusals by field. */
export async function orderRefusalsIn(app: App, language: string, body: PlaceOrderRequest): Promise<Record<string, string>> {
  caller += 1;
  const response = await app.inject({
    method: 'POST', url: '/public/orders', payload: body, headers: { 'idempotency-key': randomUUID(), 'content-language': language },
    remoteAddress: `10.9.${Math.floor(caller / 250)}.${caller % 250}`,
  });
  if (response.statusCode !== 422) throw new Error(`order not refused (${response.statusCode}): ${response.body}`);
  return response.json().fields;
}

/** Wednesday noon in Bucharest (both stores open), with no cap on the orders of a slot. */
export async function openShopApp(): Promise<TestApp> {
  const t = await buildTestApp({ now: () => new Date('2026-11-25T10:00:00Z') });
  await t.app.db.updateTable('stores').set({ pickup_orders_per_slot: null, delivery_orders_per_slot: null }).execute();
  return t;
}

/** An order as the repository stores it (a lemonade picked up in cash), for tests that write the database below the routes. */
export function orderDraft(token: string, overrides: Partial<OrderDraft> = {}): OrderDraft {
  return {
    token, idempotency_key: token, request_hash: 'x', store_id: 1, delivery_type: 'pickup', pickup_type: 'at_counter',
    name: 'Ana', email: 'ana@example.com', phone: '', address: '', address_line2: '', lat: null, lng: null, delivery_area_id: null,
    informations: '', cutlery: false, contactless_delivery: false, accept_promotion: false, payment_method: 'cash-pickup', voucher_code: null,
    for_later: false, later_day: null, later_time: null, estimated_minutes: 20, subtotal: 14, delivery_fee: 0, packaging_fee: 0, voucher_value: 0,
    free_products_discount: 0, total: 14, user_id: null,
    lines: [{ position: 0, product_id: 24, name: 'House lemonade', quantity: 1, size_id: null, size_name: null, options: '[]', unit_price: 14, total: 14 }],
    ...overrides,
  };
}

/**
 * The customer's orders as placed a day before `now` (for now, not for later): handed over by then,
 * past, so the account may be deleted (DELETE public/account waits for a current order).
 */
export async function ordersHandedOver(app: App, userId: number, now: Date): Promise<void> {
  await app.db.updateTable('orders').set({ created_at: new Date(now.getTime() - 24 * 3600_000), for_later: false, later_day: null }).where('user_id', '=', userId).execute();
}
