import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from 'shared-contracts/api/client';
import type { Payment } from 'shared-contracts/payments/payment-status';
import { $language } from 'shared-contracts/stores/language';
import { fakeApi } from 'shared-contracts/test-support/fake-api';
import { servePaypalSdk } from '../../../test-support/fake-paypal-sdk';
import { renderInShop } from '../../../test-support/render-in-shop';
import PaypalButtons from './PaypalButtons';

const TOKEN = 'PaypalPaypalPaypalPaypalPaypal12';
const payment = (changes: Partial<Payment> = {}): Payment => ({
  order_token: TOKEN, store_id: 1, method: 'paypal', provider: 'paypal', status: 'awaiting_payment', amount: 28, currency: 'EUR',
  client_secret: null, provider_payment_id: '5O190127TN364715T', public_key: 'AbPayPalClientId', failure: null, failure_code: null, group_order_link: null, ...changes,
});

let api: ReturnType<typeof fakeApi>;
let sdk: ReturnType<typeof servePaypalSdk>;
let captured: Payment;
/** What POST public/payments answers: the order's payment as the API holds it then. */
let started: Payment;
beforeAll(() => configureApi({ apiUrl: 'http://api.test' }));
beforeEach(() => {
  sdk = servePaypalSdk();
  captured = payment({ status: 'succeeded' });
  started = payment();
  api = fakeApi((request) => {
    if (request.url.pathname === `/public/payments/${TOKEN}/paypal-capture`) return { json: captured };
    return request.method === 'POST' && request.url.pathname === '/public/payments' ? { json: started } : undefined;
  });
});
afterEach(() => {
  api.restore();
  sdk.restore();
  $language.set('en');
});

test('the buttons load PayPal for the shop\'s client id and currency, approve the API\'s PayPal order, and the API captures it', async () => {
  const onAnswer = jest.fn();
  await renderInShop(<PaypalButtons payment={payment()} onAnswer={onAnswer} />);
  await userEvent.click(await screen.findByRole('button', { name: 'PayPal' }, { timeout: 5000 }));
  await waitFor(() => expect(onAnswer).toHaveBeenCalledWith(expect.objectContaining({ status: 'succeeded' })));
  expect(sdk.restarts).toEqual([]);

  const script = sdk.scripts[0]!;
  expect(script.searchParams.get('client-id')).toBe('AbPayPalClientId');
  expect(script.searchParams.get('currency')).toBe('EUR');
  expect(script.searchParams.get('intent')).toBe('capture');
  // The shop's language, as PayPal spells it, not the browser's.
  expect(script.searchParams.get('locale')).toBe('en_GB');
  // The browser names the order to capture and nothing else: no amount, no PayPal order id of its choosing.
  expect(api.requests.map((request) => [request.method, request.url.pathname, request.body])).toEqual([['POST', `/public/payments/${TOKEN}/paypal-capture`, undefined]]);
});

test('PayPal loads in the customer\'s language, and again in a language chosen later, whose buttons pay', async () => {
  $language.set('lt');
  const onAnswer = jest.fn();
  await renderInShop(<PaypalButtons payment={payment()} onAnswer={onAnswer} />, { language: 'lt' });
  await screen.findByRole('button', { name: 'PayPal' }, { timeout: 5000 });
  expect(sdk.scripts.map((script) => script.searchParams.get('locale'))).toEqual(['lt_LT']);

  act(() => $language.set('ro'));
  await waitFor(() => expect(sdk.scripts.map((script) => script.searchParams.get('locale'))).toEqual(['lt_LT', 'ro_RO']));
  // The script of the language before is gone from the page.
  expect([...document.head.querySelectorAll('script')].map((script) => new URL(script.src).searchParams.get('locale'))).toEqual(['ro_RO']);
  await userEvent.click(await screen.findByRole('button', { name: 'PayPal' }, { timeout: 5000 }));
  await waitFor(() => expect(onAnswer).toHaveBeenCalledWith(expect.objectContaining({ status: 'succeeded' })));
});

test('a capture PayPal declines goes back to the screen, which asks for another method, and restarts PayPal for another funding source', async () => {
  captured = payment({ status: 'requires_payment_method', failure: 'PayPal declined the payment.', failure_code: 'paypal_declined' });
  const onAnswer = jest.fn();
  await renderInShop(<PaypalButtons payment={payment()} onAnswer={onAnswer} />);
  await userEvent.click(await screen.findByRole('button', { name: 'PayPal' }, { timeout: 5000 }));
  await waitFor(() => expect(onAnswer).toHaveBeenCalledWith(expect.objectContaining({ status: 'requires_payment_method' })));
  // The API captured, not PayPal's script: without a restart PayPal would not offer another funding source.
  await waitFor(() => expect(sdk.restarts).toEqual(['5O190127TN364715T']));
  expect(screen.queryByText('The PayPal payment could not be completed. Please try again.')).not.toBeInTheDocument();

  // Another funding source chosen and approved: the API captures again, and it pays.
  captured = payment({ status: 'succeeded' });
  await userEvent.click(screen.getByRole('button', { name: 'PayPal' }));
  await waitFor(() => expect(onAnswer).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'succeeded' })));
  expect(sdk.restarts).toHaveLength(1);
  expect(api.requests.filter((request) => request.url.pathname.endsWith('/paypal-capture'))).toHaveLength(2);
  expect(sdk.approved).toEqual(['5O190127TN364715T', '5O190127TN364715T']);
});

test('a PayPal order whose capture was declined ended: no restart, and the next press approves the new order the API made', async () => {
  captured = payment({ status: 'requires_payment_method', failure: 'PayPal refused the payment (DECLINED).', failure_code: 'paypal_declined' });
  // The API closed the ended payment: its next start is a new PayPal order.
  started = payment({ provider_payment_id: '8MC585209K746392H' });
  const onAnswer = jest.fn();
  await renderInShop(<PaypalButtons payment={payment()} onAnswer={onAnswer} />);
  await userEvent.click(await screen.findByRole('button', { name: 'PayPal' }, { timeout: 5000 }));
  await waitFor(() => expect(onAnswer).toHaveBeenCalledWith(expect.objectContaining({ status: 'requires_payment_method' })));
  await waitFor(() => expect(api.requests.filter((request) => request.url.pathname === '/public/payments')).toHaveLength(1));
  expect(sdk.restarts).toEqual([]);

  captured = payment({ provider_payment_id: '8MC585209K746392H', status: 'succeeded' });
  await userEvent.click(screen.getByRole('button', { name: 'PayPal' }));
  await waitFor(() => expect(onAnswer).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'succeeded' })));
  expect(sdk.approved).toEqual(['5O190127TN364715T', '8MC585209K746392H']);
});

test('a payment read as failed (a pending capture PayPal denied later) approves the order the API holds now, not the one on the screen', async () => {
  started = payment({ provider_payment_id: '8MC585209K746392H' });
  const onAnswer = jest.fn();
  await renderInShop(<PaypalButtons payment={payment({ status: 'requires_payment_method', failure: 'PayPal denied the pending payment.', failure_code: 'paypal_declined' })} onAnswer={onAnswer} />);
  await userEvent.click(await screen.findByRole('button', { name: 'PayPal' }, { timeout: 5000 }));
  await waitFor(() => expect(onAnswer).toHaveBeenCalledWith(expect.objectContaining({ status: 'succeeded' })));
  expect(sdk.approved).toEqual(['8MC585209K746392H']);
});

test('PayPal failing says so in the customer\'s language', async () => {
  api.restore();
  api = fakeApi(() => ({ status: 502, json: { statusCode: 502, error: 'Bad Gateway', message: 'PayPal did not answer. Please wait a moment before trying again.' } }));
  await renderInShop(<PaypalButtons payment={payment()} onAnswer={() => {}} />, { language: 'lt' });
  await userEvent.click(await screen.findByRole('button', { name: 'PayPal' }, { timeout: 5000 }));
  expect(await screen.findByText('PayPal mokėjimo užbaigti nepavyko. Bandykite dar kartą.')).toBeInTheDocument();
});

test('a capture the API refuses (an order cancelled unpaid: 409) is handed to the screen, and PayPal\'s failure is said', async () => {
  api.restore();
  const message = 'This order was not paid within 30 minutes, so it was cancelled and will not be prepared. Any bonus points or voucher it used are back in your account.';
  api = fakeApi(() => ({ status: 409, json: { statusCode: 409, error: 'Conflict', message } }));
  const onRefused = jest.fn();
  await renderInShop(<PaypalButtons payment={payment()} onAnswer={() => {}} onRefused={onRefused} />);
  await userEvent.click(await screen.findByRole('button', { name: 'PayPal' }, { timeout: 5000 }));
  await waitFor(() => expect(onRefused).toHaveBeenCalledWith(expect.objectContaining({ response: expect.objectContaining({ status: 409 }) })));
  expect(await screen.findByText('The PayPal payment could not be completed. Please try again.')).toBeInTheDocument();
});
