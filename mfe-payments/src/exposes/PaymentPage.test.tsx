import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from 'shared-contracts/api/client';
import type { OrderPaymentMethods, Payment } from 'shared-contracts/payments/payment-status';
import { $cart, updateCart } from 'shared-contracts/stores/cart';
import { $notifications, noticeText } from 'shared-contracts/stores/notifications';
import { $settings, setSettings } from 'shared-contracts/stores/settings';
import { aStore, websiteSettingsFixture } from 'shared-contracts/test-support/website-settings';
import { fakeApi, type Answer } from 'shared-contracts/test-support/fake-api';
import { servePaypalSdk } from '../test-support/fake-paypal-sdk';
import { renderInShop } from '../test-support/render-in-shop';
import PaymentPage from './PaymentPage';
import ProviderReturnPage from './ProviderReturnPage';

const TOKEN = 'Tok3nTok3nTok3nTok3nTok3nTok3n12';
const payment = (changes: Partial<Payment> = {}): Payment => ({
  order_token: TOKEN, store_id: 1, method: 'card', provider: 'sandbox', status: 'awaiting_payment', amount: 28, currency: 'RON',
  client_secret: null, provider_payment_id: null, public_key: null, failure: null, failure_code: null, group_order_link: null,
  cancelled_if_unpaid: true, ...changes,
});
const methods = (current: OrderPaymentMethods['payment_method']): OrderPaymentMethods => ({
  order_token: TOKEN,
  delivery_type: 'pickup',
  payment_method: current,
  methods: [
    { method: 'cash-pickup', provider: null },
    { method: 'pos-pickup', provider: null },
    { method: 'card', provider: 'sandbox' },
    { method: 'paypal', provider: 'paypal' },
  ],
});

let api: ReturnType<typeof fakeApi>;
let charged: Payment;
beforeAll(() => configureApi({ apiUrl: 'http://api.test' }));
beforeEach(() => {
  $notifications.set([]);
  charged = payment({ status: 'succeeded' });
  api = fakeApi((request) => {
    if (request.url.pathname === '/public/payments') return { status: 201, json: payment() };
    if (request.url.pathname === `/public/payments/${TOKEN}/sandbox-card`) return { json: charged };
    if (request.url.pathname === `/public/payments/${TOKEN}`) return { json: charged };
    // A declined card offers other methods. Left unanswered, this read would fail and ky would
    // retry it after the test had ended, into the next test's log.
    if (request.url.pathname === `/public/payments/${TOKEN}/method`) return { json: methods('card') };
    return undefined;
  });
});
afterEach(() => api.restore());

async function payWith(number: string) {
  await userEvent.type(await screen.findByRole('textbox', { name: /Card number/ }), number);
  await userEvent.type(screen.getByRole('textbox', { name: /Expiry date/ }), '12/34');
  await userEvent.type(screen.getByRole('textbox', { name: /Security code/ }), '123');
  await userEvent.click(screen.getByRole('button', { name: 'Pay 28 lei' }));
}

test('the stored amount is shown; a paid card leaves for the order\'s success screen with the success message', async () => {
  updateCart({ stripe_client_secret: 'pi_open_secret_1' });
  await renderInShop(<PaymentPage params={{ orderId: TOKEN }} />, { path: `/integrations/payment/${TOKEN}` });
  expect(await screen.findByText('Amount to pay: 28 lei')).toBeInTheDocument();
  expect(api.requests[0]?.body).toEqual({ order_token: TOKEN });
  await payWith('4242 4242 4242 4242');
  await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent(`/order-success/${TOKEN}`));
  expect($notifications.get().map(noticeText)).toEqual(['Payment succeeded. Thank you!']);
  expect($cart.get().stripe_client_secret).toBeNull();
  expect(api.requests.find((request) => request.url.pathname.endsWith('/sandbox-card'))?.body).toEqual({ card_number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' });
});

test.each(['1230', '12 30', '12 / 30', '12/2030'])('an expiry typed as "%s" pays, sent as 12/30', async (expiry) => {
  await renderInShop(<PaymentPage params={{ orderId: TOKEN }} />, { path: `/integrations/payment/${TOKEN}` });
  await userEvent.type(await screen.findByRole('textbox', { name: /Card number/ }), '4242 4242 4242 4242');
  await userEvent.type(screen.getByRole('textbox', { name: /Expiry date/ }), expiry);
  await userEvent.type(screen.getByRole('textbox', { name: /Security code/ }), '123');
  await userEvent.click(screen.getByRole('button', { name: 'Pay 28 lei' }));
  await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent(`/order-success/${TOKEN}`));
  expect(api.requests.find((request) => request.url.pathname.endsWith('/sandbox-card'))?.body).toMatchObject({ expiry: '12/30' });
});

test('digits typed for the expiry show the slash once the year begins, and a past date is still refused', async () => {
  await renderInShop(<PaymentPage params={{ orderId: TOKEN }} />);
  const expiry = await screen.findByRole('textbox', { name: /Expiry date/ });
  await userEvent.type(expiry, '122');
  expect(expiry).toHaveValue('12/2');
  await userEvent.type(expiry, '0');
  expect(expiry).toHaveValue('12/20');
  await userEvent.click(screen.getByRole('button', { name: 'Pay 28 lei' }));
  expect(await screen.findByText('Enter the expiry date as MM/YY, not in the past.')).toBeInTheDocument();
  expect(api.requests.some((request) => request.url.pathname.endsWith('/sandbox-card'))).toBe(false);
});

test('a paid share of a group order goes back to that group order\'s screen, not to an order\'s', async () => {
  charged = payment({ status: 'succeeded', group_order_link: 'AbCdEfGhIjKlMnOpQrStUv' });
  await renderInShop(<PaymentPage params={{ orderId: TOKEN }} />);
  await payWith('4242 4242 4242 4242');
  await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent('/group-orders/success'));
});

describe('a group order share the organiser took over while its payer\'s screen was open', () => {
  const TAKEN_OVER = 'Olga has taken over paying your share of the group order, so nothing was charged to you: there is nothing left for you to pay.';
  const LINK = 'AbCdEfGhIjKlMnOpQrStUv';
  let refusal: Answer;
  beforeEach(() => {
    api.restore();
    api = fakeApi((request) => {
      if (request.url.pathname === '/public/payments') return { status: 201, json: payment({ group_order_link: LINK }) };
      if (request.url.pathname === `/public/payments/${TOKEN}/sandbox-card`) return refusal;
      return undefined;
    });
  });

  test('refuses the card saying who pays, and goes back to the group order\'s screen, which shows it', async () => {
    refusal = { status: 409, json: { statusCode: 409, error: 'Conflict', message: TAKEN_OVER } };
    await renderInShop(<PaymentPage params={{ orderId: TOKEN }} />, { path: `/integrations/payment/${TOKEN}` });
    await payWith('4242 4242 4242 4242');
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent(`/group-orders/success`));
    expect($notifications.get().map(noticeText)).toEqual([TAKEN_OVER]);
  });

  test('a refusal that may pass (too many attempts) keeps the form', async () => {
    refusal = { status: 429, json: { statusCode: 429, error: 'Too Many Requests', message: 'Too many attempts. Please wait a minute.' } };
    await renderInShop(<PaymentPage params={{ orderId: TOKEN }} />, { path: `/integrations/payment/${TOKEN}` });
    await payWith('4242 4242 4242 4242');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay 28 lei' })).toBeEnabled());
    expect(screen.getByTestId('current-path')).toHaveTextContent(`/integrations/payment/${TOKEN}`);
  });
});

test('a declined card says so in the customer\'s language and keeps the form for another card', async () => {
  charged = payment({ status: 'requires_payment_method', failure: 'Your card was declined.', failure_code: 'card_declined' });
  await renderInShop(<PaymentPage params={{ orderId: TOKEN }} />, { language: 'es' });
  await userEvent.type(await screen.findByRole('textbox', { name: /Número de tarjeta/ }), '4000 0000 0000 0002');
  await userEvent.type(screen.getByRole('textbox', { name: /Fecha de caducidad/ }), '12/34');
  await userEvent.type(screen.getByRole('textbox', { name: /Código de seguridad/ }), '123');
  await userEvent.click(screen.getByRole('button', { name: 'Pagar 28 lei' }));
  expect(await screen.findByText('El pago ha fallado. Por favor, prueba otro método de pago.')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'El pago ha fallado. Por favor, prueba otro método de pago.' })).toHaveFocus());
  expect(screen.getByText('Motivo: Tu tarjeta ha sido rechazada.')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /Número de tarjeta/ })).toBeInTheDocument();
});

test('a mistyped card is caught before anything is sent', async () => {
  await renderInShop(<PaymentPage params={{ orderId: TOKEN }} />);
  await payWith('4242 4242 4242 4241');
  expect(await screen.findByText('The card number is invalid.')).toBeInTheDocument();
  expect(api.requests.some((request) => request.url.pathname.endsWith('/sandbox-card'))).toBe(false);
});

test('an empty card form takes focus to its first field, not left on "Pay"', async () => {
  await renderInShop(<PaymentPage params={{ orderId: TOKEN }} />);
  await userEvent.click(await screen.findByRole('button', { name: 'Pay 28 lei' }));
  await waitFor(() => expect(screen.getByRole('textbox', { name: /Card number/ })).toHaveFocus());
  expect(screen.getByText('The card number is invalid.')).toBeInTheDocument();
});

test('a card the API refuses field by field takes focus to the field it names', async () => {
  api.restore();
  api = fakeApi((request) => {
    if (request.url.pathname === '/public/payments') return { status: 201, json: payment() };
    if (request.url.pathname === `/public/payments/${TOKEN}/sandbox-card`) return { status: 422, json: { fields: { expiry: 'This card has expired.' } } };
    return undefined;
  });
  await renderInShop(<PaymentPage params={{ orderId: TOKEN }} />);
  await payWith('4242 4242 4242 4242');
  expect(await screen.findByText('This card has expired.')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('textbox', { name: /Expiry date/ })).toHaveFocus());
});

test('Lithuanian asks for the expiry date as MM/MM (mėnuo/metai), not the English MM/YY', async () => {
  await renderInShop(<PaymentPage params={{ orderId: TOKEN }} />, { language: 'lt' });
  const expiry = await screen.findByRole('textbox', { name: /Galiojimo data/ });
  expect(expiry).toHaveAccessibleDescription('MM/MM');
  await userEvent.click(screen.getByRole('button', { name: 'Mokėti 28 lei' }));
  expect(await screen.findByText('Įveskite galiojimo datą kaip MM/MM (mėnuo/metai), ne praeityje.')).toBeInTheDocument();
});

test('a payment that cannot be verified tells the customer to check their bank account, with no form', async () => {
  charged = payment({ status: 'error_checking', failure: 'We could not verify this payment with your bank.', failure_code: 'not_verified' });
  await renderInShop(<PaymentPage params={{ orderId: TOKEN }} />, { language: 'lt' });
  await userEvent.type(await screen.findByRole('textbox', { name: /Kortelės numeris/ }), '4000 0000 0000 0119');
  await userEvent.type(screen.getByRole('textbox', { name: /Galiojimo data/ }), '12/34');
  await userEvent.type(screen.getByRole('textbox', { name: /Saugos kodas/ }), '123');
  await userEvent.click(screen.getByRole('button', { name: 'Mokėti 28 lei' }));
  expect(await screen.findByText('Nepavyko patikrinti jūsų mokėjimo.')).toBeInTheDocument();
  // The form and its button are gone: focus lands on the result's heading, not on <body>.
  await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Nepavyko patikrinti jūsų mokėjimo.' })).toHaveFocus());
  expect(screen.getByRole('button', { name: 'Tikrinti dar kartą' })).toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: /Kortelės numeris/ })).not.toBeInTheDocument();
});

test('"Check again" is busy while it asks, and an answer still unverified says so beside the button', async () => {
  setSettings(websiteSettingsFixture());
  const shop = websiteSettingsFixture().website;
  const unverified = payment({ status: 'error_checking', failure: 'We could not verify this payment with your bank.', failure_code: 'not_verified' });
  api.restore();
  api = fakeApi((request) => {
    if (request.url.pathname === '/public/payments') return { status: 201, json: unverified };
    if (request.url.pathname === `/public/payments/${TOKEN}`) return { json: unverified };
    return undefined;
  });
  await renderInShop(<PaymentPage params={{ orderId: TOKEN }} />);
  const checkAgain = await screen.findByRole('button', { name: 'Check again' });
  // The API's answer waits until the test has seen the button busy.
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  const fetchMock = jest.mocked(globalThis.fetch);
  const faked = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (input, init) => {
    await answered;
    return faked(input, init);
  });
  try {
    await userEvent.click(checkAgain);
    expect(checkAgain).toHaveAttribute('aria-busy', 'true');
    expect(checkAgain).toHaveAccessibleName('Checking…');
    answer();
    // Inside the notice's live region, so a screen reader hears it too.
    expect(await screen.findByText(/^Still not verified\. Check your bank account, then try again\./)).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Still not verified.');
    // Paying again is not offered (the money may have been taken): the shop is, to ask.
    expect(screen.getByRole('status')).toHaveTextContent(`If it stays so, ${shop.name} can tell you whether your order is paid:`);
    expect(screen.getByRole('link', { name: shop.phone })).toHaveAttribute('href', `tel:${shop.phone.replace(/[^\d+]/g, '')}`);
    expect(screen.getByRole('link', { name: shop.email })).toHaveAttribute('href', `mailto:${shop.email}`);
  } finally {
    fetchMock.mockImplementation(faked);
  }
  await waitFor(() => expect(checkAgain).not.toHaveAttribute('aria-busy'));
  expect(checkAgain).toHaveAccessibleName('Check again');
  // The same answer does not pull focus to the heading: the customer stays on the button.
  expect(checkAgain).toHaveFocus();
  // Read (GET), which asks the provider; starting it again would hand back the stored status.
  expect(api.requests.filter((request) => request.method === 'POST' && request.url.pathname === '/public/payments')).toHaveLength(1);
  expect(api.requests.filter((request) => request.method === 'GET' && request.url.pathname === `/public/payments/${TOKEN}`)).toHaveLength(1);
  act(() => $settings.set(null));
});

test('"Check again" that finds the bank has confirmed it leaves for the order\'s success screen', async () => {
  api.restore();
  api = fakeApi((request) => {
    if (request.url.pathname === '/public/payments') return { status: 201, json: payment({ status: 'error_checking', failure_code: 'not_verified' }) };
    if (request.url.pathname === `/public/payments/${TOKEN}`) return { json: payment({ status: 'succeeded' }) };
    return undefined;
  });
  await renderInShop(<PaymentPage params={{ orderId: TOKEN }} />, { path: `/integrations/payment/${TOKEN}` });
  await userEvent.click(await screen.findByRole('button', { name: 'Check again' }));
  await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent(`/order-success/${TOKEN}`));
});

test('a processing card takes focus to its heading once, and again when the bank\'s answer changes it', async () => {
  charged = payment({ status: 'processing' });
  await renderInShop(<PaymentPage params={{ orderId: TOKEN }} />);
  await payWith('4000 0000 0000 0259');
  const processing = await screen.findByRole('heading', { level: 2, name: 'Your payment is being processed.' });
  await waitFor(() => expect(processing).toHaveFocus());
  // Checked again every 1.5 s: an answer that is still "processing" leaves focus where it is.
  processing.blur();
  const reads = () => api.requests.filter((request) => request.method === 'GET' && request.url.pathname === `/public/payments/${TOKEN}`).length;
  // A second read is asked only once the first answer is on screen.
  await waitFor(() => expect(reads()).toBeGreaterThan(1), { timeout: 5000 });
  expect(document.body).toHaveFocus();

  charged = payment({ status: 'error_checking', failure: 'We could not verify this payment with your bank.', failure_code: 'not_verified' });
  const unverified = await screen.findByRole('heading', { level: 2, name: 'We could not verify your payment.' }, { timeout: 4000 });
  await waitFor(() => expect(unverified).toHaveFocus());
}, 15_000);

test('the provider\'s return without a token reads ?order= and lands on that order', async () => {
  await renderInShop(<ProviderReturnPage params={{}} />, { path: `/order-success?order=${TOKEN}&redirect_status=succeeded` });
  await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent(`/order-success/${TOKEN}`));
  expect(api.requests.map((request) => request.url.pathname)).toEqual([`/public/payments/${TOKEN}`]);
});

test('a return without an order says the order is unknown and asks nothing', async () => {
  await renderInShop(<ProviderReturnPage params={{}} />, { path: '/order-success' });
  expect(await screen.findByText('We could not find the order of this payment.')).toBeInTheDocument();
  expect(api.requests).toEqual([]);
});

describe('a return whose payment cannot be read', () => {
  test('refused as it is (cancelled unpaid): the API\'s reason and the way home, nothing to retry', async () => {
    api.restore();
    const cancelled = 'This order was not paid within 30 minutes, so it was cancelled and will not be prepared.';
    api = fakeApi(() => ({ status: 409, json: { statusCode: 409, error: 'Conflict', message: cancelled } }));
    await renderInShop(<ProviderReturnPage params={{}} />, { path: `/order-success?order=${TOKEN}` });
    expect(await screen.findByText(cancelled, { selector: '.payment-page p' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the homepage' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  test('no answer (back from 3-D Secure on a bad connection): "Try again" reads it and lands on success', async () => {
    api.restore();
    let answered = false;
    api = fakeApi(() => (answered ? { json: payment({ status: 'succeeded' }) } : { status: 503, json: {} }));
    await renderInShop(<ProviderReturnPage params={{}} />, { path: `/order-success?order=${TOKEN}` });
    expect(await screen.findByText('We could not check this payment just now.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the homepage' })).toBeInTheDocument();
    answered = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent(`/order-success/${TOKEN}`));
  }, 15_000);
});

test('back from PayPal\'s approval page, the approved order is captured once and lands on success', async () => {
  api.restore();
  const captures: string[] = [];
  api = fakeApi((request) => {
    if (request.url.pathname === `/public/payments/${TOKEN}`) return { json: payment({ method: 'paypal', provider: 'paypal', provider_payment_id: '5O190127TN364715T' }) };
    if (request.url.pathname === `/public/payments/${TOKEN}/paypal-capture`) {
      captures.push(request.method);
      return { json: payment({ method: 'paypal', provider: 'paypal', status: 'succeeded' }) };
    }
    return undefined;
  });
  await renderInShop(<ProviderReturnPage params={{}} />, { path: `/order-success?order=${TOKEN}&token=5O190127TN364715T&PayerID=QYR5Z8XDVJNXQ` });
  await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent(`/order-success/${TOKEN}`));
  expect(captures).toEqual(['POST']);
});

describe('after a decline, another method', () => {
  const declined = () => payment({ status: 'requires_payment_method', failure: 'Your card was declined.', failure_code: 'card_declined' });
  let sdk: ReturnType<typeof servePaypalSdk>;
  let current: OrderPaymentMethods['payment_method'];
  beforeEach(() => {
    sdk = servePaypalSdk();
    current = 'card';
    api.restore();
    api = fakeApi((request) => {
      const path = request.url.pathname;
      if (path === `/public/payments/${TOKEN}/method` && request.method === 'PUT') {
        current = (request.body as { payment_method: OrderPaymentMethods['payment_method'] }).payment_method;
        return { json: methods(current) };
      }
      if (path === `/public/payments/${TOKEN}/method`) return { json: methods(current) };
      if (path === '/public/payments') {
        return current === 'paypal'
          ? { status: 201, json: payment({ method: 'paypal', provider: 'paypal', currency: 'EUR', provider_payment_id: '5O190127TN364715T', public_key: 'AbPayPalClientId' }) }
          : { status: 201, json: payment() };
      }
      if (path === `/public/payments/${TOKEN}/sandbox-card`) return { json: declined() };
      return undefined;
    });
  });
  afterEach(() => sdk.restore());

  test('the order can be paid at the counter instead: it lands on its success screen, the payment left behind', async () => {
    await renderInShop(<PaymentPage params={{ orderId: TOKEN }} />, { path: `/integrations/payment/${TOKEN}` });
    await payWith('4000 0000 0000 0002');
    const others = await screen.findByRole('group', { name: 'Or pay another way' });
    expect(within(others).getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value)).toEqual(['cash-pickup', 'pos-pickup', 'paypal']);
    await userEvent.click(screen.getByRole('button', { name: 'Pay this way' }));
    expect(await screen.findByText('Choose how you would like to pay.')).toBeInTheDocument();

    await userEvent.click(within(others).getByRole('radio', { name: /Cash at the counter/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay this way' }));
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent(`/order-success/${TOKEN}`));
    expect(api.requests.filter((request) => request.method === 'PUT').map((request) => request.body)).toEqual([{ payment_method: 'cash-pickup' }]);
    expect($notifications.get().map(noticeText)).toEqual(['Payment method changed to: Cash at the counter.']);
  });

  test('a split group order\'s share offers another card only: its method cannot change', async () => {
    api.restore();
    api = fakeApi((request) => {
      const path = request.url.pathname;
      if (path === '/public/payments') return { status: 201, json: payment({ group_order_link: 'AbCdEfGhIjKlMnOpQrStUv' }) };
      if (path === `/public/payments/${TOKEN}/sandbox-card`) return { json: { ...declined(), group_order_link: 'AbCdEfGhIjKlMnOpQrStUv' } };
      if (path === `/public/payments/${TOKEN}/method`) return { json: methods('card') };
      return undefined;
    });
    await renderInShop(<PaymentPage params={{ orderId: TOKEN }} />, { path: `/integrations/payment/${TOKEN}` });
    await payWith('4000 0000 0000 0002');
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'The payment failed. Please try another card.' })).toHaveFocus());
    expect(screen.getByRole('textbox', { name: /Card number/ })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Or pay another way' })).not.toBeInTheDocument();
    expect(api.requests.filter((request) => request.url.pathname.endsWith('/method'))).toEqual([]);
  });

  test('PayPal instead: the order\'s new payment is started and PayPal\'s buttons take it', async () => {
    await renderInShop(<PaymentPage params={{ orderId: TOKEN }} />, { path: `/integrations/payment/${TOKEN}`, language: 'lt' });
    await userEvent.type(await screen.findByRole('textbox', { name: /Kortelės numeris/ }), '4000 0000 0000 0002');
    await userEvent.type(screen.getByRole('textbox', { name: /Galiojimo data/ }), '12/34');
    await userEvent.type(screen.getByRole('textbox', { name: /Saugos kodas/ }), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Mokėti 28 lei' }));
    const others = await screen.findByRole('group', { name: 'Arba mokėkite kitaip' });
    await userEvent.click(within(others).getByRole('radio', { name: /PayPal/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Mokėti šiuo būdu' }));
    expect(await screen.findByRole('button', { name: 'PayPal' }, { timeout: 5000 })).toBeInTheDocument();
    // Reads of the offered methods may come more than once (a previous screen's request can land in
    // this test's log); the changes are what must happen, in this order.
    const calls = api.requests.map((request) => `${request.method} ${request.url.pathname}`);
    expect(calls.filter((call) => !call.startsWith('GET '))).toEqual([
      'POST /public/payments',
      `POST /public/payments/${TOKEN}/sandbox-card`,
      `PUT /public/payments/${TOKEN}/method`,
      'POST /public/payments',
    ]);
    expect(calls.indexOf(`GET /public/payments/${TOKEN}/method`)).toBeLessThan(calls.indexOf(`PUT /public/payments/${TOKEN}/method`));
    expect(screen.queryByRole('textbox', { name: /Kortelės numeris/ })).not.toBeInTheDocument();
  });
});

describe('after a start that failed, another method', () => {
  const UNDER_WAY = 'A payment of this order is under way. Please wait for its outcome before choosing another method.';
  let start: () => Answer;
  let change: () => Answer;
  beforeEach(() => {
    api.restore();
    api = fakeApi((request) => {
      const path = request.url.pathname;
      if (path === '/public/payments') return start();
      if (path === `/public/payments/${TOKEN}/method` && request.method === 'PUT') return change();
      if (path === `/public/payments/${TOKEN}/method`) return { json: methods('card') };
      return undefined;
    });
  });
  const providerDown = (): Answer => ({ status: 502, json: { statusCode: 502, error: 'Bad Gateway', message: 'The payment provider did not answer. Please try again in a moment.' } });
  const noAnswer = (): Answer => {
    throw new TypeError('Failed to fetch');
  };

  test('a provider that did not answer: "Try again" and the order\'s other methods; at the counter it lands on its success screen', async () => {
    start = providerDown;
    change = () => ({ json: methods('cash-pickup') });
    await renderInShop(<PaymentPage params={{ orderId: TOKEN }} />, { path: `/integrations/payment/${TOKEN}` });
    expect(await screen.findByText('Your payment could not be started.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    const others = await screen.findByRole('group', { name: 'Or pay another way' });
    expect(within(others).getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value)).toEqual(['cash-pickup', 'pos-pickup', 'paypal']);
    await userEvent.click(within(others).getByRole('radio', { name: /Cash at the counter/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay this way' }));
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent(`/order-success/${TOKEN}`));
    expect(api.requests.filter((request) => request.method === 'PUT').map((request) => request.body)).toEqual([{ payment_method: 'cash-pickup' }]);
  });

  test('no answer at all: the other methods too; a change the API refuses says why and "Try again" still starts the payment', async () => {
    start = noAnswer;
    change = () => ({ status: 409, json: { statusCode: 409, error: 'Conflict', message: UNDER_WAY } });
    await renderInShop(<PaymentPage params={{ orderId: TOKEN }} />, { path: `/integrations/payment/${TOKEN}` });
    const others = await screen.findByRole('group', { name: 'Or pay another way' });
    await userEvent.click(within(others).getByRole('radio', { name: /Card at the counter/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay this way' }));
    expect(await within(others).findByText(UNDER_WAY)).toBeVisible();
    expect(screen.getByTestId('current-path')).toHaveTextContent(`/integrations/payment/${TOKEN}`);

    start = () => ({ status: 200, json: payment() });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: /Card number/ })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Or pay another way' })).not.toBeInTheDocument();
  });

  test('in Spanish, the sentence, "Try again" and the choices are Spanish', async () => {
    start = providerDown;
    change = () => ({ json: methods('cash-pickup') });
    await renderInShop(<PaymentPage params={{ orderId: TOKEN }} />, { path: `/integrations/payment/${TOKEN}`, language: 'es' });
    expect(await screen.findByText('No se pudo iniciar tu pago.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'O paga de otra forma' })).toBeInTheDocument();
  });

  test('a start refused on the order\'s method (under the card provider\'s least charge) says why and offers the other methods', async () => {
    const message = '"Card online" takes payments of at least 2 lei, and this order comes to 1 lei. Please choose another way to pay.';
    start = () => ({ status: 422, json: { statusCode: 422, error: 'Unprocessable Entity', message, field: 'payment_method' } });
    change = () => ({ json: methods('cash-pickup') });
    await renderInShop(<PaymentPage params={{ orderId: TOKEN }} />, { path: `/integrations/payment/${TOKEN}` });
    expect(await screen.findByText(message, { selector: '.payment-page p' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    const others = await screen.findByRole('group', { name: 'Or pay another way' });
    await userEvent.click(within(others).getByRole('radio', { name: /Cash at the counter/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay this way' }));
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent(`/order-success/${TOKEN}`));
  });

  test('a start the API refuses as it is says why, with no "Try again" and no other method', async () => {
    const message = 'Olga has taken over paying your share of the group order, so nothing was charged to you: there is nothing left for you to pay.';
    start = () => ({ status: 409, json: { statusCode: 409, error: 'Conflict', message } });
    await renderInShop(<PaymentPage params={{ orderId: TOKEN }} />, { path: `/integrations/payment/${TOKEN}` });
    expect(await screen.findByText(message, { selector: '.payment-page p' })).toBeInTheDocument();
    expect(screen.queryByText('Your payment could not be started.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Or pay another way' })).not.toBeInTheDocument();
    expect(api.requests.filter((request) => request.url.pathname.endsWith('/method'))).toEqual([]);
  });
});

describe('the deadline to pay an order', () => {
  const due = (deadline: string | null, changes: Partial<Payment> = {}) => payment({ payment_deadline: deadline, ...changes });
  // The shop in Bucharest: 12:56 UTC is 14:56 on its clock.
  beforeEach(() => setSettings(websiteSettingsFixture()));
  afterEach(() => act(() => $settings.set(null)));
  test.each([
    ['en', 'Your order must be paid by 14:56, or it is cancelled and its bonus points and voucher are given back.'],
    ['es', 'Tu pedido debe pagarse antes de las 14:56; si no, se cancela y se te devuelven los puntos de bonificación y el vale que usaba.'],
    ['lt', 'Užsakymą reikia apmokėti iki 14:56, kitaip jis atšaukiamas, o jame panaudoti premijos taškai ir kuponas grąžinami.'],
    ['ro', 'Comanda trebuie plătită până la 14:56; altfel este anulată, iar punctele de fidelitate și voucherul folosite îți sunt returnate.'],
  ] as const)("in %s, names the time on the shop's clock before the order is paid", async (language, deadline) => {
    api.restore();
    api = fakeApi((request) => (request.url.pathname === '/public/payments' ? { status: 201, json: due('2099-01-01T12:56:00.000Z') } : undefined));
    await renderInShop(<PaymentPage params={{ orderId: TOKEN }} />, { path: `/integrations/payment/${TOKEN}`, language });
    expect(await screen.findByText(deadline)).toBeInTheDocument();
  });

  test.each([
    ['en', 'Your share must be paid by 14:56: if any share of the group order is still unpaid then, the order is cancelled and the shares paid are refunded.'],
    ['es', 'Tu parte debe pagarse antes de las 14:56: si entonces queda alguna parte del pedido de grupo sin pagar, el pedido se cancela y se reembolsan las partes pagadas.'],
    ['lt', 'Savo dalį reikia apmokėti iki 14:56: jei tuo metu kuri nors grupinio užsakymo dalis dar bus neapmokėta, užsakymas atšaukiamas, o apmokėtos dalys grąžinamos.'],
    ['ro', 'Partea ta trebuie plătită până la 14:56: dacă atunci vreo parte a comenzii de grup este încă neplătită, comanda este anulată, iar părțile plătite sunt rambursate.'],
  ] as const)("in %s, a group order share's deadline says the order is cancelled unless every share is paid", async (language, deadline) => {
    api.restore();
    api = fakeApi((request) => (request.url.pathname === '/public/payments' ? { status: 201, json: due('2099-01-01T12:56:00.000Z', { group_order_link: 'AbCdEfGhIjKlMnOpQrStUv' }) } : undefined));
    await renderInShop(<PaymentPage params={{ orderId: TOKEN }} />, { path: `/integrations/payment/${TOKEN}`, language });
    expect(await screen.findByText(deadline)).toBeInTheDocument();
  });

  test("names the time on the clock of the order's store, when it is not the brand's", async () => {
    act(() => setSettings(websiteSettingsFixture({ stores: [aStore({ id: 1 }), aStore({ id: 2, time_zone: 'America/Mexico_City' })] })));
    api.restore();
    api = fakeApi((request) => (request.url.pathname === '/public/payments' ? { status: 201, json: due('2099-01-01T12:56:00.000Z', { store_id: 2 }) } : undefined));
    await renderInShop(<PaymentPage params={{ orderId: TOKEN }} />, { path: `/integrations/payment/${TOKEN}` });
    // 14:56 in Bucharest, where the brand is; 06:56 in Mexico City, where the order is made.
    expect(await screen.findByText(/must be paid by 06:56/)).toBeInTheDocument();
  });

  test('names the later time a declined card gives', async () => {
    api.restore();
    api = fakeApi((request) => {
      if (request.url.pathname === '/public/payments') return { status: 201, json: due('2099-01-01T12:56:00.000Z') };
      if (request.url.pathname === `/public/payments/${TOKEN}/sandbox-card`) {
        return { json: due('2099-01-01T13:20:00.000Z', { status: 'requires_payment_method', failure: 'Your card was declined.', failure_code: 'card_declined' }) };
      }
      return request.url.pathname.endsWith('/method') ? { json: methods('card') } : undefined;
    });
    await renderInShop(<PaymentPage params={{ orderId: TOKEN }} />, { path: `/integrations/payment/${TOKEN}` });
    expect(await screen.findByText(/must be paid by 14:56/)).toBeInTheDocument();
    await payWith('4000 0000 0000 0002');
    expect(await screen.findByText(/must be paid by 15:20/)).toBeInTheDocument();
    expect(screen.queryByText(/14:56/)).not.toBeInTheDocument();
  });

  test.each([
    ['en', 'Your order must be paid within 30 minutes of being placed, or it is cancelled and its bonus points and voucher are given back.'],
    ['es', 'Tu pedido debe pagarse en los 30 minutos siguientes a su realización; si no, se cancela y se te devuelven los puntos de bonificación y el vale que usaba.'],
    ['lt', 'Užsakymą reikia apmokėti per 30 min. nuo pateikimo, kitaip jis atšaukiamas, o jame panaudoti premijos taškai ir kuponas grąžinami.'],
    ['ro', 'Comanda trebuie plătită în 30 min. de la plasare; altfel este anulată, iar punctele de fidelitate și voucherul folosite îți sunt returnate.'],
  ] as const)('in %s, from an API that names no time, says the rule in minutes', async (language, deadline) => {
    await renderInShop(<PaymentPage params={{ orderId: TOKEN }} />, { path: `/integrations/payment/${TOKEN}`, language });
    expect(await screen.findByText(deadline)).toBeInTheDocument();
  });

  test.each([
    ['a time already past', due('2020-01-01T12:56:00.000Z')],
    ['no time (the API found nothing left to pay by)', due(null)],
  ] as const)('says nothing for %s', async (_, answer) => {
    api.restore();
    api = fakeApi((request) => (request.url.pathname === '/public/payments' ? { status: 201, json: answer } : undefined));
    await renderInShop(<PaymentPage params={{ orderId: TOKEN }} />, { path: `/integrations/payment/${TOKEN}` });
    expect(await screen.findByRole('textbox', { name: /Card number/ })).toBeInTheDocument();
    expect(screen.queryByText(/must be paid/)).not.toBeInTheDocument();
  });

  test.each([
    ['a group order share', { group_order_link: 'AbCdEfGhIjKlMnOpQrStUv', cancelled_if_unpaid: false }],
    ["a whole group order's payment", { cancelled_if_unpaid: false }],
    ['an API older than the rule', { cancelled_if_unpaid: undefined }],
  ] as const)('is not said for %s: only where the API says the order is cancelled unpaid', async (_, changes) => {
    api.restore();
    api = fakeApi((request) => (request.url.pathname === '/public/payments' ? { status: 201, json: payment(changes) } : undefined));
    await renderInShop(<PaymentPage params={{ orderId: TOKEN }} />, { path: `/integrations/payment/${TOKEN}` });
    expect(await screen.findByRole('textbox', { name: /Card number/ })).toBeInTheDocument();
    expect(screen.queryByText(/must be paid within/)).not.toBeInTheDocument();
  });

  test('is not said once the payment is with the bank', async () => {
    api.restore();
    api = fakeApi((request) => (request.url.pathname === '/public/payments' ? { status: 201, json: payment({ status: 'processing' }) } : { json: payment({ status: 'processing' }) }));
    await renderInShop(<PaymentPage params={{ orderId: TOKEN }} />, { path: `/integrations/payment/${TOKEN}` });
    expect(await screen.findByText('Your payment is being processed.')).toBeInTheDocument();
    expect(screen.queryByText(/must be paid within/)).not.toBeInTheDocument();
  });
});

describe('an order the API cancelled because it was not paid in time', () => {
  const CANCELLED = 'This order was not paid within 30 minutes, so it was cancelled and will not be prepared. Any bonus points or voucher it used are back in your account.';
  const conflict = (message: string): Answer => ({ status: 409, json: { statusCode: 409, error: 'Conflict', message } });
  let cancelled: boolean;
  beforeEach(() => {
    cancelled = false;
    api.restore();
    api = fakeApi((request) => {
      const path = request.url.pathname;
      // Once cancelled, every payment call of the order answers 409 with the reason.
      if (cancelled && path.startsWith('/public/payments')) return conflict(CANCELLED);
      if (path === '/public/payments') return { status: 201, json: payment() };
      if (path === `/public/payments/${TOKEN}/sandbox-card`) return { json: payment({ status: 'requires_payment_method', failure: 'Your card was declined.', failure_code: 'card_declined' }) };
      if (path === `/public/payments/${TOKEN}/method`) return { json: methods('card') };
      if (path === `/public/payments/${TOKEN}`) return { json: payment() };
      return undefined;
    });
  });

  test('opened after it was cancelled, the screen says why in the page and leads back to the menu, with nothing to pay', async () => {
    cancelled = true;
    await renderInShop(<PaymentPage params={{ orderId: TOKEN }} />, { path: `/integrations/payment/${TOKEN}` });
    expect(await screen.findByText(CANCELLED, { selector: '.payment-page p' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the menu' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Card number/ })).not.toBeInTheDocument();
  });

  test('cancelled while the form was open, the card is refused and the reason takes the form\'s place, said once, with the way back to the menu', async () => {
    await renderInShop(<PaymentPage params={{ orderId: TOKEN }} />, { path: `/integrations/payment/${TOKEN}` });
    await screen.findByRole('textbox', { name: /Card number/ });
    cancelled = true;
    await payWith('4242 4242 4242 4242');
    expect(await screen.findByText(CANCELLED, { selector: '.payment-page p' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the menu' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('textbox', { name: /Card number/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Amount to pay: 28 lei')).not.toBeInTheDocument();
    // The API client's notice said it once; the second read of the payment was quiet.
    expect($notifications.get().map(noticeText)).toEqual([CANCELLED]);
  });

  test('cancelled after a decline, a change of method is refused and the reason takes the form\'s place', async () => {
    await renderInShop(<PaymentPage params={{ orderId: TOKEN }} />, { path: `/integrations/payment/${TOKEN}` });
    await payWith('4000 0000 0000 0002');
    const others = await screen.findByRole('group', { name: 'Or pay another way' });
    cancelled = true;
    await userEvent.click(within(others).getByRole('radio', { name: /Cash at the counter/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay this way' }));
    expect(await screen.findByText(CANCELLED, { selector: '.payment-page p' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the menu' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('group', { name: 'Or pay another way' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Card number/ })).not.toBeInTheDocument();
  });

  test('a card refused with 409 for an order still payable keeps the form', async () => {
    await renderInShop(<PaymentPage params={{ orderId: TOKEN }} />, { path: `/integrations/payment/${TOKEN}` });
    await screen.findByRole('textbox', { name: /Card number/ });
    api.restore();
    api = fakeApi((request) => {
      if (request.url.pathname === `/public/payments/${TOKEN}/sandbox-card`) return conflict('This order is no longer paid this way. Please reload the page.');
      if (request.url.pathname === `/public/payments/${TOKEN}`) return { json: payment() };
      return undefined;
    });
    await payWith('4242 4242 4242 4242');
    await waitFor(() => expect(api.requests.map((request) => `${request.method} ${request.url.pathname}`)).toContain(`GET /public/payments/${TOKEN}`));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay 28 lei' })).toBeEnabled());
    expect(screen.getByRole('textbox', { name: /Card number/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back to the menu' })).not.toBeInTheDocument();
  });
});
