import {
  ApiError,
  CheckoutPaymentIntent,
  Client,
  type Configuration,
  CustomError,
  Environment,
  OrdersController,
  type OAuthToken,
  type Order,
} from '@paypal/paypal-server-sdk';
import { WebhookSignatureError, type MoneyReturnedEvent, type PaymentProvider, type ProviderStatus } from './payment-provider';
import { PAYPAL_CURRENCIES, paypalAmount, paypalTakesAmount } from './paypal-currencies';
import { PROVIDER_CALL_TIMEOUT_MS } from './provider-timeout';

export interface PaypalSettings {
  clientId: string;
  clientSecret: string;
  /** The id PayPal gave the webhook subscription; signatures are verified against it. */
  webhookId: string;
  environment: 'sandbox' | 'production';
}

/** A PayPal call that hangs fails after this, and the customer is told to try again. */
const PAYPAL_TIMEOUT_MS = PROVIDER_CALL_TIMEOUT_MS;

const API_BASE = { sandbox: 'https://api-m.sandbox.paypal.com', production: 'https://api-m.paypal.com' };

/**
 * A PayPal order (after capture, its first capture) in spec §4 words. An order is captured once
 * (COMPLETED, whatever became of its capture) or voided for good: unpaid so, it ended, and paying by
 * PayPal again needs a new order (a second capture answers ORDER_ALREADY_CAPTURED).
 */
export function statusOfPaypalOrder(order: Pick<Order, 'status' | 'purchaseUnits'>): ProviderStatus {
  const capture = order.purchaseUnits?.[0]?.payments?.captures?.[0];
  if (order.status === 'COMPLETED' && capture) {
    if (capture.status === 'COMPLETED') return { status: 'succeeded', failure: null };
    if (capture.status === 'PENDING') return { status: 'processing', failure: null };
    return { status: 'requires_payment_method', failure: `PayPal refused the payment (${capture.status ?? 'unknown'}).`, failureCode: 'paypal_declined', ended: true };
  }
  if (order.status === 'VOIDED') return { status: 'requires_payment_method', failure: 'The PayPal payment was cancelled.', failureCode: 'paypal_cancelled', ended: true };
  return { status: 'awaiting_payment', failure: null };
}

/**
 * The capture events that say what became of a payment. DENIED ends a capture left PENDING (an
 * eCheck that bounced, a payment PayPal reviewed and refused): like a decline, the customer tries
 * another funding source or method (spec §4 requires-payment-method); without it the payment stayed
 * processing, and the order could be neither paid nor abandoned. A capture declined or denied was
 * the order's one capture: the order ended, and PayPal again is a new order.
 */
const CAPTURE_EVENTS: Record<string, ProviderStatus> = {
  'PAYMENT.CAPTURE.COMPLETED': { status: 'succeeded', failure: null },
  'PAYMENT.CAPTURE.PENDING': { status: 'processing', failure: null },
  'PAYMENT.CAPTURE.DECLINED': { status: 'requires_payment_method', failure: 'PayPal declined the payment.', failureCode: 'paypal_declined', ended: true },
  'PAYMENT.CAPTURE.DENIED': { status: 'requires_payment_method', failure: 'PayPal denied the pending payment.', failureCode: 'paypal_declined', ended: true },
};

/** A completed capture's money going back to the buyer: refunded by the shop, or reversed by PayPal. */
const MONEY_RETURNED_EVENTS: Record<string, MoneyReturnedEvent['moneyReturned']> = {
  'PAYMENT.CAPTURE.REFUNDED': 'refunded',
  'PAYMENT.CAPTURE.REVERSED': 'reversed',
};

/**
 * The PayPal-Request-Id of a capture. PayPal answers an id it has seen with that request's answer
 * and captures nothing more: a capture retried after a lost answer keeps its id, so the order is not
 * captured twice and the answer is the one lost; after a decline that left the order uncaptured
 * (INSTRUMENT_DECLINED) the customer chooses another funding source (the buttons restart), and that
 * capture needs a new id, or it gets the decline again. (An order whose capture was declined or
 * denied is never captured again: its payment is closed, statusOfPaypalOrder.) The first keeps the
 * id captures always had.
 */
export function captureRequestId(orderId: string, declinedBefore: number): string {
  return declinedBefore === 0 ? `capture-${orderId}` : `capture-${orderId}-after-${declinedBefore}-declined`;
}

/** The issues PayPal names in a refusal (INSTRUMENT_DECLINED, ORDER_ALREADY_CAPTURED…). */
function issuesOf(error: ApiError): string[] {
  return error instanceof CustomError ? (error.result?.details ?? []).map((detail) => detail.issue) : [];
}

const SIGNATURE_HEADERS = ['paypal-auth-algo', 'paypal-cert-url', 'paypal-transmission-id', 'paypal-transmission-sig', 'paypal-transmission-time'] as const;

/** Where PayPal keeps the certificates it signs webhooks with (live and sandbox, old and new API hosts). */
const CERT_HOSTS = new Set(['api.paypal.com', 'api-m.paypal.com', 'api.sandbox.paypal.com', 'api-m.sandbox.paypal.com']);

function paypalCertUrl(certUrl: string | undefined): boolean {
  try {
    const url = new URL(certUrl ?? '');
    return url.protocol === 'https:' && CERT_HOSTS.has(url.hostname);
  } catch {
    return false;
  }
}

interface PaypalEvent {
  id: string;
  event_type: string;
  resource?: {
    id?: string;
    amount?: { currency_code?: string; value?: string };
    supplementary_data?: { related_ids?: { order_id?: string; capture_id?: string } };
  };
}

/** The body as a PayPal event: a JSON object, or refused as no event of PayPal's. */
function paypalEventOf(rawBody: Buffer): PaypalEvent {
  let event: unknown;
  try {
    event = JSON.parse(rawBody.toString('utf8'));
  } catch {
    event = null;
  }
  if (typeof event !== 'object' || event === null || Array.isArray(event)) throw new WebhookSignatureError('the body is not a PayPal event');
  return event as PaypalEvent;
}

/** An event type of `events`: own keys only ("constructor" is no event of PayPal's). */
function ofType<T>(events: Record<string, T>, eventType: unknown): T | undefined {
  return typeof eventType === 'string' && Object.hasOwn(events, eventType) ? events[eventType] : undefined;
}

/**
 * PayPal (and PayPal Plus, the same Orders API): the API creates the order with PayPal's server SDK,
 * the buttons let the customer approve it, and the API captures it. Webhooks are verified by
 * PayPal's verify-webhook-signature call before anything is done with them.
 */
export function paypalProvider(settings: PaypalSettings, clientConfig: Partial<Configuration> = {}): PaymentProvider {
  const client = new Client({
    clientCredentialsAuthCredentials: { oAuthClientId: settings.clientId, oAuthClientSecret: settings.clientSecret },
    environment: settings.environment === 'production' ? Environment.Production : Environment.Sandbox,
    timeout: PAYPAL_TIMEOUT_MS,
    ...clientConfig,
  });
  const timeoutMs = clientConfig.timeout ?? PAYPAL_TIMEOUT_MS;
  const orders = new OrdersController(client);
  // The webhook check calls PayPal's REST API directly; its token is reused until it expires.
  let token: OAuthToken | undefined;

  async function verify(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): Promise<void> {
    const values = SIGNATURE_HEADERS.map((name) => headers[name]);
    if (values.some((value) => typeof value !== 'string' || value === '')) throw new WebhookSignatureError('the PayPal signature headers are missing');
    const [authAlgo, certUrl, transmissionId, transmissionSig, transmissionTime] = values as string[];
    // PayPal signs with its own certificates: one elsewhere is no signature of PayPal's, and is not worth a call to PayPal.
    if (!paypalCertUrl(certUrl)) throw new WebhookSignatureError('the PayPal certificate is not at PayPal');
    token = await client.clientCredentialsAuthManager.updateToken(token);
    const response = await fetch(`${API_BASE[settings.environment]}/v1/notifications/verify-webhook-signature`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token.accessToken}`, 'Content-Type': 'application/json' },
      body: `{"auth_algo":${JSON.stringify(authAlgo)},"cert_url":${JSON.stringify(certUrl)},"transmission_id":${JSON.stringify(transmissionId)},"transmission_sig":${JSON.stringify(transmissionSig)},"transmission_time":${JSON.stringify(transmissionTime)},"webhook_id":${JSON.stringify(settings.webhookId)},"webhook_event":${rawBody.toString('utf8')}}`,
      signal: AbortSignal.timeout(timeoutMs),
    });
    // PayPal refuses to check what it cannot read (made-up headers, 400/422): no signature of PayPal's
    // either. Its refusal of the shop itself (401/403 credentials, 429 throttling) or its outage is
    // no forgery: a 5xx, which PayPal retries and the logs show as a fault.
    if (response.status === 400 || response.status === 422) throw new WebhookSignatureError(`PayPal refused to check it (${response.status})`);
    if (!response.ok) throw new Error(`PayPal answered ${response.status} to verify-webhook-signature`);
    const { verification_status: verdict } = (await response.json()) as { verification_status?: string };
    if (verdict !== 'SUCCESS') throw new WebhookSignatureError(`PayPal says the signature is ${verdict ?? 'unknown'}`);
  }

  return {
    name: 'paypal',
    method: 'paypal',
    publicKey: settings.clientId,
    currencies: PAYPAL_CURRENCIES,
    takesAmount: paypalTakesAmount,

    async createPayment({ reference, amount, currency, idempotencyKey, returnUrl }) {
      const { result } = await orders.createOrder({
        body: {
          intent: CheckoutPaymentIntent.Capture,
          purchaseUnits: [{ referenceId: reference, amount: { currencyCode: currency.toUpperCase(), value: paypalAmount(amount, currency) } }],
          applicationContext: { returnUrl, cancelUrl: returnUrl },
        },
        // PayPal answers the same order for the same request id.
        paypalRequestId: idempotencyKey,
        prefer: 'return=minimal',
      });
      if (!result.id) throw new Error('PayPal created an order without an id.');
      return { providerPaymentId: result.id, clientSecret: null };
    },

    async retrieve(id) {
      return statusOfPaypalOrder((await orders.getOrder({ id })).result);
    },

    async capture(id, declinedBefore) {
      try {
        const { result } = await orders.captureOrder({ id, paypalRequestId: captureRequestId(id, declinedBefore), prefer: 'return=representation' });
        return statusOfPaypalOrder(result);
      } catch (error) {
        if (error instanceof ApiError && error.statusCode === 422) {
          // PayPal captures an order once; a request id it no longer keeps can find it captured: the order says how.
          if (issuesOf(error).includes('ORDER_ALREADY_CAPTURED')) return statusOfPaypalOrder((await orders.getOrder({ id })).result);
          // INSTRUMENT_DECLINED and the like: the customer chooses another funding source or way to pay.
          return { status: 'requires_payment_method', failure: 'PayPal declined the payment. Please choose another funding source or method.', failureCode: 'paypal_declined' };
        }
        throw error;
      }
    },

    async readWebhook(rawBody, headers) {
      // Checked before PayPal is asked (twice: a token, then the signature): an event the shop does
      // nothing with is acknowledged unverified, as it would be verified, so a loop of made-up
      // posts spends none of the shop's PayPal allowance.
      const event = paypalEventOf(rawBody);
      const orderId = event.resource?.supplementary_data?.related_ids?.order_id;
      const returned = ofType(MONEY_RETURNED_EVENTS, event.event_type);
      if (returned) {
        await verify(rawBody, headers);
        const { id = null, amount, supplementary_data: related } = event.resource ?? {};
        const details = {
          eventType: event.event_type,
          resourceId: id,
          captureId: related?.related_ids?.capture_id ?? null,
          amount: amount?.value ? `${amount.value} ${amount.currency_code ?? ''}`.trim() : null,
        };
        const amountReturned = amount?.value && Number.isFinite(Number(amount.value)) ? Number(amount.value) : null;
        return { eventId: event.id, moneyReturned: returned, providerPaymentId: orderId ?? null, amountReturned, details };
      }
      const status = ofType(CAPTURE_EVENTS, event.event_type);
      if (!status || !orderId) return null;
      await verify(rawBody, headers);
      return { eventId: event.id, providerPaymentId: orderId, ...status };
    },
  };
}
