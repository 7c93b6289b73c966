import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from 'shared-contracts/api/client';
import { setSettings } from 'shared-contracts/stores/settings';
import { fakeApi } from 'shared-contracts/test-support/fake-api';
import { aStore } from 'shared-contracts/test-support/website-settings';
import { someSettings } from '../test-support/checkout-fixtures';
import { renderInShop } from '../test-support/render-in-shop';
import type { TableBoard } from '../features/table/api/staff-calls';
import StaffTablesPage from './StaffTablesPage';
import { FakeEventSource } from 'shared-contracts/test-support/fake-event-source';

const BOARD: TableBoard = {
  store_id: 8, store_name: 'Riverside', requests: [], tables: [],
  orders: [{ id: 40, table_number: '5', name: 'Ana', total: 28, informations: '', created_at: '2026-11-25T10:00:00Z', status: 'received', paid: true, payment_method: 'card', lines: [] }],
};
/** The API of a store whose board is `board`, with nothing left to be paid today. */
function serveBoard(board: TableBoard) {
  return fakeApi((request) => {
    if (request.url.pathname === '/staff/table-board') return { json: board };
    if (request.url.pathname === '/staff/open-orders') return { json: { day: '2026-11-25', orders: [] } };
    return undefined;
  });
}

const OPEN = [
  { id: 41, delivery_type: 'pickup', table_number: null, name: 'Ion Pop', address: '', time: '18:00', created_at: '2026-11-25T09:00:00Z', payment_method: 'cash-pickup', total: 14 },
  { id: 42, delivery_type: 'table', table_number: '2', name: 'Mara', address: '', time: null, created_at: '2026-11-25T10:05:00Z', payment_method: 'pos-pickup', total: 32 },
];

beforeAll(() => configureApi({ apiUrl: 'http://api.test' }));
beforeEach(() => act(() => setSettings(someSettings())));
afterEach(() => sessionStorage.clear());

test("the staff see today's orders paid by hand and confirm one paid; it leaves the list", async () => {
  sessionStorage.setItem('staff_code', 'dev-staff-8');
  let open = OPEN;
  const api = fakeApi((request) => {
    if (request.url.pathname === '/staff/table-board') return { json: BOARD };
    if (request.url.pathname === '/staff/open-orders') return { json: { day: '2026-11-25', orders: open } };
    if (request.method === 'POST' && request.url.pathname === '/staff/orders/41/paid') {
      open = OPEN.filter((order) => order.id !== 41);
      return { json: { ok: true, already_paid: false } };
    }
    return undefined;
  });
  try {
    await renderInShop(<StaffTablesPage params={{}} />, { path: '/staff/tables' });

    const section = await screen.findByRole('region', { name: 'Orders to be paid today' });
    const orders = within(section).getAllByRole('listitem');
    expect(orders.map((order) => order.textContent)).toEqual([
      expect.stringMatching(/^Order 41 · Pickup · Ion Pop · at 18:00 · cash · 14 lei/),
      expect.stringMatching(/^Order 42 · Table 2 · Mara · as soon as possible · card on the terminal · 32 lei/),
    ]);
    // A table order paid online says so on the board.
    expect(within(screen.getByRole('region', { name: 'Orders' })).getByText('Paid')).toBeInTheDocument();

    await userEvent.click(within(orders[0]!).getByRole('button', { name: 'Paid' }));
    expect(await screen.findByText('Order 41 is paid.')).toBeInTheDocument();
    const paid = api.requests.find((request) => request.method === 'POST');
    expect(paid?.url.pathname).toBe('/staff/orders/41/paid');
    expect(paid?.headers.get('x-staff-code')).toBe('dev-staff-8');
    expect(within(section).getAllByRole('listitem')).toHaveLength(1);
    expect(within(section).queryByText(/Ion Pop/)).not.toBeInTheDocument();
  } finally {
    api.restore();
  }
});

test('a refused confirmation shows the server message', async () => {
  sessionStorage.setItem('staff_code', 'dev-staff-8');
  const api = fakeApi((request) => {
    if (request.url.pathname === '/staff/table-board') return { json: BOARD };
    if (request.url.pathname === '/staff/open-orders') return { json: { day: '2026-11-25', orders: OPEN } };
    if (request.method === 'POST') return { status: 404, json: { statusCode: 404, error: 'Not Found', message: 'This store has no order with this number.' } };
    return undefined;
  });
  try {
    await renderInShop(<StaffTablesPage params={{}} />, { path: '/staff/tables' });
    const section = await screen.findByRole('region', { name: 'Orders to be paid today' });
    await userEvent.click(within(within(section).getAllByRole('listitem')[1]!).getByRole('button', { name: 'Paid' }));
    expect(await screen.findByText('This store has no order with this number.')).toBeInTheDocument();
    expect(screen.queryByText(/is paid\./)).not.toBeInTheDocument();
  } finally {
    api.restore();
  }
});

test("the board's times are on its store's clock, not the brand's", async () => {
  sessionStorage.setItem('staff_code', 'dev-staff-8');
  // A brand in Bucharest (10:00 UTC is 12:00 there) with a store in Mexico City (04:00 there).
  act(() => setSettings(someSettings({ stores: [aStore({ id: 8, name: 'Riverside', time_zone: 'America/Mexico_City' })] })));
  const board: TableBoard = { ...BOARD, requests: [{ id: 3, table_number: '5', kind: 'bill', created_at: '2026-11-25T10:00:00Z' }] };
  const api = serveBoard(board);
  try {
    await renderInShop(<StaffTablesPage params={{}} />, { path: '/staff/tables' });
    const orders = await screen.findByRole('region', { name: 'Orders' });
    expect(within(orders).getByText(/Ana/)).toHaveTextContent('Wednesday, 25 November 2026 at 04:00');
    expect(within(screen.getByRole('region', { name: /Calls/ })).getByText(/Table 5/).closest('li')).toHaveTextContent('Wednesday, 25 November 2026 at 04:00');
    expect(screen.queryByText(/at 12:00/)).not.toBeInTheDocument();
  } finally {
    api.restore();
  }
});

test('a table order on the board lists each line with its size and options, as the customer chose them', async () => {
  sessionStorage.setItem('staff_code', 'dev-staff-8');
  const line = { name: 'Margherita', size_name: '40 cm', quantity: 2, options: [{ name: 'Extra mozzarella', quantity: 1 }, { name: 'Olives', quantity: 2 }] };
  const board: TableBoard = { ...BOARD, orders: [{ ...BOARD.orders[0]!, lines: [line, { name: 'Lemonade', size_name: null, quantity: 1, options: [] }] }] };
  const api = serveBoard(board);
  try {
    await renderInShop(<StaffTablesPage params={{}} />, { path: '/staff/tables' });
    const orders = await screen.findByRole('region', { name: 'Orders' });
    const lines = await within(orders).findAllByRole('listitem');
    const texts = lines.map((item) => item.textContent);
    expect(texts).toContain('2 × MargheritaSize: 40 cmExtra mozzarella, 2 × Olives');
    expect(texts).toContain('1 × Lemonade');
  } finally {
    api.restore();
  }
});

test('an order to be paid online that is not paid yet is marked on the board; paid ones and ones paid by hand are not', async () => {
  sessionStorage.setItem('staff_code', 'dev-staff-8');
  const order = BOARD.orders[0]!;
  const board: TableBoard = {
    ...BOARD,
    orders: [
      { ...order, id: 50, table_number: '1', name: 'Card Unpaid', status: 'sent_to_waiter', paid: false, payment_method: 'card' },
      { ...order, id: 51, table_number: '2', name: 'PayPal Unpaid', status: 'sent_to_waiter', paid: false, payment_method: 'paypal' },
      { ...order, id: 52, table_number: '3', name: 'Card Paid', paid: true, payment_method: 'card' },
      { ...order, id: 53, table_number: '4', name: 'Cash Unpaid', paid: false, payment_method: 'cash-pickup' },
    ],
  };
  const api = serveBoard(board);
  try {
    await renderInShop(<StaffTablesPage params={{}} />, { path: '/staff/tables' });
    const orders = await screen.findByRole('region', { name: 'Orders' });
    const item = (name: string) => within(orders).getAllByRole('listitem').find((li) => li.textContent?.includes(name))!;
    await within(orders).findByText(/Card Unpaid/);
    expect(within(item('Card Unpaid')).getByText('Awaiting online payment')).toBeInTheDocument();
    expect(within(item('PayPal Unpaid')).getByText('Awaiting online payment')).toBeInTheDocument();
    expect(within(item('Card Paid')).queryByText('Awaiting online payment')).not.toBeInTheDocument();
    expect(within(item('Cash Unpaid')).queryByText('Awaiting online payment')).not.toBeInTheDocument();
  } finally {
    api.restore();
  }
});

test('a table order to be paid online that never was is paid here instead, its online payment cancelled first; a refusal changes nothing', async () => {
  sessionStorage.setItem('staff_code', 'dev-staff-8');
  const order = BOARD.orders[0]!;
  let board: TableBoard = {
    ...BOARD,
    orders: [
      { ...order, id: 50, table_number: '1', name: 'Card Unpaid', status: 'sent_to_waiter', paid: false, payment_method: 'card' },
      { ...order, id: 51, table_number: '2', name: 'PayPal Unpaid', status: 'sent_to_waiter', paid: false, payment_method: 'paypal' },
      { ...order, id: 52, table_number: '3', name: 'Card Paid', paid: true, payment_method: 'card' },
      { ...order, id: 53, table_number: '4', name: 'Cash Unpaid', paid: false, payment_method: 'cash-pickup' },
    ],
  };
  const PAID_ONLINE = 'Order 51 was paid online meanwhile: take no money for it here.';
  const api = fakeApi((request) => {
    if (request.url.pathname === '/staff/table-board') return { json: board };
    if (request.url.pathname === '/staff/open-orders') return { json: { day: '2026-11-25', orders: [] } };
    if (request.method === 'POST' && request.url.pathname === '/staff/orders/50/paid') {
      board = { ...board, orders: board.orders.map((each) => (each.id === 50 ? { ...each, paid: true, payment_method: 'pos-pickup' as const } : each)) };
      return { json: { ok: true, already_paid: false } };
    }
    if (request.method === 'POST' && request.url.pathname === '/staff/orders/51/paid') return { status: 409, json: { statusCode: 409, error: 'Conflict', message: PAID_ONLINE } };
    return undefined;
  });
  try {
    await renderInShop(<StaffTablesPage params={{}} />, { path: '/staff/tables' });
    const orders = await screen.findByRole('region', { name: 'Orders' });
    await within(orders).findByText(/Card Unpaid/);
    const item = (name: string) => within(orders).getAllByRole('listitem').find((li) => li.textContent?.includes(name))!;
    const HINT = 'Paid here instead? The online payment is cancelled first, so the guest cannot also pay online.';
    // Only the orders still awaiting their online payment offer it, and say what it does.
    const instead = within(item('Card Unpaid')).getByRole('group', { name: HINT });
    const card = within(instead).getByRole('button', { name: 'Paid by card here: cancel online payment' });
    expect(card).toHaveAccessibleDescription(HINT);
    expect(within(instead).getByRole('button', { name: 'Paid in cash: cancel online payment' })).toBeInTheDocument();
    expect(within(item('PayPal Unpaid')).getByRole('group', { name: HINT })).toBeInTheDocument();
    expect(within(item('Card Paid')).queryByRole('group')).not.toBeInTheDocument();
    expect(within(item('Cash Unpaid')).queryByRole('group')).not.toBeInTheDocument();

    await userEvent.click(card);
    expect(await within(orders).findByText('Table 1: online payment cancelled, order paid.')).toBeInTheDocument();
    const paid = api.requests.find((request) => request.method === 'POST');
    expect(paid?.url.pathname).toBe('/staff/orders/50/paid');
    expect(paid?.body).toEqual({ payment_method: 'pos-pickup' });
    await waitFor(() => expect(within(item('Card Unpaid')).queryByRole('group')).not.toBeInTheDocument());
    expect(within(item('Card Unpaid')).getByText('Paid')).toBeInTheDocument();

    // Paid online meanwhile: the server's words, and the order stays as it was.
    await userEvent.click(within(item('PayPal Unpaid')).getByRole('button', { name: 'Paid in cash: cancel online payment' }));
    expect(await within(orders).findByText(PAID_ONLINE)).toBeInTheDocument();
    expect(api.requests.filter((request) => request.method === 'POST').at(-1)?.body).toEqual({ payment_method: 'cash-pickup' });
    expect(within(orders).queryByText(/order paid\./)).not.toBeInTheDocument();
    expect(within(item('PayPal Unpaid')).getByText('Awaiting online payment')).toBeInTheDocument();
  } finally {
    api.restore();
  }
});

test("a wrong staff code shows the server's reason; the code is typed into the shop's own field", async () => {
  const api = fakeApi((request) =>
    request.url.pathname === '/staff/table-board' || request.url.pathname === '/staff/open-orders'
      ? { status: 401, json: { statusCode: 401, error: 'Unauthorized', message: 'This staff code is not valid for this store.' } }
      : undefined,
  );
  try {
    await renderInShop(<StaffTablesPage params={{}} />, { path: '/staff/tables' });
    const code = await screen.findByLabelText(/Staff code of the store/);
    expect(code).toHaveClass('ui-field__control');
    await userEvent.type(code, 'guessed-code');
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText('This staff code is not valid for this store.')).toBeInTheDocument();
    expect(api.requests.find((request) => request.url.pathname === '/staff/table-board')?.headers.get('x-staff-code')).toBe('guessed-code');
  } finally {
    api.restore();
  }
});


test('a board reload that fails keeps the board on screen and says it could not refresh; only a refused code asks to sign in again', async () => {
  const REFRESH_FAILED = 'Could not refresh this page: what you see may be out of date.';
  const original = globalThis.EventSource;
  FakeEventSource.opened = [];
  globalThis.EventSource = FakeEventSource as unknown as typeof EventSource;
  sessionStorage.setItem('staff_code', 'dev-staff-8');
  /** How the board answers now: the board, no connection, or a status of the API. */
  let reading: 'board' | 'offline' | number = 'board';
  let board = BOARD;
  const api = fakeApi((request) => {
    if (request.url.pathname === '/staff/event-ticket') return { json: { ticket: 'ticket-1' } };
    if (request.url.pathname !== '/staff/table-board' && request.url.pathname !== '/staff/open-orders') return undefined;
    if (reading === 'offline') throw new TypeError('Failed to fetch');
    if (typeof reading === 'number') {
      const message = reading === 401 ? 'This staff code is not valid for this store.' : 'Too many requests: please wait a minute.';
      return { status: reading, json: { statusCode: reading, error: 'Refused', message } };
    }
    return request.url.pathname === '/staff/table-board' ? { json: board } : { json: { day: '2026-11-25', orders: [] } };
  });
  const boardChanged = () => act(() => FakeEventSource.opened.forEach((source) => source.emit('changed')));
  try {
    await renderInShop(<StaffTablesPage params={{}} />, { path: '/staff/tables' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Table orders: Riverside' })).toBeInTheDocument();
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));

    // Several devices behind one address reach the board's reads a minute; or the connection drops.
    for (const failure of [429, 'offline'] as const) {
      reading = failure;
      boardChanged();
      expect(await screen.findByText(REFRESH_FAILED, {}, { timeout: 4000 })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'Table orders: Riverside' })).toBeInTheDocument();
      expect(within(screen.getByRole('region', { name: 'Orders' })).getByText(/Ana/)).toBeInTheDocument();
      expect(screen.queryByLabelText(/Staff code of the store/)).not.toBeInTheDocument();
    }

    // Back again: the next change reads the board as it now is.
    reading = 'board';
    board = { ...BOARD, orders: [{ ...BOARD.orders[0]!, name: 'Mara' }] };
    boardChanged();
    expect(await within(screen.getByRole('region', { name: 'Orders' })).findByText(/Mara/)).toBeInTheDocument();
    expect(screen.queryByText(REFRESH_FAILED)).not.toBeInTheDocument();

    // The code was changed meanwhile: that, and only that, asks for it again.
    reading = 401;
    boardChanged();
    expect(await screen.findByText('This staff code is not valid for this store.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Staff code of the store/)).toBeInTheDocument();
  } finally {
    api.restore();
    globalThis.EventSource = original;
  }
}, 15_000);
