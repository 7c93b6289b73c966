import braintree from 'braintree';
import type { PaymentStatus } from 'shared-contracts/payments/payment-status';
import type { FailureCode } from './failure-codes';
import { WebhookSignatureError, type PaymentProvider, type ProviderStatus } from './payment-provider';
import { PROVIDER_CALL_TIMEOUT_MS } from './provider-timeout';

export interface BraintreeSettings {
  merchantId: string;
  publicKey: string;
  privateKey: string;
  environment: 'sandbox' | 'production';
  /** How long one call to Braintree may take (default BRAINTREE_TIMEOUT_MS). */
  timeoutMs?: number;
}

/** As Stripe's and PayPal's clients (see PROVIDER_CALL_TIMEOUT_MS), not the SDK's 60 s. */
export const BRAINTREE_TIMEOUT_MS = PROVIDER_CALL_TIMEOUT_MS;

/**
 * The payment is named after its order for its whole life, not after a transaction: every sale of
 * the order (a declined one, a retry whose answer was lost) is then found, and its webhooks matched.
 */
const BEFORE_SALE = 'order:';

const STATUS: Partial<Record<braintree.TransactionStatus, PaymentStatus>> = {
  authorizing: 'processing',
  authorized: 'processing',
  settlement_pending: 'processing',
  // Submitted for settlement is Braintree's "paid": settlement follows without the customer.
  submitted_for_settlement: 'succeeded',
  settling: 'succeeded',
  settled: 'succeeded',
  settlement_confirmed: 'succeeded',
  processor_declined: 'requires_payment_method',
  gateway_rejected: 'requires_payment_method',
  failed: 'requires_payment_method',
  voided: 'requires_payment_method',
  authorization_expired: 'requires_payment_method',
  settlement_declined: 'error_checking',
};

/** A failed sale's reason for the customer: a decline by the bank or by the gateway's rules is a declined card. */
const FAILURE: Partial<Record<braintree.TransactionStatus, FailureCode>> = {
  processor_declined: 'card_declined',
  gateway_rejected: 'card_declined',
  settlement_declined: 'not_verified',
};

type SaleFields = 'id' | 'orderId' | 'status' | 'processorResponseText' | 'processorResponseCode';

export function statusOfTransaction(transaction: Pick<braintree.Transaction, SaleFields>): ProviderStatus & { providerPaymentId: string } {
  const status = STATUS[transaction.status] ?? 'processing';
  const failed = status === 'requires_payment_method' || status === 'error_checking';
  return {
    status,
    failure: failed ? (transaction.processorResponseText || `Braintree: ${transaction.status}`) : null,
    failureCode: failed ? (FAILURE[transaction.status] ?? 'payment_failed') : null,
    // Only a sale made without the order's id (none of ours) is known by its own id.
    providerPaymentId: transaction.orderId ? `${BEFORE_SALE}${transaction.orderId}` : transaction.id,
  };
}

const paidOrPending = ({ status }: Pick<braintree.Transaction, 'status'>) => STATUS[status] === 'succeeded' || STATUS[status] === 'processing';

/**
 * The order's sale that says what the payment is: a paid or pending one before a failed one (two
 * sales in the same second cannot be told apart by time), else the latest.
 */
function saleOfOrder<T extends Pick<braintree.Transaction, 'status' | 'createdAt'>>(sales: T[]): T | undefined {
  return [...sales].sort((a, b) => Number(paidOrPending(b)) - Number(paidOrPending(a)) || String(b.createdAt).localeCompare(String(a.createdAt)))[0];
}

const WEBHOOK_KINDS = new Set(['transaction_settled', 'transaction_settlement_declined']);

/**
 * Braintree: the drop-in UI gets a client token, tokenises the card (or PayPal) into a nonce, and
 * the API makes the sale with it for the stored amount. Its webhooks (bt_signature + bt_payload)
 * are verified by the SDK before anything is read.
 */
export function braintreeProvider(settings: BraintreeSettings, gatewayConfig: Partial<braintree.KeyGatewayConfig> = {}): PaymentProvider {
  const gateway = new braintree.BraintreeGateway({
    environment: settings.environment === 'production' ? braintree.Environment.Production : braintree.Environment.Sandbox,
    merchantId: settings.merchantId,
    publicKey: settings.publicKey,
    privateKey: settings.privateKey,
    ...gatewayConfig,
  });
  // The SDK takes its timeout only as a setting of the made gateway, not from the constructor.
  gateway.config.timeout = settings.timeoutMs ?? BRAINTREE_TIMEOUT_MS;
  return {
    name: 'braintree',
    method: 'card',
    publicKey: null,

    async createPayment({ reference }) {
      const answer = await gateway.clientToken.generate({});
      if (!answer.success) throw new Error(`Braintree refused a client token: ${answer.message}`);
      return { providerPaymentId: `${BEFORE_SALE}${reference}`, clientSecret: answer.clientToken };
    },

    async retrieve(id) {
      // Named after a transaction (as payments were before they kept their order's name): its order's sales.
      const named = id.startsWith(BEFORE_SALE) ? null : await gateway.transaction.find(id);
      if (named && !named.orderId) return statusOfTransaction(named);
      const orderId = named?.orderId ?? id.slice(BEFORE_SALE.length);
      // A sale whose answer was lost still exists at Braintree under the order's id: find it, so a
      // retry never makes a second sale.
      const found: braintree.Transaction[] = named ? [named] : [];
      const search = gateway.transaction.search((query: { orderId: () => { is: (value: string) => void } }) => query.orderId().is(orderId));
      for await (const transaction of search) found.push(transaction as braintree.Transaction);
      const latest = saleOfOrder(found);
      // None listed: none made, or one under way not listed yet, which a status check leaves under way (ATTEMPT_GRACE_MS).
      return latest ? statusOfTransaction(latest) : { status: 'awaiting_payment', failure: null };
    },

    async chargeNonce({ nonce, amount, reference }) {
      // Every sale carries the order's token, so a sale whose answer was lost can be found again.
      const answer = await gateway.transaction.sale({ amount: amount.toFixed(2), paymentMethodNonce: nonce, orderId: reference, options: { submitForSettlement: true } });
      if (answer.transaction) return statusOfTransaction(answer.transaction);
      // Refused before a transaction existed (a bad nonce, a validation error): nothing the card did.
      return { status: 'requires_payment_method', failure: answer.message, failureCode: 'payment_failed' };
    },

    async readWebhook(rawBody) {
      const form = new URLSearchParams(rawBody.toString('utf8'));
      const signature = form.get('bt_signature');
      const payload = form.get('bt_payload');
      if (!signature || !payload) throw new WebhookSignatureError('bt_signature and bt_payload are missing');
      let notification: braintree.WebhookNotification;
      try {
        notification = await gateway.webhookNotification.parse(signature, payload);
      } catch (error) {
        throw new WebhookSignatureError((error as Error).message);
      }
      const transaction = (notification as { transaction?: braintree.Transaction }).transaction;
      if (!WEBHOOK_KINDS.has(notification.kind) || !transaction) return null;
      const eventId = `${notification.kind}:${transaction.id}:${String(notification.timestamp)}`;
      return { eventId, ...statusOfTransaction(transaction) };
    },
  };
}
