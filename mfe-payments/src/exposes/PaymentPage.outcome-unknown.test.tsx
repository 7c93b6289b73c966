import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { create } from 'braintree-web-drop-in';
import { loadStripe } from '@stripe/stripe-js';
import { configureApi } from 'shared-contracts/api/client';
import type { Payment } from 'shared-contracts/payments/payment-status';
import type { SavedCardsForPayment } from 'shared-contracts/payments/saved-card-payment';
import { $notifications, noticeText } from 'shared-contracts/stores/notifications';
import { logIn, logOut } from 'shared-contracts/stores/user';
import { updateCart } from 'shared-contracts/stores/cart';
import { fakeApi, type Answer } from 'shared-contracts/test-support/fake-api';
import { servePaypalSdk } from '../test-support/fake-paypal-sdk';
import { fakeStripe } from '../test-support/fake-stripe';
import { renderInShop } from '../test-support/render-in-shop';
import PaypalButtons from '../features/payment/components/PaypalButtons';
import PaypalCardFields from '../features/payment/components/PaypalCardFields';
import PaymentPage from './PaymentPage';

// The providers' browser SDKs talk to their servers: replaced, as in their own components' tests.
jest.mock('braintree-web-drop-in', () => ({ create: jest.fn() }));
jest.mock('@stripe/stripe-js', () => ({ loadStripe: jest.fn() }));

/**
 * An attempt to pay whose outcome is unknown (the API's provider did not answer it in time, a
 * gateway's 502/503/504/524, or no answer at all) may have charged the customer: the API keeps the
 * payment processing until its provider says. The screen reads the payment again and, while it is
 * under way, shows it as processing (spec §4: do not pay again), with nothing to pay it with,
 * until the provider's word arrives; only a payment still awaiting payment keeps "try again".
 */

const TOKEN = 'Unkn0wnUnkn0wnUnkn0wnUnkn0wn1234';
const payment = (changes: Partial<Payment> = {}): Payment => ({
  order_token: TOKEN, store_id: 1, method: 'card', provider: 'sandbox', status: 'awaiting_payment', amount: 28, currency: 'RON',
  client_secret: null, provider_payment_id: null, public_key: null, failure: null, failure_code: null, group_order_link: null, ...changes,
});
const paypal = (changes: Partial<Payment> = {}) =>
  payment({ method: 'paypal', provider: 'paypal', provider_payment_id: '5O190127TN364715T', public_key: 'AbPayPalClientId', ...changes });

const PAYPAL_UNANSWERED = 'PayPal did not answer. Please try again in a moment.';
const unanswered = (status: number, message: string): Answer => ({ status, json: { statusCode: status, error: 'Bad Gateway', message } });
const noAnswer = (): Answer => {
  throw new TypeError('Failed to fetch');
};
const TRY_AGAIN = 'The PayPal payment could not be completed. Please try again.';

let api: ReturnType<typeof fakeApi>;
/** What the API answers: the start (POST public/payments), the attempt, and each read (GET). */
let started: Payment;
let attempt: () => Answer;
let read: () => Answer;
beforeAll(() => configureApi({ apiUrl: 'http://api.test' }));
beforeEach(() => {
  $notifications.set([]);
  api = fakeApi(({ method, url }) => {
    const path = url.pathname;
    if (path === '/public/payments') return { status: 201, json: started };
    if (path === `/public/payments/${TOKEN}` && method === 'GET') return read();
    if (path === `/public/payments/${TOKEN}/saved-cards`) return { json: { cards: [], can_save: false } satisfies SavedCardsForPayment };
    if (path === `/public/payments/${TOKEN}/method`) return { json: { order_token: TOKEN, delivery_type: 'pickup', payment_method: started.method, methods: [] } };
    if (method === 'POST' && path.startsWith(`/public/payments/${TOKEN}/`)) return attempt();
    return undefined;
  });
});
afterEach(() => {
  api.restore();
  act(() => logOut());
});

const reads = () => api.requests.filter((request) => request.method === 'GET' && request.url.pathname === `/public/payments/${TOKEN}`).length;
const processingHeading = () => screen.findByRole('heading', { level: 2, name: 'Your payment is being processed.' }, { timeout: 5000 });

describe('PayPal\'s capture the API could not finish (PayPal did not answer it)', () => {
  let sdk: ReturnType<typeof servePaypalSdk>;
  beforeEach(() => {
    sdk = servePaypalSdk();
    started = paypal();
    attempt = () => unanswered(502, PAYPAL_UNANSWERED);
  });
  afterEach(() => sdk.restore());

  test('a payment under way shows as processing, with no buttons and no "try again", and lands on success once PayPal confirms it', async () => {
    let confirmed = false;
    read = () => ({ json: paypal({ status: confirmed ? 'succeeded' : 'processing' }) });
    await renderInShop(<PaymentPage params={{ orderId: TOKEN }} />, { path: `/integrations/payment/${TOKEN}` });
    await userEvent.click(await screen.findByRole('button', { name: 'PayPal' }, { timeout: 5000 }));

    expect(await processingHeading()).toBeInTheDocument();
    expect(screen.getByText(/Please do not pay again/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'PayPal' })).not.toBeInTheDocument();
    expect(screen.queryByText(TRY_AGAIN)).not.toBeInTheDocument();
    // The API client said the capture's failure once; the read after it was quiet.
    expect($notifications.get().map(noticeText)).toEqual([PAYPAL_UNANSWERED]);

    // Checked again while it is processing: the webhook has paid it meanwhile.
    const before = reads();
    confirmed = true;
    await waitFor(() => expect(reads()).toBeGreaterThan(before), { timeout: 5000 });
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent(`/order-success/${TOKEN}`));
  }, 15_000);

  test('a payment still awaiting payment (nothing under way) keeps the buttons and "try again"', async () => {
    read = () => ({ json: paypal() });
    await renderInShop(<PaymentPage params={{ orderId: TOKEN }} />, { path: `/integrations/payment/${TOKEN}` });
    await userEvent.click(await screen.findByRole('button', { name: 'PayPal' }, { timeout: 5000 }));
    expect(await screen.findByText(TRY_AGAIN)).toBeInTheDocument();
    expect(reads()).toBe(1);
    expect(screen.getByRole('button', { name: 'PayPal' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Your payment is being processed.' })).not.toBeInTheDocument();
  });

  test('a share of a group order is read again too, not left payable', async () => {
    started = paypal({ group_order_link: 'AbCdEfGhIjKlMnOpQrStUv' });
    read = () => ({ json: paypal({ status: 'processing', group_order_link: 'AbCdEfGhIjKlMnOpQrStUv' }) });
    await renderInShop(<PaymentPage params={{ orderId: TOKEN }} />, { path: `/integrations/payment/${TOKEN}` });
    await userEvent.click(await screen.findByRole('button', { name: 'PayPal' }, { timeout: 5000 }));
    expect(await processingHeading()).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'PayPal' })).not.toBeInTheDocument();
  });
});

describe('PayPal\'s own forms, once the screen found the payment under way after a failed capture', () => {
  let sdk: ReturnType<typeof servePaypalSdk>;
  beforeEach(() => {
    sdk = servePaypalSdk();
    attempt = () => unanswered(502, PAYPAL_UNANSWERED);
  });
  afterEach(() => sdk.restore());

  test('the buttons add no "try again" of their own', async () => {
    const onRefused = jest.fn(async () => false);
    await renderInShop(<PaypalButtons payment={paypal()} onAnswer={() => {}} onRefused={onRefused} />);
    await userEvent.click(await screen.findByRole('button', { name: 'PayPal' }, { timeout: 5000 }));
    await waitFor(() => expect(onRefused).toHaveBeenCalledWith(expect.objectContaining({ response: expect.objectContaining({ status: 502 }) })));
    // PayPal's onError would have come right after the refusal was handed over.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText(TRY_AGAIN)).not.toBeInTheDocument();
  });

  test('nor do the card fields (PayPal Plus)', async () => {
    const onRefused = jest.fn(async () => false);
    await renderInShop(<PaypalCardFields payment={paypal()} onAnswer={() => {}} onRefused={onRefused} />);
    await userEvent.type(await screen.findByRole('textbox', { name: 'PayPal cardholder name' }, { timeout: 5000 }), 'Ana Pop');
    await userEvent.type(screen.getByRole('textbox', { name: 'PayPal card number' }), '4111 1111 1111 1111');
    await userEvent.type(screen.getByRole('textbox', { name: 'PayPal expiry' }), '12/30');
    await userEvent.type(screen.getByRole('textbox', { name: 'PayPal CVV' }), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Pay 28 lei' }));
    await waitFor(() => expect(onRefused).toHaveBeenCalled());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay 28 lei' })).toBeEnabled());
    expect(screen.queryByText('PayPal could not take this card. Check the details or try another card.')).not.toBeInTheDocument();
  });
});

test('a card whose attempt got no answer at all, under way at the API, shows as processing with no form', async () => {
  started = payment();
  attempt = noAnswer;
  read = () => ({ json: payment({ status: 'processing' }) });
  await renderInShop(<PaymentPage params={{ orderId: TOKEN }} />, { path: `/integrations/payment/${TOKEN}` });
  await userEvent.type(await screen.findByRole('textbox', { name: /Card number/ }), '4242 4242 4242 4242');
  await userEvent.type(screen.getByRole('textbox', { name: /Expiry date/ }), '12/34');
  await userEvent.type(screen.getByRole('textbox', { name: /Security code/ }), '123');
  await userEvent.click(screen.getByRole('button', { name: 'Pay 28 lei' }));
  expect(await processingHeading()).toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: /Card number/ })).not.toBeInTheDocument();
});

test('a saved card whose provider did not answer (504), under way at the API, shows as processing with no "Pay"', async () => {
  act(() => logIn({ id: 1, token: 'tok', name: 'Ana Pop', delivery_addresses: [] }));
  act(() => updateCart({ use_credit_card_id: null }));
  api.restore();
  started = payment();
  api = fakeApi(({ url }) => {
    if (url.pathname === '/public/payments') return { status: 201, json: started };
    if (url.pathname === `/public/payments/${TOKEN}/saved-cards`) {
      return { json: { cards: [{ id: 7, brand: 'visa', last4: '4242', exp_month: 11, exp_year: 2031 }], can_save: true } satisfies SavedCardsForPayment };
    }
    if (url.pathname === `/public/payments/${TOKEN}/saved-card`) return unanswered(504, 'Gateway Timeout');
    if (url.pathname === `/public/payments/${TOKEN}`) return { json: payment({ status: 'processing' }) };
    return undefined;
  });
  await renderInShop(<PaymentPage params={{ orderId: TOKEN }} />, { path: `/integrations/payment/${TOKEN}` });
  await userEvent.click(await screen.findByRole('button', { name: /Pay 28 lei with VISA ending in 4242/ }));
  expect(await processingHeading()).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Pay 28 lei/ })).not.toBeInTheDocument();
});

test('a Braintree sale cut off at the gateway (524), under way at the API, shows as processing with no drop-in', async () => {
  jest.mocked(create).mockResolvedValue({
    requestPaymentMethod: jest.fn(async () => ({ nonce: 'fake-valid-nonce' })),
    teardown: jest.fn(async () => {}),
    clearSelectedPaymentMethod: jest.fn(),
  } as never);
  const braintree = (changes: Partial<Payment> = {}) => payment({ provider: 'braintree', client_secret: 'eyJ2ZXJzaW9uIjoyfQ==', ...changes });
  started = braintree();
  attempt = () => unanswered(524, 'A timeout occurred');
  read = () => ({ json: braintree({ status: 'processing' }) });
  await act(() => renderInShop(<PaymentPage params={{ orderId: TOKEN }} />, { path: `/integrations/payment/${TOKEN}` }));
  const pay = await screen.findByRole('button', { name: 'Pay 28 lei' });
  await waitFor(() => expect(pay).toBeEnabled());
  await userEvent.click(pay);
  expect(await processingHeading()).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Pay 28 lei' })).not.toBeInTheDocument();
});

test('Stripe confirmed, then the API\'s read of it got no answer: read again, and shown as processing with no form', async () => {
  const { stripe } = fakeStripe();
  jest.mocked(loadStripe).mockResolvedValue(stripe as never);
  const stripePayment = (changes: Partial<Payment> = {}) =>
    payment({ provider: 'stripe', client_secret: 'pi_1_secret_2', provider_payment_id: 'pi_1', public_key: 'pk_test_1', ...changes });
  started = stripePayment();
  // The form's read and ky's two retries of it get no answer; the screen's read after them does.
  let failedReads = 0;
  read = () => {
    if (failedReads < 3) {
      failedReads += 1;
      return noAnswer();
    }
    return { json: stripePayment({ status: 'processing' }) };
  };
  await renderInShop(<PaymentPage params={{ orderId: TOKEN }} />, { path: `/integrations/payment/${TOKEN}` });
  await screen.findByTestId('stripe-payment-element', {}, { timeout: 5000 });
  await userEvent.click(screen.getByRole('button', { name: 'Pay 28 lei' }));
  expect(await processingHeading()).toBeInTheDocument();
  expect(screen.queryByTestId('stripe-payment-element')).not.toBeInTheDocument();
}, 15_000);
