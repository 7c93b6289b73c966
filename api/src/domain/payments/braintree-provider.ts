import braintree from 'braintree';
import type { PaymentStatus } from 'shared-contracts/payments/payment-status';
import { amountText } from './currency-units';
import type { FailureCode } from './failure-codes';
import { ProviderSetupError, WebhookSignatureError, type MoneyReturnedEvent, type PaymentProvider, type ProviderStatus } from './payment-provider';
import { PROVIDER_CALL_TIMEOUT_MS } from './provider-timeout';

export interface BraintreeSettings {
  merchantId: string;
  publicKey: string;
  privateKey: string;
  environment: 'sandbox' | 'production';
  /**
   * The merchant account sales are made in (BRAINTREE_MERCHANT_ACCOUNT_ID): Braintree charges in
   * its currency, whatever the amount's. Absent: the gateway's default account.
   */
  merchantAccountId?: string;
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

/** The payment a sale belongs to: only a sale made without the order's id (none of ours) is known by its own id. */
const paymentIdOf = ({ id, orderId }: Pick<braintree.Transaction, 'id' | 'orderId'>) => (orderId ? `${BEFORE_SALE}${orderId}` : id);

export function statusOfTransaction(transaction: Pick<braintree.Transaction, SaleFields>): ProviderStatus & { providerPaymentId: string } {
  const status = STATUS[transaction.status] ?? 'processing';
  const failed = status === 'requires_payment_method' || status === 'error_checking';
  return {
    status,
    failure: failed ? (transaction.processorResponseText || `Braintree: ${transaction.status}`) : null,
    failureCode: failed ? (FAILURE[transaction.status] ?? 'payment_failed') : null,
    providerPaymentId: paymentIdOf(transaction),
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

/** Disputes that end with the money back to the buyer: lost, or accepted by the shop (or by its auto-accept settings). */
const MONEY_BACK_DISPUTES = new Set(['dispute_lost', 'dispute_accepted', 'dispute_auto_accepted']);

/** A dispute that took a sale's money back (MoneyReturnedEvent), named after the sale's payment. */
function moneyReturnedOf(notification: braintree.DisputeNotification): MoneyReturnedEvent {
  const { dispute, kind, timestamp } = notification;
  const { transaction } = dispute;
  const amount = Number(dispute.amountDisputed);
  return {
    eventId: `${kind}:${dispute.id}:${String(timestamp)}`,
    moneyReturned: 'reversed',
    providerPaymentId: transaction?.id ? paymentIdOf(transaction) : null,
    amountReturned: Number.isFinite(amount) ? amount : null,
    details: {
      kind,
      disputeId: dispute.id,
      transactionId: transaction?.id ?? null,
      reason: dispute.reason ?? null,
      amount: dispute.amountDisputed ? `${dispute.amountDisputed} ${dispute.currencyIsoCode ?? ''}`.trim() : null,
    },
  };
}

/**
 * Braintree's answers that only the operator can change: keys without access, an account id it does
 * not know. The SDK's errorTypes values (its types leave errorTypes out).
 */
const SETUP_ERRORS = new Set(['authenticationError', 'authorizationError', 'notFoundError']);

/** The currency the merchant account charges in: the named one's, else the gateway's default account's. */
async function currencyOfMerchantAccount(gateway: braintree.BraintreeGateway, merchantAccountId: string | undefined): Promise<string> {
  const named = merchantAccountId ? `merchant account ${merchantAccountId}` : 'default merchant account';
  try {
    if (merchantAccountId) return (await gateway.merchantAccount.find(merchantAccountId)).currencyIsoCode.toUpperCase();
    // The SDK answers a stream of the accounts, not the array its types say.
    const accounts = gateway.merchantAccount.all() as unknown as AsyncIterable<braintree.MerchantAccount>;
    for await (const account of accounts) if (account.default) return account.currencyIsoCode.toUpperCase();
  } catch (error) {
    // Said to the operator as such (logged as an error), not as Braintree not answering (a warning).
    if (!SETUP_ERRORS.has((error as { type?: string }).type ?? '')) throw error;
    throw new ProviderSetupError(`Braintree refused to tell the currency of its ${named} (${(error as Error).message || (error as { type: string }).type}): no card payment is made until BRAINTREE_MERCHANT_ACCOUNT_ID names an account these keys may read.`);
  }
  throw new ProviderSetupError(`Braintree lists no ${named}: no card payment is made until BRAINTREE_MERCHANT_ACCOUNT_ID names one.`);
}

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
  // A new object each call: the SDK writes into the one it is given (clientToken.generate adds its version).
  const inAccount = () => (settings.merchantAccountId ? { merchantAccountId: settings.merchantAccountId } : {});
  // Asked once per process (an account keeps its currency), again only after an ask that failed.
  let accountCurrency: Promise<string> | null = null;
  const chargedCurrency = () =>
    (accountCurrency ??= currencyOfMerchantAccount(gateway, settings.merchantAccountId).catch((error: unknown) => {
      accountCurrency = null;
      throw error;
    }));
  /** Why the account cannot charge the payment's currency: it would charge 140.00 EUR for a 140.00 RON order. */
  const otherCurrency = async (currency: string) => {
    const charged = await chargedCurrency();
    if (charged === currency.toUpperCase()) return null;
    const named = settings.merchantAccountId ? `merchant account ${settings.merchantAccountId}` : 'default merchant account';
    return `Braintree's ${named} charges in ${charged}, not in the payment's ${currency.toUpperCase()}: no card payment is made until BRAINTREE_MERCHANT_ACCOUNT_ID names an account in ${currency.toUpperCase()}.`;
  };
  return {
    name: 'braintree',
    method: 'card',
    publicKey: null,
    takesAmount: (amount, currency) => amountText(amount, currency) !== null,

    async createPayment({ reference, currency }) {
      const refusal = await otherCurrency(currency);
      if (refusal) throw new ProviderSetupError(refusal);
      const answer = await gateway.clientToken.generate(inAccount());
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

    async chargeNonce({ nonce, amount, currency, reference }) {
      // Checked at the start too; again here for a payment started before the account was changed.
      const refusal = await otherCurrency(currency);
      const text = amountText(amount, currency);
      if (refusal || text === null) return { status: 'requires_payment_method', failure: refusal ?? `Braintree cannot charge ${amount} ${currency} exactly.`, failureCode: 'payment_failed' };
      // Every sale carries the order's token, so a sale whose answer was lost can be found again.
      const answer = await gateway.transaction.sale({ amount: text, paymentMethodNonce: nonce, orderId: reference, ...inAccount(), options: { submitForSettlement: true } });
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
      if (MONEY_BACK_DISPUTES.has(notification.kind)) return moneyReturnedOf(notification as braintree.DisputeNotification);
      const transaction = (notification as { transaction?: braintree.Transaction }).transaction;
      if (!WEBHOOK_KINDS.has(notification.kind) || !transaction) return null;
      const eventId = `${notification.kind}:${transaction.id}:${String(notification.timestamp)}`;
      return { eventId, ...statusOfTransaction(transaction) };
    },
  };
}
