import type { App } from '../../src/app-instance';
import { announceMoneyReturned } from '../../src/domain/payments/record-payment-status';
import type { MoneyReturnedEvent } from '../../src/domain/payments/payment-provider';
import type { PaymentRow } from '../../src/repositories/payments-repository';
import { bearer, type Registered } from './accounts';
import { orderLine, pickupOrder, placeOrder } from './orders';
import { paidBySandboxCard } from './sandbox-card';

/** Ten house lemonades (24): 140, which earns 14 points at a pickup's 10 %. */
export const TEN_LEMONADES = [orderLine(24, 10)];

/**
 * A pickup order of ten lemonades by the customer, spending `points`, paid with the sandbox's test
 * card: its payment, as stored.
 */
export async function paidByCard(app: App, user: Registered, points = 0): Promise<PaymentRow> {
  const placed = await placeOrder(app, pickupOrder({ payment_method: 'card', products: TEN_LEMONADES, loyalty_points: points }), bearer(user.token));
  await paidBySandboxCard(app, placed.token);
  return paymentOfOrder(app, placed.token);
}

/** The order's payment, as stored. */
export function paymentOfOrder(app: App, orderToken: string): Promise<PaymentRow> {
  return app.db.selectFrom('payments').innerJoin('orders', 'orders.id', 'payments.order_id').selectAll('payments').where('orders.token', '=', orderToken).executeTakeFirstOrThrow();
}

/** The provider's word that the payment's money went back to the buyer, as its webhook tells it. */
export function moneyReturned(app: App, payment: PaymentRow, kind: MoneyReturnedEvent['moneyReturned'], eventId: string, amountReturned: number | null = Number(payment.amount)) {
  return announceMoneyReturned(app, 'sandbox', { eventId, moneyReturned: kind, providerPaymentId: payment.provider_payment_id, amountReturned, details: {} });
}

/** The customer's benefits answer (points balance and history). */
export async function benefitsOf(app: App, user: Registered) {
  return (await app.inject({ method: 'GET', url: '/public/account/benefits', headers: bearer(user.token) })).json();
}

/** The customer's points balance. */
export async function pointsOf(app: App, user: Registered): Promise<number> {
  return (await benefitsOf(app, user)).points_balance;
}
