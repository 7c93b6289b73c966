import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from 'shared-contracts/api/client';
import type { Payment } from 'shared-contracts/payments/payment-status';
import { fakeApi } from 'shared-contracts/test-support/fake-api';
import { servePaypalSdk } from '../test-support/fake-paypal-sdk';
import { renderInShop } from '../test-support/render-in-shop';
import PaypalPlusPage from './PaypalPlusPage';

const TOKEN = 'PlusPlusPlusPlusPlusPlusPlusPlu1';
const payment = (changes: Partial<Payment> = {}): Payment => ({
  order_token: TOKEN, store_id: 1, method: 'paypal', provider: 'paypal', status: 'awaiting_payment', amount: 28, currency: 'EUR',
  client_secret: null, provider_payment_id: '5O190127TN364715T', public_key: 'AbPayPalClientId', failure: null, failure_code: null, group_order_link: null, ...changes,
});

let api: ReturnType<typeof fakeApi>;
let sdk: ReturnType<typeof servePaypalSdk>;
beforeAll(() => configureApi({ apiUrl: 'http://api.test' }));
beforeEach(() => {
  sdk = servePaypalSdk();
  api = fakeApi((request) => {
    if (request.url.pathname === '/public/payments') return { status: 201, json: payment() };
    if (request.url.pathname === `/public/payments/${TOKEN}/paypal-capture`) return { json: payment({ status: 'succeeded' }) };
    return undefined;
  });
});
afterEach(() => {
  api.restore();
  sdk.restore();
});

async function fillCard() {
  await userEvent.type(await screen.findByRole('textbox', { name: 'PayPal cardholder name' }, { timeout: 5000 }), 'Ana Pop');
  await userEvent.type(screen.getByRole('textbox', { name: 'PayPal card number' }), '4111 1111 1111 1111');
  await userEvent.type(screen.getByRole('textbox', { name: 'PayPal expiry' }), '12/30');
  await userEvent.type(screen.getByRole('textbox', { name: 'PayPal CVV' }), '123');
}

test('PayPal Plus pays a PayPal order by card in PayPal\'s card fields; the API captures it and the order lands on success', async () => {
  await renderInShop(<PaypalPlusPage params={{ orderId: TOKEN }} />, { path: `/integrations/paypal-plus/${TOKEN}` });
  expect(await screen.findByRole('heading', { name: 'Pay by card with PayPal' })).toBeInTheDocument();
  await fillCard();
  await userEvent.click(screen.getByRole('button', { name: 'Pay 28 €' }));
  await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent(`/order-success/${TOKEN}`));

  expect(sdk.scripts[0]?.searchParams.get('components')).toBe('card-fields');
  expect(sdk.scripts[0]?.searchParams.get('client-id')).toBe('AbPayPalClientId');
  // PayPal's card fields in the shop's language, not the browser's.
  expect(sdk.scripts[0]?.searchParams.get('locale')).toBe('en_GB');
  expect(api.requests.map((request) => [request.method, request.url.pathname, request.body])).toEqual([
    ['POST', '/public/payments', { order_token: TOKEN }],
    ['POST', `/public/payments/${TOKEN}/paypal-capture`, undefined],
  ]);
});

test('an incomplete card is caught before PayPal is asked; PayPal\'s buttons stay one link away', async () => {
  await renderInShop(<PaypalPlusPage params={{ orderId: TOKEN }} />, { path: `/integrations/paypal-plus/${TOKEN}`, language: 'lt' });
  await userEvent.type(await screen.findByRole('textbox', { name: 'PayPal card number' }, { timeout: 5000 }), '4111 1111 1111 1111');
  await userEvent.click(screen.getByRole('button', { name: 'Mokėti 28 €' }));
  expect(await screen.findByText('Patikrinkite kortelės duomenis.')).toBeInTheDocument();
  expect(api.requests.some((request) => request.url.pathname.endsWith('/paypal-capture'))).toBe(false);
  expect(screen.getByRole('link', { name: 'Mokėti savo PayPal paskyra' })).toHaveAttribute('href', `/integrations/paypal/${TOKEN}`);
});

test('an order cancelled unpaid while the card fields were open: the capture is refused and the API\'s reason takes the form\'s place, with the way back to the menu', async () => {
  const cancelled = 'This order was not paid within 30 minutes, so it was cancelled and will not be prepared. Any bonus points or voucher it used are back in your account.';
  api.restore();
  api = fakeApi((request) => {
    if (request.url.pathname === '/public/payments') return { status: 201, json: payment() };
    if (request.url.pathname.startsWith(`/public/payments/${TOKEN}`)) return { status: 409, json: { statusCode: 409, error: 'Conflict', message: cancelled } };
    return undefined;
  });
  await renderInShop(<PaypalPlusPage params={{ orderId: TOKEN }} />, { path: `/integrations/paypal-plus/${TOKEN}` });
  await fillCard();
  await userEvent.click(screen.getByRole('button', { name: 'Pay 28 €' }));
  expect(await screen.findByText(cancelled, { selector: '.payment-page p' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to the menu' })).toHaveAttribute('href', '/');
  expect(screen.queryByRole('textbox', { name: 'PayPal card number' })).not.toBeInTheDocument();
});

test('a card PayPal declined ended its PayPal order: the next try pays the new order the API made', async () => {
  const declined = payment({ status: 'requires_payment_method', failure: 'PayPal refused the payment (DECLINED).', failure_code: 'paypal_declined' });
  let capture = declined;
  let started = payment();
  api.restore();
  api = fakeApi((request) => {
    if (request.url.pathname === '/public/payments') return { status: 201, json: started };
    if (request.url.pathname === `/public/payments/${TOKEN}/paypal-capture`) return { json: capture };
    return undefined;
  });
  await renderInShop(<PaypalPlusPage params={{ orderId: TOKEN }} />, { path: `/integrations/paypal-plus/${TOKEN}` });
  await fillCard();
  await userEvent.click(screen.getByRole('button', { name: 'Pay 28 €' }));
  await waitFor(() => expect(api.requests.filter((request) => request.url.pathname.endsWith('/paypal-capture'))).toHaveLength(1));
  // The API closed the ended payment: its next start is a new PayPal order, which pays.
  started = payment({ provider_payment_id: '8MC585209K746392H' });
  capture = payment({ provider_payment_id: '8MC585209K746392H', status: 'succeeded' });
  await userEvent.click(await screen.findByRole('button', { name: 'Pay 28 €' }));
  await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent(`/order-success/${TOKEN}`));
  expect(sdk.approved).toEqual(['5O190127TN364715T', '8MC585209K746392H']);
});
