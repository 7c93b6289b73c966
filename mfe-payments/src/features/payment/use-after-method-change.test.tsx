import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from 'shared-contracts/api/client';
import type { OrderPaymentMethods, Payment } from 'shared-contracts/payments/payment-status';
import { $notifications, noticeText } from 'shared-contracts/stores/notifications';
import { fakeApi, type Answer } from 'shared-contracts/test-support/fake-api';
import { renderInShop } from '../../test-support/render-in-shop';
import PaymentPage from '../../exposes/PaymentPage';

const TOKEN = 'Meth0dMeth0dMeth0dMeth0dMeth0d12';
const cardPayment: Payment = {
  order_token: TOKEN, store_id: 1, method: 'card', provider: 'sandbox', status: 'awaiting_payment', amount: 28, currency: 'RON',
  client_secret: null, provider_payment_id: null, public_key: null, failure: null, failure_code: null, group_order_link: null,
};
const methods = (current: OrderPaymentMethods['payment_method']): OrderPaymentMethods => ({
  order_token: TOKEN,
  delivery_type: 'pickup',
  payment_method: current,
  methods: [
    { method: 'cash-pickup', provider: null },
    { method: 'card', provider: 'sandbox' },
    { method: 'paypal', provider: 'paypal' },
  ],
});
const providerDown: Answer = { status: 502, json: { statusCode: 502, error: 'Bad Gateway', message: 'The payment provider did not answer. Please try again in a moment.' } };

let api: ReturnType<typeof fakeApi>;
let current: OrderPaymentMethods['payment_method'];
beforeAll(() => configureApi({ apiUrl: 'http://api.test' }));
beforeEach(() => {
  $notifications.set([]);
  current = 'paypal';
  api = fakeApi((request) => {
    const path = request.url.pathname;
    // PayPal did not answer; the card's provider does.
    if (path === '/public/payments') return current === 'paypal' ? providerDown : { status: 201, json: cardPayment };
    if (path === `/public/payments/${TOKEN}/method` && request.method === 'PUT') {
      current = (request.body as { payment_method: OrderPaymentMethods['payment_method'] }).payment_method;
      return { json: methods(current) };
    }
    if (path === `/public/payments/${TOKEN}/method`) return { json: methods(current) };
    return undefined;
  });
});
afterEach(() => api.restore());

test('another online method ("Pay this way") is said, and focus goes to the screen\'s heading, not left on the page\'s body', async () => {
  await renderInShop(<PaymentPage params={{ orderId: TOKEN }} />, { path: `/integrations/payment/${TOKEN}` });
  const others = await screen.findByRole('group', { name: 'Or pay another way' });
  await userEvent.click(within(others).getByRole('radio', { name: /Card online/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Pay this way' }));

  expect(await screen.findByRole('textbox', { name: /Card number/ })).toBeInTheDocument();
  expect($notifications.get().map(noticeText)).toContain('Payment method changed to: Card online.');
  await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Pay for your order' })).toHaveFocus());
  expect(screen.getByTestId('current-path')).toHaveTextContent(`/integrations/payment/${TOKEN}`);
});
