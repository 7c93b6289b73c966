import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from 'shared-contracts/api/client';
import { $cart } from 'shared-contracts/stores/cart';
import { $notifications, noticeText } from 'shared-contracts/stores/notifications';
import { setSettings } from 'shared-contracts/stores/settings';
import { emptyCart } from 'shared-contracts/types/cart';
import { fakeApi, type Route } from 'shared-contracts/test-support/fake-api';
import { cartProduct } from '../test-support/cart-product';
import { someSettings } from '../test-support/checkout-fixtures';
import { renderInShop } from '../test-support/render-in-shop';
import { rememberTableOrder } from '../features/table/table-orders';
import TablePage from './TablePage';
import { FakeEventSource } from 'shared-contracts/test-support/fake-event-source';

const LINK = 'AbCdEfGhIjKlMnOpQrStUv';
const TABLE = { table_id: 3, table_number: '5', store_id: 8, store_name: 'Riverside', takes_orders_now: true, closed_message: '', paid_off: false, paid_off_message: '', requests: [] };
const CARD_ORDER = 'tok_card_abcdefghijklmnopqrstuvwx';
const CASH_ORDER = 'tok_cash_abcdefghijklmnopqrstuvwx';

let api: ReturnType<typeof fakeApi>;
/** Table 5 at Riverside (8), where lemonade (24) costs 15; `more` answers the rest. */
function answer(more: Route = () => undefined) {
  api = fakeApi((request) => {
    if (request.url.pathname === `/public/tables/${LINK}`) return { json: TABLE };
    if (request.url.pathname === '/public/products') {
      return { json: [{ id: 24, name: 'Lemonade', price: 15, pack_price: null, sizes: [], option_groups: [], categories: [{ id: 5 }] }] };
    }
    return more(request);
  });
}

/** Something changed at the table: every screen following it reads it again. */
const tableChanged = () => act(() => FakeEventSource.opened.forEach((source) => source.emit('changed')));

beforeAll(() => configureApi({ apiUrl: 'http://api.test' }));
beforeEach(() => {
  localStorage.clear();
  act(() => {
    setSettings(someSettings());
    $notifications.set([]);
  });
});
afterEach(() => {
  api.restore();
  act(() => $cart.set(emptyCart()));
});

test("scanning a table at another store seats the cart there and re-reads its prices, with the spec §8 notice", async () => {
  act(() => $cart.set({ ...emptyCart(), store_id: 7, payment_method: 'cash-pickup', products: [cartProduct({ id: 24, name: 'Lemonade', price: 14 })] }));
  answer();
  await renderInShop(<TablePage params={{ link: LINK }} />, { path: `/table/${LINK}` });

  expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to table 5' })).toBeInTheDocument();
  await waitFor(() => expect($cart.get().products[0]?.price).toBe(15));
  expect($cart.get()).toMatchObject({ delivery_type: 'table', store_id: 8, table_id: 3, table_number: '5', table_link: LINK, payment_method: null });
  expect(api.requests.find((request) => request.url.pathname === '/public/products')?.url.searchParams.get('store_id')).toBe('8');
  expect($notifications.get().at(-1)).toMatchObject({ kind: 'warning', html: true });
  expect(noticeText($notifications.get().at(-1) ?? { message: '' })).toContain('<li>Lemonade: <s>14 lei</s> → 15 lei</li>');
});

test('scanning the code again seats the cart anew, so the visit starts again', async () => {
  // Seated at this table two days ago: the visit was over.
  const twoDaysAgo = Date.now() - 2 * 24 * 60 * 60 * 1000;
  act(() => $cart.set({ ...emptyCart(), delivery_type: 'table', store_id: 8, table_id: 3, table_number: '5', table_link: LINK, table_seated_at: twoDaysAgo }));
  const scanned = Date.now();
  answer();
  await renderInShop(<TablePage params={{ link: LINK }} />, { path: `/table/${LINK}` });

  expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to table 5' })).toBeInTheDocument();
  await waitFor(() => expect($cart.get().table_seated_at).toBeGreaterThanOrEqual(scanned));
  expect($cart.get()).toMatchObject({ delivery_type: 'table', table_link: LINK });
});

test('asking for the bill offers to pay an unpaid card order online, and says a cash one is paid to the waiter', async () => {
  rememberTableOrder(TABLE.table_id, CARD_ORDER);
  rememberTableOrder(TABLE.table_id, CASH_ORDER);
  let billCalls = 0;
  answer((request) => {
    if (request.url.pathname === `/public/tables/${LINK}/requests`) {
      billCalls += 1;
      return billCalls === 1
        ? { status: 201, json: { id: 9, kind: 'bill', created_at: '2026-11-25T10:00:00Z', acknowledged: false } }
        : { status: 429, json: { statusCode: 429, error: 'Too Many Requests', message: 'The bill has been asked for. You can ask again in a minute.' } };
    }
    if (request.url.pathname === `/public/tables/${LINK}/orders/${CARD_ORDER}`) return { json: { token: CARD_ORDER, status: 'received', paid: false, payment_method: 'card', total: 28 } };
    if (request.url.pathname === `/public/tables/${LINK}/orders/${CASH_ORDER}`) return { json: { token: CASH_ORDER, status: 'received', paid: false, payment_method: 'cash-pickup', total: 14 } };
    return undefined;
  });
  await renderInShop(<TablePage params={{ link: LINK }} />, { path: `/table/${LINK}` });

  await userEvent.click(await screen.findByRole('button', { name: 'Ask for the bill' }));
  const pay = await screen.findByRole('link', { name: 'Pay 28 lei now' });
  expect(screen.getByText(/Not paid yet: 28 lei\./)).toBeInTheDocument();
  expect(screen.getByText('To pay: 14 lei, in cash to the waiter.')).toBeInTheDocument();

  // Asked again within the minute: refused, and the way to pay stays.
  await userEvent.click(screen.getByRole('button', { name: 'Ask for the bill' }));
  expect(await screen.findByText('The bill has been asked for. You can ask again in a minute.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Pay 28 lei now' })).toBeInTheDocument();

  await userEvent.click(pay);
  expect(screen.getByTestId('current-path')).toHaveTextContent(`/integrations/payment/${CARD_ORDER}`);
});

test("asking for the bill when this phone's orders are all paid says so, of its own orders only: another guest's may be unpaid", async () => {
  rememberTableOrder(TABLE.table_id, CARD_ORDER);
  answer((request) => {
    if (request.url.pathname === `/public/tables/${LINK}/requests`) return { status: 201, json: { id: 9, kind: 'bill', created_at: '2026-11-25T10:00:00Z', acknowledged: false } };
    if (request.url.pathname === `/public/tables/${LINK}/orders/${CARD_ORDER}`) return { json: { token: CARD_ORDER, status: 'received', paid: true, payment_method: 'card', total: 28 } };
    return undefined;
  });
  await renderInShop(<TablePage params={{ link: LINK }} />, { path: `/table/${LINK}` });

  await userEvent.click(await screen.findByRole('button', { name: 'Ask for the bill' }));
  const calls = screen.getByRole('region', { name: 'Need something?' });
  expect(await within(calls).findByText('Your orders are paid. Thank you!')).toBeInTheDocument();
  expect(within(calls).queryByRole('link')).not.toBeInTheDocument();
});

test('a malformed table code says the code does not work, in the shop language, without asking the server or opening its event stream', async () => {
  const streams: string[] = [];
  const original = globalThis.EventSource;
  // The event stream is the network boundary: record what would be opened.
  globalThis.EventSource = class {
    constructor(url: string) {
      streams.push(url);
    }
    addEventListener() {}
    close() {}
  } as unknown as typeof EventSource;
  try {
    answer((request) =>
      request.url.pathname.startsWith('/public/tables/')
        ? { status: 400, json: { statusCode: 400, error: 'Bad Request', message: 'Path parameter "link" must match pattern "^[A-Za-z0-9_-]{16,64}$".' } }
        : undefined,
    );
    await renderInShop(<TablePage params={{ link: 'bogus' }} />, { path: '/table/bogus' });

    expect(await screen.findByRole('heading', { level: 1, name: 'This table code does not work' })).toBeInTheDocument();
    expect(screen.getByText('This table code is no longer valid. Please ask the staff for the current one.')).toBeInTheDocument();
    expect(screen.queryByText(/Path parameter/)).not.toBeInTheDocument();
    expect(api.requests.filter((request) => request.url.pathname.startsWith('/public/tables/'))).toEqual([]);
    expect(streams).toEqual([]);
  } finally {
    globalThis.EventSource = original;
  }
});

test("an unknown table code shows the shop's own translated sentence", async () => {
  answer();
  api.restore();
  api = fakeApi((request) =>
    request.url.pathname.startsWith('/public/tables/') ? { status: 404, json: { statusCode: 404, error: 'Not Found', message: 'Table not found (developer text)' } } : undefined,
  );
  await renderInShop(<TablePage params={{ link: LINK }} />, { path: `/table/${LINK}` });

  expect(await screen.findByText('This table code is no longer valid. Please ask the staff for the current one.')).toBeInTheDocument();
  // Let the refused answer be read to its end: its sentence must not replace the shop's.
  for (let turn = 0; turn < 5; turn += 1) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(screen.getByText('This table code is no longer valid. Please ask the staff for the current one.')).toBeInTheDocument();
  expect(screen.queryByText(/developer text/)).not.toBeInTheDocument();
});

test.each([
  ['en', 'Your cart is still for table 4: an order from it would be sent there.', 'Leave table 4', 'Your cart is no longer for table 4.'],
  ['lt', 'Jūsų krepšelis vis dar skirtas 4 staliukui: iš jo pateiktas užsakymas būtų nusiųstas ten.', 'Atsieti nuo 4 staliuko', 'Jūsų krepšelis nebeskirtas 4 staliukui.'],
] as const)('in %s, a code no longer valid names the table the cart is still at, from earlier in the visit, and leaves it', async (language, still, leave, left) => {
  // Seated at table 4 at lunch; at dinner a replaced code at another table.
  const lunch = Date.now() - 5 * 60 * 60 * 1000;
  const products = [cartProduct({ id: 24, name: 'Lemonade', price: 15 })];
  act(() => $cart.set({ ...emptyCart(), delivery_type: 'table', store_id: 8, table_id: 2, table_number: '4', table_link: 'TaBlE4lInKaBcDeFgHiJkL', table_seated_at: lunch, payment_method: 'cash-pickup', products }));
  api = fakeApi((request) => (request.url.pathname.startsWith('/public/tables/') ? { status: 404, json: { statusCode: 404, error: 'Not Found', message: 'Not found' } } : undefined));
  await renderInShop(<TablePage params={{ link: LINK }} />, { path: `/table/${LINK}`, language });

  expect(await screen.findByText(still)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: leave }));
  expect($cart.get()).toMatchObject({ delivery_type: 'pickup', table_id: null, table_number: null, table_link: null, products });
  expect(screen.getByText(left)).toHaveFocus();
  expect(screen.queryByText(still)).not.toBeInTheDocument();
});

test('a code no longer valid says nothing of a table when the cart is at none', async () => {
  api = fakeApi((request) => (request.url.pathname.startsWith('/public/tables/') ? { status: 404, json: { statusCode: 404, error: 'Not Found', message: 'Not found' } } : undefined));
  await renderInShop(<TablePage params={{ link: LINK }} />, { path: `/table/${LINK}` });

  expect(await screen.findByRole('heading', { level: 1, name: 'This table code does not work' })).toBeInTheDocument();
  expect(screen.queryByText(/Your cart is still for table/)).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Leave table/ })).not.toBeInTheDocument();
});

test('a table whose store takes no orders now says so on opening, in the words the order would be refused with', async () => {
  api = fakeApi((request) =>
    request.url.pathname === `/public/tables/${LINK}`
      ? { json: { ...TABLE, takes_orders_now: false, closed_message: 'Riverside is not taking orders at the tables now.' } }
      : request.url.pathname === '/public/products' ? { json: [] } : undefined,
  );
  await renderInShop(<TablePage params={{ link: LINK }} />, { path: `/table/${LINK}` });

  expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to table 5' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Riverside is not taking orders at the tables now.');
  // Not told to send an order that would be refused.
  expect(screen.queryByText(/send your order to the waiter/)).not.toBeInTheDocument();
});

test('a table whose orders are all paid does not offer the bill, and says why in its place, in the shop\'s language', async () => {
  const PAID_OFF = 'Ahora no hay nada que pagar en esta mesa: no hay cuenta que traer. Llama al camarero si necesitas algo.';
  api = fakeApi((request) => (request.url.pathname === `/public/tables/${LINK}` ? { json: { ...TABLE, paid_off: true, paid_off_message: PAID_OFF } } : undefined));
  await renderInShop(<TablePage params={{ link: LINK }} />, { path: `/table/${LINK}`, language: 'es' });

  expect(await screen.findByText(PAID_OFF)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Pedir la cuenta' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Llamar al camarero' })).toBeInTheDocument();
});

test("a group order's participant who scans a table keeps the group's cart, and is sent to the group order", async () => {
  const GROUP = 'GrOuPlInKaBcDeFgHiJkLm';
  act(() => $cart.set({ ...emptyCart(), store_id: 7, delivery_type: 'delivery', group_order: true, order_token: GROUP, participant_token: 'p'.repeat(43) }));
  answer();
  await renderInShop(<TablePage params={{ link: LINK }} />, { path: `/table/${LINK}` });

  expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to table 5' })).toBeInTheDocument();
  expect(screen.getByText(/You are in a group order, so your cart cannot also be this table's order\./)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to the group order' })).toHaveAttribute('href', `/group-orders/${GROUP}`);
  expect(screen.queryByRole('link', { name: 'See the menu' })).not.toBeInTheDocument();
  // The waiter can still be called from the table.
  expect(screen.getByRole('button', { name: 'Call the waiter' })).toBeInTheDocument();
  expect($cart.get()).toMatchObject({ delivery_type: 'delivery', table_id: null, store_id: 7, group_order: true });

  // Once out of the group order, the cart is seated at the table.
  act(() => $cart.set({ ...$cart.get(), group_order: false, order_token: null, participant_token: null }));
  await waitFor(() => expect($cart.get()).toMatchObject({ delivery_type: 'table', table_id: 3, store_id: 8 }));
  expect(screen.getByRole('link', { name: 'See the menu' })).toBeInTheDocument();
});

describe('when the table cannot be read', () => {
  const REFRESH_FAILED = 'Could not refresh this page: what you see may be out of date.';
  const original = globalThis.EventSource;
  /** How the table's address answers now: the table, no connection, or a status of the API. */
  let reading: 'table' | 'offline' | number;
  let table = TABLE;
  beforeEach(() => {
    FakeEventSource.opened = [];
    globalThis.EventSource = FakeEventSource as unknown as typeof EventSource;
    reading = 'table';
    table = TABLE;
    api = fakeApi((request) => {
      if (request.url.pathname !== `/public/tables/${LINK}`) return request.url.pathname === '/public/products' ? { json: [] } : undefined;
      if (reading === 'offline') throw new TypeError('Failed to fetch');
      return reading === 'table' ? { json: table } : { status: reading, json: { statusCode: reading, error: 'Failed', message: 'Failed' } };
    });
  });
  afterEach(() => {
    globalThis.EventSource = original;
  });

  test('a re-read that fails keeps the table and its calls on screen, says it could not refresh, and the next change reads it again', async () => {
    await renderInShop(<TablePage params={{ link: LINK }} />, { path: `/table/${LINK}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to table 5' })).toBeInTheDocument();

    // A lost connection, then a server that is down for a moment: neither says anything of the code.
    for (const failure of ['offline', 503] as const) {
      reading = failure;
      tableChanged();
      expect(await screen.findByText(REFRESH_FAILED, {}, { timeout: 4000 })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'Welcome to table 5' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Call the waiter' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Ask for the bill' })).toBeInTheDocument();
      expect(screen.queryByText('This table code is no longer valid. Please ask the staff for the current one.')).not.toBeInTheDocument();
    }

    // Back again: the next change reads the table, as it now is.
    reading = 'table';
    table = { ...TABLE, requests: [{ id: 9, kind: 'waiter', created_at: '2026-11-25T10:00:00Z', acknowledged: true }] } as typeof TABLE;
    tableChanged();
    expect(await screen.findByText('The waiter is on the way.')).toBeInTheDocument();
    expect(screen.queryByText(REFRESH_FAILED)).not.toBeInTheDocument();

    // Only the API saying there is no such table makes the code invalid.
    reading = 404;
    tableChanged();
    expect(await screen.findByRole('heading', { level: 1, name: 'This table code does not work' })).toBeInTheDocument();
  }, 15_000);

  test('a first read that fails says the table could not be opened, not that the code is invalid, and can be tried again', async () => {
    reading = 500;
    await renderInShop(<TablePage params={{ link: LINK }} />, { path: `/table/${LINK}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'This table could not be opened' }, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.queryByText('This table code is no longer valid. Please ask the staff for the current one.')).not.toBeInTheDocument();

    reading = 'table';
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to table 5' })).toBeInTheDocument();
    expect($cart.get()).toMatchObject({ delivery_type: 'table', table_link: LINK });
  }, 15_000);
});
