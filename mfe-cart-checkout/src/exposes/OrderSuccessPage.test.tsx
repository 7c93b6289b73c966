import { act, screen, waitForElementToBeRemoved } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from 'shared-contracts/api/client';
import type { Payment, PaymentStatus } from 'shared-contracts/payments/payment-status';
import type { PlacedOrder } from 'shared-contracts/types/order';
import { $language } from 'shared-contracts/stores/language';
import { $screenMetadata } from 'shared-contracts/stores/screen-metadata';
import { $settings } from 'shared-contracts/stores/settings';
import { aStore, websiteSettingsFixture } from 'shared-contracts/test-support/website-settings';
import { provideRemoteLoader } from 'shared-contracts/remotes/remote-loader';
import { fakeApi } from 'shared-contracts/test-support/fake-api';
import { i18n } from 'shared-contracts/i18n/i18n';
import { $notifications } from 'shared-contracts/stores/notifications';
import { logIn, logOut } from 'shared-contracts/stores/user';
import { emptyCart } from 'shared-contracts/types/cart';
import { $cart } from 'shared-contracts/stores/cart';
import { renderInShop } from '../test-support/render-in-shop';
import { CART_NAMESPACE } from '../i18n/load-cart-messages';
import { $addressNotSaved } from '../features/delivery/address-not-saved';
import { $saveAddress, saveOrderAddressIfAsked } from '../features/delivery/save-address';
import { awaitingPaymentRoute, rememberAwaitingPayment } from '../features/checkout/awaiting-payment';
import OrderSuccessPage from './OrderSuccessPage';

const base: PlacedOrder = {
  token: 'tok_abcdefghijklmnopqrstuvwxyz012345', created_at: '2026-11-25T10:00:00Z', delivery_type: 'delivery',
  pickup_type: null, store: { id: 2, name: 'Casa Aurora Riverside', address: 'Splaiul Independenței 210', phone: '' },
  name: 'Ana Pop', address: 'Strada Lipscani 5', address_line2: 'ap. 4', for_later: false, later_day: null, later_time: null,
  estimated_minutes: 45, payment_method: 'cash', voucher_code: null,
  lines: [{ product_id: 1, name: 'Margherita', quantity: 1, size_name: '40 cm', options: [], unit_price: 48, total: 48 }],
  subtotal: 50, delivery_fee: 15, packaging_fee: 2, voucher_value: 0, free_products_discount: 0, loyalty_points: 0, group_extra: 0, total: 65, table: null,
};

let api: ReturnType<typeof fakeApi>;
beforeAll(() => configureApi({ apiUrl: 'http://api.test' }));
afterEach(() => api.restore());

/** The order, and its online payment in `paymentStatus` (unanswered, as the API answers a payment never started, without). */
function serve(order: PlacedOrder, paymentStatus?: PaymentStatus) {
  const payment = (status: PaymentStatus): Payment => ({
    order_token: order.token, store_id: order.store.id, method: 'card', provider: 'sandbox', status, amount: order.total, currency: 'RON', client_secret: null,
    provider_payment_id: null, public_key: null, failure: null, failure_code: null, group_order_link: null,
  });
  api = fakeApi((request) => {
    if (request.url.pathname === `/public/orders/${order.token}`) return { json: order };
    if (paymentStatus && request.url.pathname === `/public/payments/${order.token}`) return { json: payment(paymentStatus) };
    return undefined;
  });
}

test('a delivery for now says when it arrives, where, and the stored total', async () => {
  serve(base);
  await renderInShop(<OrderSuccessPage params={{ orderToken: base.token }} />, { path: `/order-success/${base.token}` });

  expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeInTheDocument();
  expect(screen.getByText('Your order will be delivered in about 45 minutes.')).toBeInTheDocument();
  // With the floor or apartment, as the confirmation e-mail says it.
  expect(screen.getByText(/Strada Lipscani 5, ap\. 4/)).toBeInTheDocument();
  expect(screen.getByText('1 × Margherita')).toBeInTheDocument();
  expect(screen.getByText('Total').nextElementSibling).toHaveTextContent('65 lei');
  expect(screen.getByText('We have sent the confirmation to your e-mail.')).toBeInTheDocument();
  // Paid in cash at the door: no payment to ask about.
  expect(api.requests.map((request) => request.url.pathname)).toEqual([`/public/orders/${base.token}`]);
});

test('a change of language reads the order again, its lines named in the new language', async () => {
  // The API names the lines in the request's language (Content-Language).
  api = fakeApi((request) => {
    if (request.url.pathname !== `/public/orders/${base.token}`) return undefined;
    return { json: request.headers.get('Content-Language') === 'es' ? { ...base, lines: [{ ...base.lines[0]!, name: 'Margarita' }] } : base };
  });
  await renderInShop(<OrderSuccessPage params={{ orderToken: base.token }} />, { path: `/order-success/${base.token}` });
  expect(await screen.findByText('1 × Margherita')).toBeInTheDocument();
  act(() => $language.set('es'));
  try {
    expect(await screen.findByText('1 × Margarita')).toBeInTheDocument();
  } finally {
    act(() => $language.set('en'));
  }
});

test('each ordered line shows its size and options as the cart line did', async () => {
  const options = [{ name: 'Extra mozzarella', quantity: 2 }, { name: 'Basil', quantity: 1 }];
  serve({ ...base, lines: [{ ...base.lines[0]!, options }, { product_id: 24, name: 'House lemonade', quantity: 2, size_name: null, options: [], unit_price: 7, total: 14 }] });
  await renderInShop(<OrderSuccessPage params={{ orderToken: base.token }} />, { path: `/order-success/${base.token}` });

  const [pizza, lemonade] = await screen.findAllByRole('listitem');
  expect(pizza).toHaveTextContent('1 × Margherita' + 'Size: 40 cm' + '2 × Extra mozzarella, Basil' + '48 lei');
  expect(lemonade).toHaveTextContent(/^2 × House lemonade14 lei$/);
});

test('the stored packaging, delivery fee, voucher and points lead from the products to the total', async () => {
  serve({ ...base, voucher_code: 'AURORA10', voucher_value: 5, loyalty_points: 10, total: 50 });
  await renderInShop(<OrderSuccessPage params={{ orderToken: base.token }} />, { path: `/order-success/${base.token}` });

  expect(await screen.findByText('Packaging fee')).toBeInTheDocument();
  expect(screen.getByText('Packaging fee').nextElementSibling).toHaveTextContent('2 lei');
  expect(screen.getByText('Delivery fee').nextElementSibling).toHaveTextContent('15 lei');
  expect(screen.getByText('Voucher AURORA10').nextElementSibling).toHaveTextContent('−minus 5 lei');
  expect(screen.getByText('Bonus points').nextElementSibling).toHaveTextContent('−minus 10 lei');
  // 48 + 2 + 15 - 5 - 10 = 50.
  expect(screen.getByText('Total').nextElementSibling).toHaveTextContent('50 lei');
});

test.each([
  ['en', 'Group extra'],
  ['es', 'Extra del grupo'],
  ['lt', 'Grupės priedas'],
  ['ro', 'Supliment de grup'],
] as const)("in %s, a group's order shows its group extra, as the checkout did, so it adds up to the total", async (language, label) => {
  serve({ ...base, group_extra: 2.5, total: 67.5 });
  await renderInShop(<OrderSuccessPage params={{ orderToken: base.token }} />, { path: `/order-success/${base.token}`, language });

  // 48 + 2 + 15 + 2.50 = 67.50.
  expect((await screen.findByText(label)).nextElementSibling).toHaveTextContent(/^2[.,]50/);
});

test('an order without a group extra shows no such row', async () => {
  serve(base);
  await renderInShop(<OrderSuccessPage params={{ orderToken: base.token }} />, { path: `/order-success/${base.token}` });
  expect(await screen.findByText('Packaging fee')).toBeInTheDocument();
  expect(screen.queryByText('Group extra')).not.toBeInTheDocument();
});

test('a pickup for later says the day, the time and the store', async () => {
  serve({ ...base, delivery_type: 'pickup', pickup_type: 'at_counter', address: '', for_later: true, later_day: '2026-11-24', later_time: '18:30', total: 50 });
  await renderInShop(<OrderSuccessPage params={{ orderToken: base.token }} />, { path: `/order-success/${base.token}` });

  expect(await screen.findByText('Your order will be ready for pickup on Tuesday 24 November at 18:30.')).toBeInTheDocument();
  expect(screen.getByText(/Casa Aurora Riverside, Splaiul Independenței 210/)).toBeInTheDocument();
});

test.each([
  ['lt', 'pickup', 'Užsakymą galėsite atsiimti gruodžio 8 d., antradienį, 10:00 val.'],
  ['lt', 'delivery', 'Užsakymą pristatysime gruodžio 8 d., antradienį, 10:00 val.'],
  ['es', 'delivery', 'Tu pedido llegará el martes, 8 de diciembre a las 10:00.'],
  ['ro', 'pickup', 'Comanda ta va fi gata de ridicare marți, 8 decembrie, la ora 10:00.'],
] as const)('in %s, a %s for later names the day and the time as a sentence says them', async (language, service, when) => {
  const pickup = service === 'pickup' ? { delivery_type: 'pickup', pickup_type: 'at_counter', address: '' } as const : {};
  serve({ ...base, ...pickup, for_later: true, later_day: '2026-12-08', later_time: '10:00' });
  $language.set(language);
  try {
    await renderInShop(<OrderSuccessPage params={{ orderToken: base.token }} />, { path: `/order-success/${base.token}`, language });
    expect(await screen.findByText(when)).toBeInTheDocument();
  } finally {
    $language.set('en');
  }
});

test.each([
  ['en', 'We will bring your order out to your car: tell the staff you are there when you arrive.'],
  ['es', 'Te llevaremos el pedido al coche: cuando llegues, avisa al personal de que estás aquí.'],
] as const)('in %s, a pickup by car says it is brought out to the car, with the store to call', async (language, byCar) => {
  const store = { ...base.store, phone: '+40 21 555 0202' };
  serve({ ...base, delivery_type: 'pickup', pickup_type: 'by_car', address: '', for_later: true, later_day: '2026-12-04', later_time: '10:30', store });
  await renderInShop(<OrderSuccessPage params={{ orderToken: base.token }} />, { path: `/order-success/${base.token}`, language });

  expect(await screen.findByText(byCar)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '+40 21 555 0202' })).toHaveAttribute('href', 'tel:+40215550202');
});

test('a pickup at the counter says nothing of a car', async () => {
  serve({ ...base, delivery_type: 'pickup', pickup_type: 'at_counter', address: '' });
  await renderInShop(<OrderSuccessPage params={{ orderToken: base.token }} />, { path: `/order-success/${base.token}` });

  expect(await screen.findByText('Your order will be ready for pickup in about 45 minutes.')).toBeInTheDocument();
  expect(screen.queryByText(/your car/)).not.toBeInTheDocument();
});

test.each([
  ['en', 'Your order will be delivered as soon as possible.'],
  ['lt', 'Užsakymą pristatysime kuo greičiau.'],
] as const)('in %s, a brand with no estimate says "as soon as possible", not "in about 0 minutes"', async (language, soon) => {
  serve({ ...base, estimated_minutes: 0 });
  await renderInShop(<OrderSuccessPage params={{ orderToken: base.token }} />, { path: `/order-success/${base.token}`, language });

  expect(await screen.findByText(soon)).toBeInTheDocument();
  expect(screen.queryByText(/ 0 min/)).not.toBeInTheDocument();
});

test('a delivery for later says the day, the time, the address and the store it comes from', async () => {
  serve({ ...base, for_later: true, later_day: '2026-11-26', later_time: '19:15', store: { ...base.store, phone: '+40 21 555 0202' } });
  await renderInShop(<OrderSuccessPage params={{ orderToken: base.token }} />, { path: `/order-success/${base.token}` });

  expect(await screen.findByText('Your order will be delivered on Thursday 26 November at 19:15.')).toBeInTheDocument();
  expect(screen.getByText(/Strada Lipscani 5/)).toBeInTheDocument();
  expect(screen.getByText('From:').parentElement).toHaveTextContent('From: Casa Aurora Riverside, Splaiul Independenței 210, +40 21 555 0202');
  expect(screen.getByRole('link', { name: '+40 21 555 0202' })).toHaveAttribute('href', 'tel:+40215550202');
});

test('a delivery for now names no store: the estimated minutes say all', async () => {
  serve(base);
  await renderInShop(<OrderSuccessPage params={{ orderToken: base.token }} />, { path: `/order-success/${base.token}` });
  expect(await screen.findByText('Your order will be delivered in about 45 minutes.')).toBeInTheDocument();
  expect(screen.queryByText('From:')).not.toBeInTheDocument();
});

test('a table order says it went to the waiter and names the table, never a pickup', async () => {
  serve({ ...base, delivery_type: 'table', address: '', estimated_minutes: 0, delivery_fee: 0, total: 50, table: { id: 4, number: '4', status: 'received' } });
  await renderInShop(<OrderSuccessPage params={{ orderToken: base.token }} />, { path: `/order-success/${base.token}` });

  expect((await screen.findByText('The waiter has received your order.')).closest('[role]')).toHaveAttribute('role', 'status');
  expect(screen.getByText('Table 4:').parentElement).toHaveTextContent('Table 4: Casa Aurora Riverside, Splaiul Independenței 210');
  expect(screen.queryByText(/pickup|Pickup at|delivered/)).not.toBeInTheDocument();
});

describe('a table order opened by a browser seated at a table', () => {
  const TABLE_5 = { id: 3, number: '5', status: 'received' } as const;
  const tableOrder: PlacedOrder = { ...base, delivery_type: 'table', address: '', estimated_minutes: 0, delivery_fee: 0, total: 50, table: TABLE_5 };
  const TABLE_8_LINK = 'TaBlE8lInKaBcDeFgHiJkL';
  const TABLE_5_LINK = 'TaBlE5lInKaBcDeFgHiJkL';
  const opened = (table_number: string, store_id: number) => ({ table_id: 0, table_number, store_id, store_name: 'Riverside', takes_orders_now: true, closed_message: '', paid_off: false, paid_off_message: '', requests: [] });
  const seatAt = (table_id: number, table_number: string, table_link: string) => act(() => $cart.set({ ...emptyCart(), delivery_type: 'table', store_id: 2, table_id, table_number, table_link, table_seated_at: Date.now() }));
  afterEach(() => act(() => $cart.set(emptyCart())));

  test('at another table since: the state as stored, and no calls, which would reach that other table', async () => {
    seatAt(9, '8', TABLE_8_LINK);
    api = fakeApi((request) => {
      if (request.url.pathname === `/public/orders/${tableOrder.token}`) return { json: tableOrder };
      // Table 8 knows nothing of table 5's order.
      if (request.url.pathname === `/public/tables/${TABLE_8_LINK}`) return { json: opened('8', 2) };
      if (request.url.pathname.startsWith(`/public/tables/${TABLE_8_LINK}/orders/`)) return { status: 404, json: { statusCode: 404, error: 'Not Found', message: 'There is no order with this link at this table.' } };
      return undefined;
    });
    await renderInShop(<OrderSuccessPage params={{ orderToken: base.token }} />, { path: `/order-success/${base.token}` });

    expect((await screen.findByText('The waiter has received your order.')).closest('[role]')).toHaveAttribute('role', 'status');
    expect(screen.getByText('Table 5:')).toBeInTheDocument();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByRole('button', { name: 'Call the waiter' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ask for the bill' })).not.toBeInTheDocument();
    expect(api.requests.map((request) => request.url.pathname)).toEqual([`/public/orders/${tableOrder.token}`]);
  });

  test("at the order's own table: its state live, and the calls of that table", async () => {
    seatAt(3, '5', TABLE_5_LINK);
    api = fakeApi((request) => {
      if (request.url.pathname === `/public/orders/${tableOrder.token}`) return { json: { ...tableOrder, table: { ...TABLE_5, status: 'sent_to_waiter' } } };
      if (request.url.pathname === `/public/tables/${TABLE_5_LINK}`) return { json: opened('5', 2) };
      if (request.url.pathname === `/public/tables/${TABLE_5_LINK}/orders/${tableOrder.token}`) {
        return { json: { token: tableOrder.token, status: 'received', paid: false, payment_under_way: false, payment_method: 'cash-pickup', total: 50 } };
      }
      return undefined;
    });
    await renderInShop(<OrderSuccessPage params={{ orderToken: base.token }} />, { path: `/order-success/${base.token}` });

    expect(await screen.findByText('To pay: 50 lei, in cash to the waiter.')).toBeInTheDocument();
    expect(screen.getByText('The waiter has received your order.').closest('[role]')).toHaveAttribute('role', 'status');
    expect(await screen.findByRole('button', { name: 'Call the waiter' })).toBeInTheDocument();
  });
});

test('a malformed order link ends the loading with a translated message and a way back to the menu, asking the server nothing', async () => {
  api = fakeApi(() => ({ status: 400, json: { statusCode: 400, error: 'Bad Request', message: 'params/token must match pattern' } }));
  await renderInShop(<OrderSuccessPage params={{ orderToken: 'bogus' }} />, { path: '/order-success/bogus', language: 'es' });

  expect(await screen.findByRole('heading', { level: 1, name: 'No encontramos este pedido' })).toBeInTheDocument();
  expect(screen.queryByText('Cargando tu pedido…')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Volver al menú' })).toHaveAttribute('href', '/');
  expect(api.requests).toEqual([]);
});

test('an order that fails to load ends the loading with the error and a retry that loads it', async () => {
  let calls = 0;
  api = fakeApi((request) => {
    if (request.url.pathname !== `/public/orders/${base.token}`) return undefined;
    calls += 1;
    // Every try of the first load fails (the client retries a GET by itself); the reader's retry works.
    return calls <= 3 ? { status: 503, json: { statusCode: 503, error: 'Service Unavailable', message: 'down' } } : { json: base };
  });
  await renderInShop(<OrderSuccessPage params={{ orderToken: base.token }} />, { path: `/order-success/${base.token}` });

  expect(await screen.findByText('Your order could not be loaded.', {}, { timeout: 8000 })).toBeInTheDocument();
  expect(screen.queryByText('Loading your order…')).not.toBeInTheDocument();
  // A heading for the keyboard to land on, and a page title other than the shop's own (WCAG 2.4.2).
  expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
  expect($screenMetadata.get()).toEqual({ title: 'Something went wrong' });
  calls = 3;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeInTheDocument();
}, 15000);

test('an order paid online that reaches its success page no longer awaits payment', async () => {
  rememberAwaitingPayment({ token: base.token, payment_method: 'card' });
  serve({ ...base, payment_method: 'card', payment_due: false }, 'succeeded');
  await renderInShop(<OrderSuccessPage params={{ orderToken: base.token }} />, { path: `/order-success/${base.token}` });

  expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeInTheDocument();
  expect(awaitingPaymentRoute()).toBeNull();
});

test.each([
  ['en', 'Your order waits for payment', 'Your order is placed and waits for payment.', 'Pay for your order', 'Once your order is paid, we will send the confirmation to your e-mail.'],
  ['es', 'Tu pedido espera el pago', 'Tu pedido está hecho y espera el pago.', 'Pagar tu pedido', 'Cuando tu pedido esté pagado, te enviaremos la confirmación por correo electrónico.'],
  ['lt', 'Jūsų užsakymas laukia apmokėjimo', 'Jūsų užsakymas pateiktas ir laukia apmokėjimo.', 'Apmokėti užsakymą', 'Kai užsakymas bus apmokėtas, patvirtinimą atsiųsime el. paštu.'],
] as const)('in %s, a card order not paid yet (declined or never paid) says it waits for payment and links to paying it, not when it is ready nor that an e-mail went', async (language, title, waits, payOrder, emailLater) => {
  rememberAwaitingPayment({ token: base.token, payment_method: 'card' });
  serve({ ...base, payment_method: 'card', payment_due: true });
  await renderInShop(<OrderSuccessPage params={{ orderToken: base.token }} />, { path: `/order-success/${base.token}`, language });

  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  expect(screen.getByText(waits, { exact: false })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: payOrder })).toHaveAttribute('href', `/integrations/payment/${base.token}`);
  expect(screen.queryByText(/45 min/)).not.toBeInTheDocument();
  // The confirmation is held until the order is paid (README, GET /dev/outbox).
  expect(screen.getByText(emailLater)).toBeInTheDocument();
  expect(screen.queryByText(/We have sent|Te hemos enviado|išsiuntėme/)).not.toBeInTheDocument();
  // The summary is still there, and the emptied cart can still lead back to paying.
  expect(screen.getByText('1 × Margherita')).toBeInTheDocument();
  expect(awaitingPaymentRoute()).toBe(`/integrations/payment/${base.token}`);
});

test.each([
  ['en', 'If it is not paid by 14:56, it is cancelled and its bonus points and voucher are given back.'],
  ['es', 'Si no se paga antes de las 14:56, se cancela y se te devuelven los puntos de bonificación y el vale que usaba.'],
  ['lt', 'Jei iki 14:56 jis nebus apmokėtas, jis bus atšauktas, o jame panaudoti premijos taškai ir kuponas bus grąžinti.'],
  ['ro', 'Dacă nu este plătită până la 14:56, este anulată, iar punctele de fidelitate și voucherul folosite îți sunt returnate.'],
] as const)('in %s, an order still to pay says by when, on the shop\'s clock, or it is cancelled', async (language, payBy) => {
  // 12:56 UTC is 14:56 in Bucharest in winter.
  $settings.set(websiteSettingsFixture());
  serve({ ...base, payment_method: 'card', payment_due: true, payment_deadline: '2099-01-01T12:56:00.000Z' });
  try {
    await renderInShop(<OrderSuccessPage params={{ orderToken: base.token }} />, { path: `/order-success/${base.token}`, language });
    expect(await screen.findByText(payBy)).toBeInTheDocument();
  } finally {
    act(() => $settings.set(null));
  }
});

test("the time to pay by is on the order's store's clock, not the brand's", async () => {
  // The brand in GMT (spec §9 default), the order's store in Bucharest: 12:56 UTC is 14:56 there.
  const settings = websiteSettingsFixture({ stores: [aStore({ id: 2, time_zone: 'Europe/Bucharest' })] });
  $settings.set({ ...settings, localization: { ...settings.localization, time_zone: 'GMT' } });
  serve({ ...base, payment_method: 'card', payment_due: true, payment_deadline: '2099-01-01T12:56:00.000Z' });
  try {
    await renderInShop(<OrderSuccessPage params={{ orderToken: base.token }} />, { path: `/order-success/${base.token}` });
    expect(await screen.findByText(/If it is not paid by 14:56,/)).toBeInTheDocument();
  } finally {
    act(() => $settings.set(null));
  }
});

test('an order past its deadline, not yet cancelled, names no time to pay by', async () => {
  serve({ ...base, payment_method: 'card', payment_due: true, payment_deadline: '2020-01-01T12:56:00.000Z' });
  await renderInShop(<OrderSuccessPage params={{ orderToken: base.token }} />, { path: `/order-success/${base.token}` });
  expect(await screen.findByRole('heading', { level: 1, name: 'Your order waits for payment' })).toBeInTheDocument();
  expect(screen.queryByText(/If it is not paid by/)).not.toBeInTheDocument();
});

test('the time to pay by goes when it is reached, the page left open', async () => {
  serve({ ...base, payment_method: 'card', payment_due: true, payment_deadline: new Date(Date.now() + 1500).toISOString() });
  await renderInShop(<OrderSuccessPage params={{ orderToken: base.token }} />, { path: `/order-success/${base.token}` });
  expect(await screen.findByText(/If it is not paid by/)).toBeInTheDocument();
  await waitForElementToBeRemoved(() => screen.queryByText(/If it is not paid by/), { timeout: 4000 });
  expect(screen.getByRole('heading', { level: 1, name: 'Your order waits for payment' })).toBeInTheDocument();
});

test("a split group's order not paid yet sends its reader to the group order's screen, where the shares are paid", async () => {
  serve({ ...base, payment_method: 'card', payment_due: true, group_order_link: 'AbCdEfGhIjKlMnOpQrStUv' });
  await renderInShop(<OrderSuccessPage params={{ orderToken: base.token }} />, { path: `/order-success/${base.token}` });

  expect(await screen.findByText(/Everyone in this group order pays their own share, each on their group order screen\./)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Open the group order' })).toHaveAttribute('href', '/group-orders/AbCdEfGhIjKlMnOpQrStUv');
  // The whole is never paid: the API would refuse it.
  expect(screen.queryByRole('link', { name: 'Pay for your order' })).not.toBeInTheDocument();
});

test('a card order that is paid thanks the customer and says when it arrives, with nothing to pay', async () => {
  serve({ ...base, payment_method: 'card', payment_due: false }, 'succeeded');
  await renderInShop(<OrderSuccessPage params={{ orderToken: base.token }} />, { path: `/order-success/${base.token}` });

  expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeInTheDocument();
  expect(screen.getByText('Your order will be delivered in about 45 minutes.')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Pay for your order' })).not.toBeInTheDocument();
});

test('a card order confirmed paid without a payment of its own (none started) thanks the customer', async () => {
  serve({ ...base, payment_method: 'card', payment_due: false });
  await renderInShop(<OrderSuccessPage params={{ orderToken: base.token }} />, { path: `/order-success/${base.token}` });

  expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeInTheDocument();
  expect(screen.getByText('We have sent the confirmation to your e-mail.')).toBeInTheDocument();
});

test.each([
  ['en', 'error_checking', 'Your payment is not confirmed yet', 'The payment is not complete until it is confirmed, so please do not pay again.', 'Check your payment', 'Once your order is paid, we will send the confirmation to your e-mail.'],
  ['en', 'processing', 'Your payment is not confirmed yet', 'The payment is not complete until it is confirmed, so please do not pay again.', 'Check your payment', 'Once your order is paid, we will send the confirmation to your e-mail.'],
  ['es', 'error_checking', 'Tu pago aún no está confirmado', 'El pago no está completo hasta que se confirme, así que no vuelvas a pagar.', 'Comprobar el pago', 'Cuando tu pedido esté pagado, te enviaremos la confirmación por correo electrónico.'],
  ['lt', 'error_checking', 'Jūsų mokėjimas dar nepatvirtintas', 'Kol mokėjimas nepatvirtintas, jis nėra užbaigtas, todėl nemokėkite dar kartą.', 'Patikrinti mokėjimą', 'Kai užsakymas bus apmokėtas, patvirtinimą atsiųsime el. paštu.'],
] as const)('in %s, a pickup whose card payment is %s (not due, not paid) says the payment is not complete and leads to checking it, with no ready time nor e-mail sent', async (language, status, title, unconfirmed, checkPayment, emailLater) => {
  rememberAwaitingPayment({ token: base.token, payment_method: 'card' });
  serve({ ...base, delivery_type: 'pickup', pickup_type: 'at_counter', address: '', payment_method: 'card', payment_due: false }, status);
  await renderInShop(<OrderSuccessPage params={{ orderToken: base.token }} />, { path: `/order-success/${base.token}`, language });

  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  expect(screen.getByText(unconfirmed, { exact: false })).toBeInTheDocument();
  // The payment screen checks it again (or says it is processing); it offers no second payment.
  expect(screen.getByRole('link', { name: checkPayment })).toHaveAttribute('href', `/integrations/payment/${base.token}`);
  expect(screen.queryByText(/\b45\b/)).not.toBeInTheDocument();
  expect(screen.getByText(emailLater)).toBeInTheDocument();
  expect(screen.queryByText(/We have sent|Te hemos enviado|išsiuntėme/)).not.toBeInTheDocument();
  expect(awaitingPaymentRoute()).toBe(`/integrations/payment/${base.token}`);
});

describe('an order paid online and not paid in time, which the API cancelled', () => {
  const ABANDONED_MESSAGE = 'This order was not paid within 30 minutes, so it was cancelled and will not be prepared. Any bonus points or voucher it used are back in your account.';
  const abandoned: PlacedOrder = { ...base, delivery_type: 'pickup', pickup_type: 'by_car', address: '', payment_method: 'card', payment_due: false, abandoned: true, voucher_code: 'AURORA10', voucher_value: 5, loyalty_points: 10, total: 35 };

  // As the API answers: the order, and a 409 for every payment call of it.
  function serveAbandoned() {
    api = fakeApi((request) => {
      if (request.url.pathname === `/public/orders/${abandoned.token}`) return { json: abandoned };
      if (request.url.pathname.startsWith('/public/payments')) return { status: 409, json: { statusCode: 409, error: 'Conflict', message: ABANDONED_MESSAGE } };
      return undefined;
    });
  }

  test.each([
    ['en', 'Your order was cancelled', 'It was not paid in time, so it was cancelled. Nothing was charged, and any bonus points or voucher it used are back in your account.'],
    ['es', 'Tu pedido se ha cancelado', 'No se pagó a tiempo, así que se ha cancelado. No se ha cobrado nada, y los puntos de bonificación o el vale que usaba vuelven a estar en tu cuenta.'],
    ['lt', 'Jūsų užsakymas atšauktas', 'Jis nebuvo apmokėtas laiku, todėl buvo atšauktas. Nieko nenuskaičiuota, o jame panaudoti premijos taškai ar kuponas grąžinti į jūsų paskyrą.'],
    ['ro', 'Comanda ta a fost anulată', 'Nu a fost plătită la timp, așa că a fost anulată. Nu ți s-a debitat nimic, iar punctele de fidelitate sau voucherul folosite sunt din nou în contul tău.'],
  ] as const)('in %s, says it was cancelled, that nothing was charged and the points and voucher are back', async (language, title, cancelled) => {
    serveAbandoned();
    await renderInShop(<OrderSuccessPage params={{ orderToken: abandoned.token }} />, { path: `/order-success/${abandoned.token}`, language });

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(cancelled, { exact: false })).toBeInTheDocument();
  });

  // Closed with a payment its provider could not verify: the customer may have been charged.
  test.each([
    ['en', 'Your order was cancelled', 'We could not verify the payment, so the order was cancelled. If your bank shows a charge for it, contact Casa Aurora Riverside to have it refunded. Any bonus points or voucher it used are back in your account.'],
    ['es', 'Tu pedido se ha cancelado', 'No hemos podido verificar el pago, así que el pedido se ha cancelado. Si en tu banco aparece un cargo por este pedido, contacta con Casa Aurora Riverside para que te lo devuelvan. Los puntos de bonificación o el vale que usaba vuelven a estar en tu cuenta.'],
    ['lt', 'Jūsų užsakymas atšauktas', 'Nepavyko patikrinti mokėjimo, todėl užsakymas buvo atšauktas. Jei banko sąskaitoje matote, kad pinigai už šį užsakymą nuskaičiuoti, susisiekite su parduotuve (Casa Aurora Riverside): jie bus grąžinti. Jame panaudoti premijos taškai ar kuponas grąžinti į jūsų paskyrą.'],
    ['ro', 'Comanda ta a fost anulată', 'Nu am putut verifica plata, așa că comanda a fost anulată. Dacă în contul tău bancar apare o plată pentru această comandă, contactează Casa Aurora Riverside ca să primești banii înapoi. Punctele de fidelitate sau voucherul folosite sunt din nou în contul tău.'],
  ] as const)('in %s, its payment unverified, says so and whom to ask for a refund, never that nothing was charged', async (language, title, cancelled) => {
    api = fakeApi((request) => (request.url.pathname === `/public/orders/${abandoned.token}` ? { json: { ...abandoned, payment_unverified: true } } : undefined));
    await renderInShop(<OrderSuccessPage params={{ orderToken: abandoned.token }} />, { path: `/order-success/${abandoned.token}`, language });

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(cancelled)).toBeInTheDocument();
    expect(screen.queryByText(/Nothing was charged|No se ha cobrado nada|Nieko nenuskaičiuota|Nu ți s-a debitat nimic/)).not.toBeInTheDocument();
  });

  test("offers the account's Order again for this order's link, which puts the same food back in the emptied cart", async () => {
    const mounted: { remote: string; module: string; props: unknown }[] = [];
    provideRemoteLoader(async (remote, module) => ({
      default: ((props: object) => {
        mounted.push({ remote, module, props });
        return <p>{`${remote} ${module}`}</p>;
      }) as never,
    }));
    try {
      serveAbandoned();
      await renderInShop(<OrderSuccessPage params={{ orderToken: abandoned.token }} />, { path: `/order-success/${abandoned.token}` });

      expect(await screen.findByText('account ./OrderAgain')).toBeInTheDocument();
      expect(mounted.find((slot) => slot.module === './OrderAgain')?.props).toEqual({ orderToken: abandoned.token, orderedFor: abandoned.delivery_type });
    } finally {
      provideRemoteLoader(() => Promise.reject(new Error('No remotes in the other tests.')));
    }
  });

  test('offers no payment, no ready time, no car to wait at and no confirmation, and asks nothing of its payment', async () => {
    serveAbandoned();
    await renderInShop(<OrderSuccessPage params={{ orderToken: abandoned.token }} />, { path: `/order-success/${abandoned.token}` });

    expect(await screen.findByRole('heading', { level: 1, name: 'Your order was cancelled' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Pay for your order|Check your payment/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/45 min|ready for pickup|your car|Pickup at/)).not.toBeInTheDocument();
    expect(screen.queryByText(/We have sent|Once your order is paid/)).not.toBeInTheDocument();
    expect(screen.queryByText('Your order could not be loaded.')).not.toBeInTheDocument();
    // What was ordered stays readable, as the customer placed it.
    expect(screen.getByText('1 × Margherita')).toBeInTheDocument();
    expect(api.requests.map((request) => request.url.pathname)).toEqual([`/public/orders/${abandoned.token}`]);
  });

  test('is no longer remembered as awaiting payment: the emptied cart does not lead back to paying it', async () => {
    rememberAwaitingPayment({ token: abandoned.token, payment_method: 'card' });
    serveAbandoned();
    await renderInShop(<OrderSuccessPage params={{ orderToken: abandoned.token }} />, { path: `/order-success/${abandoned.token}` });

    expect(await screen.findByRole('heading', { level: 1, name: 'Your order was cancelled' })).toBeInTheDocument();
    expect(awaitingPaymentRoute()).toBeNull();
  });
});

describe('"Save this address to my account" ticked for the order', () => {
  const LIMIT = 'Saved addresses are limited to 20 per account. Delete one you no longer use, then save this one again.';
  const ADDRESSES_PATH = '/public/account/delivery-addresses';
  const cart = { ...emptyCart(), delivery_type: 'delivery' as const, address: base.address, address_line2: base.address_line2, geolocation: { lat: 44.43, lng: 26.1 } };

  // Earlier tests' notices (a failed load's) are not this saving's.
  beforeEach(() => $notifications.set([]));
  // The page is still mounted here (it follows both stores).
  afterEach(() =>
    act(() => {
      logOut();
      $addressNotSaved.set(null);
    }),
  );

  /** The order's page, shown; then the saving the checkout started ends, its address route answering `saving`. */
  async function saveAfterArrival(saving: () => { status?: number; json: unknown }) {
    api = fakeApi((request) => {
      if (request.url.pathname === `/public/orders/${base.token}`) return { json: base };
      if (request.url.pathname === ADDRESSES_PATH) return saving();
      return undefined;
    });
    logIn({ id: 3, token: 'tok', name: 'Ana', delivery_addresses: [] });
    $saveAddress.set(true);
    await renderInShop(<OrderSuccessPage params={{ orderToken: base.token }} />, { path: `/order-success/${base.token}` });
    await screen.findByRole('heading', { level: 1, name: 'Thank you for your order!' });
    await act(() => saveOrderAddressIfAsked(cart, { orderPage: base.token, t: i18n.getFixedT('en', CART_NAMESPACE) }));
  }

  test("refused (the account holds 20 already): the server's sentence, and the way to the saved addresses", async () => {
    await saveAfterArrival(() => ({ status: 422, json: { statusCode: 422, error: 'Unprocessable Entity', message: LIMIT } }));
    // Said by the page's live region, as it comes after the page.
    expect(screen.getAllByRole('status').find((region) => region.textContent?.includes(LIMIT))).toBeDefined();
    expect(screen.getByRole('link', { name: 'Your saved addresses' })).toHaveAttribute('href', '/account');
    // The order's page is as it was.
    expect(screen.getByText('Your order will be delivered in about 45 minutes.')).toBeInTheDocument();
    expect($notifications.get()).toEqual([]);
  });

  test('the network fails: the general sentence', async () => {
    await saveAfterArrival(() => {
      throw new TypeError('Failed to fetch');
    });
    expect(screen.getByText('Your order is placed, but this address could not be saved to your account. You can add it in your account later.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your saved addresses' })).toHaveAttribute('href', '/account');
    expect($notifications.get()).toEqual([]);
  });

  test('saved: nothing new is said', async () => {
    await saveAfterArrival(() => ({ json: { id: 41, address: base.address, address_line2: base.address_line2, name: '', instructions: '', lat: 44.43, lng: 26.1 } }));
    expect(api.requests.map((request) => request.url.pathname)).toContain(ADDRESSES_PATH);
    expect(screen.queryByRole('link', { name: 'Your saved addresses' })).not.toBeInTheDocument();
    expect(screen.queryByText(/could not be saved/)).not.toBeInTheDocument();
    expect($notifications.get()).toEqual([]);
  });
});
