import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { create } from 'braintree-web-drop-in';
import { configureApi } from 'shared-contracts/api/client';
import type { Payment } from 'shared-contracts/payments/payment-status';
import { $language } from 'shared-contracts/stores/language';
import { fakeApi } from 'shared-contracts/test-support/fake-api';
import { renderInShop } from '../../../test-support/render-in-shop';
import BraintreeDropIn from './BraintreeDropIn';

// The drop-in talks to Braintree's servers from the browser: the module is replaced.
jest.mock('braintree-web-drop-in', () => ({ create: jest.fn() }));

const TOKEN = 'BraintreeBraintreeBraintreeBrain1';
const payment = (changes: Partial<Payment> = {}): Payment => ({
  order_token: TOKEN, store_id: 1, method: 'card', provider: 'braintree', status: 'awaiting_payment', amount: 28, currency: 'RON',
  client_secret: 'eyJ2ZXJzaW9uIjoyLCJhdXRob3JpemF0aW9uRmluZ2VycHJpbnQiOiJ0ZXN0In0=', provider_payment_id: null, public_key: null, failure: null, failure_code: null, group_order_link: null, ...changes,
});

function fakeDropin() {
  return {
    requestPaymentMethod: jest.fn(async () => ({ nonce: 'fake-valid-nonce', type: 'CreditCard', details: { lastFour: '1111' } })),
    teardown: jest.fn(async () => {}),
    on: jest.fn(),
    clearSelectedPaymentMethod: jest.fn(),
    isPaymentMethodRequestable: jest.fn(() => true),
  };
}

let api: ReturnType<typeof fakeApi>;
beforeAll(() => configureApi({ apiUrl: 'http://api.test' }));
beforeEach(() => {
  api = fakeApi((request) => (request.url.pathname === `/public/payments/${TOKEN}/braintree-nonce` ? { json: payment({ status: 'succeeded' }) } : undefined));
});
afterEach(() => {
  api.restore();
  $language.set('en');
});

test('the drop-in opens with the API\'s client token in the customer\'s language; its nonce, and only it, goes to the API', async () => {
  const dropin = fakeDropin();
  jest.mocked(create).mockResolvedValue(dropin as never);
  const onAnswer = jest.fn();
  $language.set('es');
  // The drop-in is made after the first render: the act covers it.
  const { unmount } = await act(() => renderInShop(<BraintreeDropIn payment={payment()} onAnswer={onAnswer} />, { language: 'es' }));
  const pay = await screen.findByRole('button', { name: 'Pagar 28 lei' });
  expect(pay).toBeEnabled();
  expect(create).toHaveBeenCalledWith(expect.objectContaining({ authorization: payment().client_secret, locale: 'es_ES', container: expect.any(HTMLElement) }));

  await userEvent.click(pay);
  await waitFor(() => expect(onAnswer).toHaveBeenCalledWith(expect.objectContaining({ status: 'succeeded' })));
  expect(api.requests.map((request) => [request.method, request.url.pathname, request.body])).toEqual([
    ['POST', `/public/payments/${TOKEN}/braintree-nonce`, { nonce: 'fake-valid-nonce' }],
  ]);
  // A paid card is not taken off: nothing more is asked of it.
  expect(dropin.clearSelectedPaymentMethod).not.toHaveBeenCalled();
  unmount();
  expect(dropin.teardown).toHaveBeenCalled();
});

test.each([
  ['declined', { json: payment({ status: 'requires_payment_method', failure: 'Declined', failure_code: 'card_declined' }) }],
  ['refused by the API', { status: 422, json: { statusCode: 422, error: 'Unprocessable Entity', message: 'The card was refused.' } }],
] as const)('a card %s is taken off the drop-in: its nonce is spent, the next "Pay" must get a new one', async (_outcome, answer) => {
  api.restore();
  api = fakeApi((request) => (request.url.pathname === `/public/payments/${TOKEN}/braintree-nonce` ? answer : undefined));
  const dropin = fakeDropin();
  jest.mocked(create).mockResolvedValue(dropin as never);
  const onAnswer = jest.fn();
  const onRefused = jest.fn();
  await act(() => renderInShop(<BraintreeDropIn payment={payment()} onAnswer={onAnswer} onRefused={onRefused} />));
  await userEvent.click(await screen.findByRole('button', { name: 'Pay 28 lei' }));
  await waitFor(() => expect(onAnswer.mock.calls.length + onRefused.mock.calls.length).toBe(1));
  expect(dropin.clearSelectedPaymentMethod).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('button', { name: 'Pay 28 lei' })).toBeEnabled();
});

test('a card the drop-in cannot take sends nothing to the API', async () => {
  const dropin = fakeDropin();
  dropin.requestPaymentMethod.mockRejectedValue(new Error('No payment method is available.'));
  jest.mocked(create).mockResolvedValue(dropin as never);
  const onAnswer = jest.fn();
  await act(() => renderInShop(<BraintreeDropIn payment={payment()} onAnswer={onAnswer} />));
  const pay = await screen.findByRole('button', { name: 'Pay 28 lei' });
  expect(pay).toBeEnabled();
  await userEvent.click(pay);
  await waitFor(() => expect(dropin.requestPaymentMethod).toHaveBeenCalled());
  expect(onAnswer).not.toHaveBeenCalled();
  expect(api.requests).toEqual([]);
  // The drop-in keeps the card, with its own words about what to fix.
  expect(dropin.clearSelectedPaymentMethod).not.toHaveBeenCalled();
});

test('a drop-in not filled in is the form\'s to say: the screen is not told of a failed attempt, and "Pay" is free at once', async () => {
  const dropin = fakeDropin();
  dropin.requestPaymentMethod.mockRejectedValue(Object.assign(new Error('No payment method is available.'), { name: 'DropinError' }));
  jest.mocked(create).mockResolvedValue(dropin as never);
  const onRefused = jest.fn(() => new Promise<boolean>(() => {}));
  await act(() => renderInShop(<BraintreeDropIn payment={payment()} onAnswer={jest.fn()} onRefused={onRefused} />));
  await userEvent.click(await screen.findByRole('button', { name: 'Pay 28 lei' }));
  await waitFor(() => expect(dropin.requestPaymentMethod).toHaveBeenCalled());
  // No payment read for an attempt that never reached the API; "Pay" is not left busy.
  await waitFor(() => expect(screen.getByRole('button', { name: 'Pay 28 lei' })).toBeEnabled());
  expect(onRefused).not.toHaveBeenCalled();
  expect(api.requests).toEqual([]);
});
