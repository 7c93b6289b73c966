import type { App } from '../../app-instance';
import type { OrderPaid } from '../payments/order-paid';

/**
 * A paid order whose customer ticked "Save this card for next time" saves its card to their
 * account: only now, once the provider confirmed the payment, and only the provider's reference
 * and what the account shows (brand, last four digits, expiry), never the number.
 */
export async function saveCardOfPaidOrder(app: App, paid: OrderPaid): Promise<void> {
  if (paid.userId === null) return;
  const cards = app.repositories.savedCards;
  const wish = await cards.wishOf(paid.orderId);
  if (!wish || wish.user_id !== paid.userId || !(await app.repositories.users.findById(paid.userId))) return;
  const payment = await app.repositories.payments.forOrder(paid.orderId);
  const provider = app.paymentProviders.card;
  if (payment?.provider_payment_id && provider?.name === payment.provider && provider.storedCardOf) {
    const card = await provider.storedCardOf(payment.provider_payment_id);
    if (card) await cards.save(paid.userId, { provider: provider.name, ...card });
  }
  await cards.wish(paid.orderId, paid.userId, false);
}
