import type { Payment } from 'shared-contracts/payments/payment-status';
import type { App } from '../../app-instance';
import { isPayable, type PayableOrder, type PaymentRow } from '../../repositories/payments-repository';
import { cancelledIfUnpaid, shareCancelledIfUnpaid } from '../orders/unpaid-order-abandonment';
import type { PaymentProvider } from './payment-provider';

/**
 * The payment as the browser sees it: no ids of ours, the provider's public key when it needs one,
 * and, while an order the deadline covers (or a split group's order, for a share) can still be paid,
 * the time it is cancelled at. That time moves with each attempt (abandoned-orders-repository; for
 * a share, with any share's), so it is read after the attempt is stored.
 */
export async function paymentView(app: App, row: PaymentRow, order: PayableOrder, provider: PaymentProvider | null): Promise<Payment> {
  const status = row.status === 'creating' ? 'awaiting_payment' : row.status;
  const share = shareCancelledIfUnpaid(order);
  const cancelled_if_unpaid = share || cancelledIfUnpaid(order);
  const { abandonedOrders } = app.repositories;
  // A share's token is its own, not its order's: the deadline is the order's either way.
  const deadlineOf = share ? abandonedOrders.sharePaymentDeadline : abandonedOrders.paymentDeadline;
  const deadline = cancelled_if_unpaid && isPayable({ status }) ? await deadlineOf(order.token) : undefined;
  return {
    order_token: order.token,
    store_id: order.store_id,
    method: row.method,
    provider: row.provider as Payment['provider'],
    status,
    amount: Number(row.amount),
    currency: row.currency,
    client_secret: row.client_secret,
    provider_payment_id: row.provider === 'sandbox' ? null : row.provider_payment_id,
    // Only the provider that made this payment: keys configured later belong to new payments.
    public_key: provider?.name === row.provider ? provider.publicKey : null,
    failure: row.failure,
    failure_code: row.failure_code,
    group_order_link: row.group_order_link,
    cancelled_if_unpaid,
    payment_deadline: deadline ? deadline.toISOString() : null,
  };
}
