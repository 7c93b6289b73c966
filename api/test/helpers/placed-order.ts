import { randomUUID } from 'node:crypto';
import type { PaymentMethod } from 'shared-contracts/types/cart';
import type { PlacedOrder } from 'shared-contracts/types/order';
import type { App } from '../../src/app-instance';
import { orderLine, pickupOrder } from './orders';

/** A Wednesday noon in Bucharest: both seed stores are open for pickup. */
export const SHOP_OPEN = new Date('2026-11-25T10:00:00Z');

let caller = 0;
/** Each call from its own address, so per-address rate limits stay out of the way of the test. */
export function nextAddress(): string {
  caller += 1;
  return `10.5.${Math.floor(caller / 250)}.${caller % 250}`;
}

/** Places a pickup order of two house lemonades (product 24) at Old Town, paid by `paymentMethod`. */
export async function placeOrder(app: App, paymentMethod: PaymentMethod): Promise<PlacedOrder> {
  const res = await app.inject({
    method: 'POST',
    url: '/public/orders',
    headers: { 'idempotency-key': randomUUID() },
    remoteAddress: nextAddress(),
    payload: pickupOrder({ payment_method: paymentMethod, products: [orderLine(24, 2)] }),
  });
  if (res.statusCode !== 201) throw new Error(`placing the order answered ${res.statusCode}: ${res.body}`);
  return res.json();
}

export function startPayment(app: App, orderToken: string) {
  return app.inject({ method: 'POST', url: '/public/payments', payload: { order_token: orderToken }, remoteAddress: nextAddress() });
}

export async function paidAt(app: App, orderToken: string): Promise<Date | null> {
  const row = await app.db.selectFrom('orders').select('paid_at').where('token', '=', orderToken).executeTakeFirstOrThrow();
  return row.paid_at;
}
