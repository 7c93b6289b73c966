import type { App } from '../../../app-instance';
import { paymentView } from '../../../domain/payments/payment-view';
import { recordPaymentStatus } from '../../../domain/payments/record-payment-status';
import { answers } from '../../common-schemas';
import { startedPaymentOf } from './payable-order';
import { OrderTokenParams, PaymentSchema } from './payment-schemas';
import { recentStatusChecks } from './recent-status-checks';

/**
 * GET public/payments/{orderToken}: the payment's status. Until it has succeeded, the provider is
 * asked (server to server) first, so a provider's return page or a reload sees its latest word;
 * one that knows of no charge yet does not reopen an attempt under way (ATTEMPT_GRACE_MS). A
 * payment its provider ended unpaid (a PayPal order whose capture was denied) is closed, and is
 * answered with its failure until the next start (POST public/payments) makes a new one. A payment
 * read again within a second is answered what its provider said then (recentStatusChecks).
 */
export function getPaymentRoute(app: App): void {
  const checkedRecently = recentStatusChecks(() => app.now());
  app.get(
    '/public/payments/:orderToken',
    {
      // A payment screen polls every 1.5 s (40 a minute), and one public address may hold several
      // (a household, an office, a carrier's NAT, a group paying its shares at once): room for six.
      // The provider is asked at most once a second per payment whatever the count (recentStatusChecks).
      config: { rateLimit: { max: 240, timeWindow: '1 minute' } },
      schema: {
        tags: ['payments'],
        summary: 'The payment of an order, as its provider last confirmed it',
        params: OrderTokenParams,
        response: answers(PaymentSchema, 400, 404, 429),
      },
    },
    async (request) => {
      // A payment its provider ended is still the order's word (its failure) until the next start.
      const { order, payment } = await startedPaymentOf(app, request, request.params.orderToken, { endedToo: true });
      const provider = app.paymentProviders[payment.method];
      let current = payment;
      const providerPaymentId = payment.provider_payment_id;
      if (provider && provider.name === payment.provider && providerPaymentId && payment.status !== 'succeeded') {
        try {
          // The stored row's version too: a word stored since (a decline the charge answered) is not
          // overwritten with what the provider said before it.
          const asked = `${provider.name}:${providerPaymentId}:${payment.status}:${new Date(payment.updated_at).getTime()}`;
          const status = await checkedRecently(asked, () => provider.retrieve(providerPaymentId));
          current = await recordPaymentStatus(app, payment, status, { statusCheck: true });
        } catch (error) {
          // The stored status is still true as far as we know; the next poll asks again.
          request.log.warn({ err: error, provider: provider.name }, 'the payment provider did not answer a status check');
        }
      }
      return paymentView(app, current, order, provider);
    },
  );
}
