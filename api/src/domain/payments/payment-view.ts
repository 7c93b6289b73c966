import type { Payment } from 'shared-contracts/payments/payment-status';
import type { PayableOrder, PaymentRow } from '../../repositories/payments-repository';
import { cancelledIfUnpaid } from '../orders/unpaid-order-abandonment';
import type { PaymentProvider } from './payment-provider';

/** The payment as the browser sees it: no ids of ours, the provider's public key when it needs one. */
export function paymentView(row: PaymentRow, order: PayableOrder, provider: PaymentProvider | null): Payment {
  return {
    order_token: order.token,
    method: row.method,
    provider: row.provider as Payment['provider'],
    status: row.status === 'creating' ? 'awaiting_payment' : row.status,
    amount: Number(row.amount),
    currency: row.currency,
    client_secret: row.client_secret,
    provider_payment_id: row.provider === 'sandbox' ? null : row.provider_payment_id,
    // Only the provider that made this payment: keys configured later belong to new payments.
    public_key: provider?.name === row.provider ? provider.publicKey : null,
    failure: row.failure,
    failure_code: row.failure_code,
    group_order_link: row.group_order_link,
    cancelled_if_unpaid: cancelledIfUnpaid(order),
  };
}
