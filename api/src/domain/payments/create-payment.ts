import { setTimeout as sleep } from 'node:timers/promises';
import { isOnlinePaymentMethod } from 'shared-contracts/payments/payment-methods';
import type { Language } from 'shared-contracts/types/language';
import type { App } from '../../app-instance';
import type { PayableOrder, PaymentRow } from '../../repositories/payments-repository';
import { href } from 'shared-contracts/routes/named-routes';
import { shopOrigin } from '../shop-origin';
import { HttpError } from '../../http-error';
import { ABANDONED_START_MS, ownProvider } from './abandoned-start';
import { belowMinimumRefusal, underProviderMinimum } from './below-minimum';
import { AmountTooSmallError, ProviderSetupError, takesCurrency, type PaymentProvider } from './payment-provider';
import { paymentRefusal } from './payment-refusal';
import { PAYMENT_TEXTS } from './payment-texts';
import { shareTakenOver } from './share-taken-over';
import { abandonedRefusal } from '../orders/unpaid-order-abandonment';

/** How long a request waits for a concurrent one that is asking the provider. */
const WAIT_FOR_CREATOR_MS = 15_000;
const POLL_MS = 25;

/** Where a provider's redirect brings the customer back: the shop's own origin (domain/shop-origin.ts). */
export function returnUrlFor(app: App, orderToken: string, requestOrigin: string | undefined): string {
  return `${shopOrigin(app, requestOrigin)}${href('order-success.provider-return')}?order=${encodeURIComponent(orderToken)}`;
}

/** The same for every attempt to make the order's n-th payment, so its provider makes it once. */
function idempotencyKeyOf(order: PayableOrder, earlier: number): string {
  // After a change of method the order's next payment is a new one at its provider: a new key.
  return earlier === 0 ? `order-payment-${order.token}` : `order-payment-${order.token}-${earlier + 1}`;
}

/**
 * Asks `provider` for the payment of this request's claim, with the key every attempt at it uses,
 * for the claim's amount and currency, and records the answer on the claim. On the provider's
 * error the claim is released and the next start asks again; an AmountTooSmallError is thrown on
 * as it is (nothing was made). Null when the claim is no longer
 * this request's (it was taken over as abandoned): its answer is then not handed out.
 */
export async function askProvider(
  app: App,
  provider: PaymentProvider,
  claim: PaymentRow,
  order: PayableOrder,
  requestOrigin: string | undefined,
  language: Language,
): Promise<PaymentRow | null> {
  const payments = app.repositories.payments;
  const earlier = await payments.replacedCount(order.id, order.share_id);
  try {
    const made = await provider.createPayment({
      reference: order.token,
      amount: Number(claim.amount),
      currency: claim.currency,
      idempotencyKey: idempotencyKeyOf(order, earlier),
      returnUrl: returnUrlFor(app, order.token, requestOrigin),
    });
    return await payments.created(claim.id, made.providerPaymentId, made.clientSecret);
  } catch (error) {
    await payments.release(claim.id);
    // Nothing was made at the provider: the caller words it (createPayment) or finds nothing open.
    if (error instanceof AmountTooSmallError) throw error;
    // The operator's to fix (ProviderSetupError): no retry of the customer's will help.
    if (error instanceof ProviderSetupError) app.log.error({ err: error, provider: provider.name }, 'the payment provider is set up so it cannot take this payment');
    else app.log.warn({ err: error, provider: provider.name }, 'creating a payment failed');
    throw paymentRefusal(502, PAYMENT_TEXTS.provider_unavailable, language);
  }
}

/**
 * The order's one payment, created on first call and returned as it is on every later one: a
 * double click, a reload or 100 requests at once make one provider payment. The first request
 * claims the row (one open payment per order), asks the provider with a key derived from the
 * order, and the others wait for it. A claim abandoned while asking (older than
 * ABANDONED_START_MS: the API died) is taken over by one request, which asks the claim's own
 * provider again with the same key, so the provider answers the payment it may already have
 * made; its provider no longer configured, the start is refused. The amount is the stored
 * order's total. Refusals are written in `language` (the request's).
 */
export async function createPayment(
  app: App,
  order: PayableOrder,
  requestOrigin: string | undefined,
  language: Language,
): Promise<{ row: PaymentRow; created: boolean }> {
  const refused = (status: number, text: keyof typeof PAYMENT_TEXTS, params: Record<string, string> = {}) =>
    paymentRefusal(status, PAYMENT_TEXTS[text], language, params);
  const method = order.payment_method;
  // Issue 7: a split group order is paid share by share (each share is a payable of its own).
  if (method === 'by_organizer') throw refused(422, 'paid_by_organizer');
  if (order.share_id === null && (await app.repositories.groupOrders.isPaidByShares(order.id))) throw refused(422, 'paid_by_shares');
  if (!isOnlinePaymentMethod(method)) throw refused(422, 'paid_in_person', { method });
  const provider = app.paymentProviders[method];
  if (!provider) throw refused(422, 'method_not_offered', { method });
  const payments = app.repositories.payments;
  const currency = (await app.repositories.website.website()).currency;
  if (!takesCurrency(provider, currency)) throw refused(422, 'currency_not_offered', { method, currency });
  // Never rounded to what the provider takes: that would charge another amount than the order's.
  if (provider.takesAmount?.(order.total, currency) === false) throw refused(422, 'amount_not_whole', { method, currency });
  // Under the provider's least charge it would refuse, and the customer would be told it did not answer.
  const belowMinimum = belowMinimumRefusal(app, method, order.total, currency, language, { share: order.share_id !== null });
  if (belowMinimum) throw new HttpError(422, belowMinimum, order.share_id === null ? 'payment_method' : undefined);
  const deadline = Date.now() + WAIT_FOR_CREATOR_MS;
  // A claim young at first sight is not abandoned before this request stops waiting for it.
  let triedTakeOver = false;

  while (Date.now() < deadline) {
    let claimed = await payments.claim({
      token: order.token, order_id: order.id, method, provider: provider.name, amount: order.total, currency,
      share_id: order.share_id, group_order_link: order.group_order_link,
    });
    if (!claimed) {
      const existing = await payments.forOrder(order.id, order.share_id);
      if (existing && existing.status !== 'creating') return { row: existing, created: false };
      // One made with another provider (the shop's was switched since) stays: what that one made cannot be known.
      if (existing && !triedTakeOver && ownProvider(app, existing) === provider) {
        triedTakeOver = true;
        claimed = await payments.takeOver(existing, ABANDONED_START_MS);
      }
    }
    if (claimed === 'order_changed') throw refused(409, 'method_changed');
    if (claimed === 'abandoned') throw abandonedRefusal(language, order);
    // Issue 7: the organiser took the share over while this start was on its way.
    if (claimed === 'payer_changed') throw (await shareTakenOver(app, { formerToken: order.token }, language)) ?? refused(409, 'method_changed');
    if (claimed) {
      const row = await askProvider(app, provider, claimed, order, requestOrigin, language).catch((error: unknown) => {
        if (error instanceof AmountTooSmallError) throw underProviderMinimum(claimed.method, Number(claimed.amount), claimed.currency, language, { share: order.share_id !== null });
        throw error;
      });
      if (row) return { row, created: true };
    }
    await sleep(POLL_MS);
  }
  throw refused(503, 'provider_unavailable');
}
