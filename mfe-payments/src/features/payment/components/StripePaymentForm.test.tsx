import { useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadStripe } from '@stripe/stripe-js';
import { configureApi } from 'shared-contracts/api/client';
import type { Payment } from 'shared-contracts/payments/payment-status';
import { $cart, updateCart } from 'shared-contracts/stores/cart';
import { $language } from 'shared-contracts/stores/language';
import { $notifications, noticeText } from 'shared-contracts/stores/notifications';
import { fakeApi } from 'shared-contracts/test-support/fake-api';
import { fakeStripe } from '../../../test-support/fake-stripe';
import { renderInShop } from '../../../test-support/render-in-shop';
import StripePaymentForm from './StripePaymentForm';

// Stripe.js comes from js.stripe.com: its loader is replaced, the React bindings are the real ones.
jest.mock('@stripe/stripe-js', () => ({ loadStripe: jest.fn() }));

const TOKEN = 'StripeStripeStripeStripeStripe12';
const payment = (changes: Partial<Payment> = {}): Payment => ({
  order_token: TOKEN, store_id: 1, method: 'card', provider: 'stripe', status: 'awaiting_payment', amount: 28, currency: 'RON',
  client_secret: 'pi_3QyZt2_secret_Xb7nq2', provider_payment_id: 'pi_3QyZt2', public_key: 'pk_test_51Qy', failure: null, failure_code: null, group_order_link: null, ...changes,
});

let api: ReturnType<typeof fakeApi>;
beforeAll(() => configureApi({ apiUrl: 'http://api.test' }));
beforeEach(() => {
  updateCart({ stripe_client_secret: null });
  api = fakeApi((request) => (request.url.pathname === `/public/payments/${TOKEN}` ? { json: payment({ status: 'succeeded' }) } : undefined));
});
afterEach(() => {
  api.restore();
  $language.set('en');
});

test('the Payment Element is made for the API\'s intent; paying confirms with Stripe, then asks the API, never sending an amount', async () => {
  const { stripe, elements } = fakeStripe();
  jest.mocked(loadStripe).mockResolvedValue(stripe as never);
  const onAnswer = jest.fn();
  await renderInShop(<StripePaymentForm payment={payment()} onAnswer={onAnswer} />);

  expect(await screen.findByTestId('stripe-payment-element', {}, { timeout: 5000 })).toBeInTheDocument();
  expect(loadStripe).toHaveBeenCalledWith('pk_test_51Qy');
  expect(stripe.elements).toHaveBeenCalledWith(expect.objectContaining({ clientSecret: 'pi_3QyZt2_secret_Xb7nq2' }));
  expect(elements.create).toHaveBeenCalledWith('payment', expect.anything());
  // Spec §3: the cart carries the open intent's client secret.
  expect($cart.get().stripe_client_secret).toBe('pi_3QyZt2_secret_Xb7nq2');

  await userEvent.click(screen.getByRole('button', { name: 'Pay 28 lei' }));
  await waitFor(() => expect(onAnswer).toHaveBeenCalledWith(expect.objectContaining({ status: 'succeeded' })));
  expect(stripe.confirmPayment).toHaveBeenCalledWith({
    elements,
    confirmParams: { return_url: `${window.location.origin}/order-success?order=${TOKEN}` },
    redirect: 'if_required',
  });
  expect(api.requests.map((request) => `${request.method} ${request.url.pathname}`)).toEqual([`GET /public/payments/${TOKEN}`]);
  expect(api.requests[0]?.body).toBeUndefined();
});

test('the Payment Element speaks the shop\'s language, not the browser\'s, and a language chosen later reaches the same Element', async () => {
  $language.set('lt');
  const { stripe, elements } = fakeStripe();
  jest.mocked(loadStripe).mockResolvedValue(stripe as never);
  await renderInShop(<StripePaymentForm payment={payment()} onAnswer={jest.fn()} />, { language: 'lt' });
  await screen.findByTestId('stripe-payment-element', {}, { timeout: 5000 });
  expect(stripe.elements).toHaveBeenCalledWith(expect.objectContaining({ clientSecret: 'pi_3QyZt2_secret_Xb7nq2', locale: 'lt' }));

  act(() => $language.set('es'));
  await waitFor(() => expect(elements.update).toHaveBeenCalledWith({ locale: 'es' }));
  // Updated, not made again: what the customer typed stays.
  expect(stripe.elements).toHaveBeenCalledTimes(1);
});

/** The form for the API's intent, paid with a card Stripe declines; answers what the screen was handed. */
async function payWithDeclinedCard(): Promise<jest.Mock> {
  const { stripe } = fakeStripe(async () => ({ error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } }));
  jest.mocked(loadStripe).mockResolvedValue(stripe as never);
  const onAnswer = jest.fn();
  await renderInShop(<StripePaymentForm payment={payment()} onAnswer={onAnswer} />);
  await screen.findByTestId('stripe-payment-element', {}, { timeout: 5000 });
  await userEvent.click(screen.getByRole('button', { name: 'Pay 28 lei' }));
  return onAnswer;
}

test('a card Stripe declines hands the screen the payment now waiting for another method (spec §4)', async () => {
  api.restore();
  const declined = payment({ status: 'requires_payment_method', failure: 'Your card was declined.', failure_code: 'card_declined' });
  api = fakeApi((request) => (request.url.pathname === `/public/payments/${TOKEN}` ? { json: declined } : undefined));
  const onAnswer = await payWithDeclinedCard();
  await waitFor(() => expect(onAnswer).toHaveBeenCalledWith(declined));
  // The screen's status notice says it, with the reason: not said twice.
  expect(screen.queryByText('Your card was declined.')).not.toBeInTheDocument();
});

test('a decline the API cannot be asked about is said on the form', async () => {
  api.restore();
  api = fakeApi(() => ({ status: 503, json: {} }));
  const onAnswer = await payWithDeclinedCard();
  expect(await screen.findByText('Your card was declined.', {}, { timeout: 10_000 })).toBeInTheDocument();
  expect(onAnswer).not.toHaveBeenCalled();
}, 15_000);

test('an order the API refuses to say how it stands (cancelled unpaid: 409) is handed to the screen, and the button is free again', async () => {
  api.restore();
  const message = 'This order was not paid within 30 minutes, so it was cancelled and will not be prepared. Any bonus points or voucher it used are back in your account.';
  api = fakeApi(() => ({ status: 409, json: { statusCode: 409, error: 'Conflict', message } }));
  // The API cancelled the intent at Stripe first: Stripe refuses to confirm it.
  const { stripe } = fakeStripe(async () => ({ error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: 'This PaymentIntent was canceled.' } }));
  jest.mocked(loadStripe).mockResolvedValue(stripe as never);
  const onAnswer = jest.fn();
  const onRefused = jest.fn();
  await renderInShop(<StripePaymentForm payment={payment()} onAnswer={onAnswer} onRefused={onRefused} />);
  await screen.findByTestId('stripe-payment-element', {}, { timeout: 5000 });
  await userEvent.click(screen.getByRole('button', { name: 'Pay 28 lei' }));
  await waitFor(() => expect(onRefused).toHaveBeenCalledWith(expect.objectContaining({ response: expect.objectContaining({ status: 409 }) })));
  expect(onAnswer).not.toHaveBeenCalled();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Pay 28 lei' })).toBeEnabled());
});

test('an intent cancelled by a close that did not happen is started again: a new intent and a new Element, the customer told why', async () => {
  api.restore();
  const renewed = payment({ client_secret: 'pi_3QyZt3_secret_N3wOne', provider_payment_id: 'pi_3QyZt3' });
  api = fakeApi((request) => {
    // The API asked Stripe, found the intent cancelled and closed its payment; the next start makes a new one.
    if (request.url.pathname === `/public/payments/${TOKEN}`) return { json: payment({ status: 'requires_payment_method', failure: 'The card payment was cancelled.', failure_code: 'payment_cancelled' }) };
    if (request.url.pathname === '/public/payments') return { status: 201, json: renewed };
    return undefined;
  });
  $notifications.set([]);
  const { stripe } = fakeStripe(async () => ({ error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: 'This PaymentIntent was canceled.' } }));
  jest.mocked(loadStripe).mockResolvedValue(stripe as never);
  const onAnswer = jest.fn();
  // The screen hands the form the payment it was answered, as PaymentScreen does.
  function Screen() {
    const [shown, setShown] = useState(payment());
    return <StripePaymentForm payment={shown} onAnswer={(answer) => { onAnswer(answer); setShown(answer); }} />;
  }
  await renderInShop(<Screen />);
  await screen.findByTestId('stripe-payment-element', {}, { timeout: 5000 });
  await userEvent.click(screen.getByRole('button', { name: 'Pay 28 lei' }));

  await waitFor(() => expect(onAnswer).toHaveBeenCalledWith(renewed));
  expect(api.requests.map((request) => `${request.method} ${request.url.pathname}`)).toEqual([`GET /public/payments/${TOKEN}`, 'POST /public/payments']);
  await waitFor(() => expect(stripe.elements).toHaveBeenLastCalledWith(expect.objectContaining({ clientSecret: 'pi_3QyZt3_secret_N3wOne' })));
  expect($cart.get().stripe_client_secret).toBe('pi_3QyZt3_secret_N3wOne');
  expect($notifications.get().map(noticeText)).toEqual(['The card payment was cancelled. Please enter your card again.']);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Pay 28 lei' })).toBeEnabled());
});
