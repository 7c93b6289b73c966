import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from 'shared-contracts/api/client';
import { $language } from 'shared-contracts/stores/language';
import { setSettings } from 'shared-contracts/stores/settings';
import { fakeApi, type RecordedRequest } from 'shared-contracts/test-support/fake-api';
import StaffTablesPage from '../../../exposes/StaffTablesPage';
import { someSettings } from '../../../test-support/checkout-fixtures';
import { renderInShop } from '../../../test-support/render-in-shop';
import type { TableBoard } from '../api/staff-calls';

/** The staff board as a keyboard and screen-reader user meets it: sign-in, acting on items, and the board's language. */

type Order = TableBoard['orders'][number];
const order = (id: number, table: string): Order => ({
  id, table_number: table, name: `Guest ${id}`, total: 20, informations: '', created_at: '2026-11-25T10:00:00Z', status: 'sent_to_waiter', paid: false, payment_method: 'cash-pickup', lines: [],
});
const call = (id: number, table: string): TableBoard['requests'][number] => ({ id, table_number: table, kind: 'waiter', created_at: '2026-11-25T10:00:00Z' });
const EMPTY: TableBoard = { store_id: 8, store_name: 'Riverside', orders: [], requests: [], tables: [] };

/** A store's API whose board changes as the staff act on it; a code other than dev-staff-8 is refused. */
function serve(start: TableBoard) {
  let board = start;
  return fakeApi((request: RecordedRequest) => {
    if (request.headers.get('x-staff-code') !== 'dev-staff-8') return { status: 401, json: { statusCode: 401, error: 'Unauthorized', message: 'This staff code is not valid for this store.' } };
    const path = request.url.pathname;
    if (path === '/staff/table-board') return { json: board };
    if (path === '/staff/open-orders') return { json: { day: '2026-11-25', orders: [] } };
    const acknowledged = /^\/staff\/table-requests\/(\d+)\/acknowledged$/.exec(path);
    if (acknowledged) {
      // As the API answers a call answered already.
      if (!board.requests.some((each) => each.id === Number(acknowledged[1]))) return { status: 404, json: { statusCode: 404, error: 'Not Found', message: 'There is nothing to acknowledge here any more.' } };
      board = { ...board, requests: board.requests.filter((each) => each.id !== Number(acknowledged[1])) };
      return { json: { ok: true } };
    }
    const paidHere = /^\/staff\/orders\/(\d+)\/paid$/.exec(path);
    if (paidHere) {
      // Its online payment cancelled already by an earlier tap: the API finds it paid.
      if (board.orders.some((each) => each.id === Number(paidHere[1]) && each.paid)) return { status: 409, json: { statusCode: 409, error: 'Conflict', message: 'This order is paid already.' } };
      board = { ...board, orders: board.orders.map((each) => (each.id === Number(paidHere[1]) ? { ...each, paid: true } : each)) };
      return { json: { ok: true } };
    }
    const received = /^\/staff\/table-orders\/(\d+)\/received$/.exec(path);
    if (received) {
      board = { ...board, orders: board.orders.map((each) => (each.id === Number(received[1]) ? { ...each, status: 'received' as const } : each)) };
      return { json: { ok: true } };
    }
    return undefined;
  });
}

/** Holds the answers to the requests whose path matches until released: a tap meanwhile comes before the answer. */
function holdAnswers(path: RegExp) {
  const answer = globalThis.fetch;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  globalThis.fetch = async (input, init) => {
    // Asked now (recorded, and the board changed, as on the server); only the answer waits.
    const response = answer(input, init);
    if (path.test(new URL(input instanceof Request ? input.url : String(input)).pathname)) await held;
    return response;
  };
  return { release: () => act(release), restore: () => (globalThis.fetch = answer) };
}

let api: ReturnType<typeof fakeApi>;
beforeAll(() => configureApi({ apiUrl: 'http://api.test' }));
beforeEach(() => act(() => setSettings(someSettings())));
afterEach(() => {
  api.restore();
  sessionStorage.clear();
  act(() => $language.set('en'));
});

test("an empty code is the shop's own required-field message on the field, not the browser's bubble, and nothing is asked", async () => {
  api = serve(EMPTY);
  await renderInShop(<StaffTablesPage params={{}} />, { path: '/staff/tables' });
  const code = await screen.findByLabelText(/Staff code of the store/);
  const form = code.closest('form')!;
  expect(form.noValidate).toBe(true);

  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  // Read as the field takes the focus: not also an alert over it (the refusal's region stays empty).
  await waitFor(() => expect(code).toHaveFocus());
  expect(code).toHaveAttribute('aria-invalid', 'true');
  expect(code).toHaveAccessibleDescription('Please enter the staff code of this store.');
  for (const alert of screen.getAllByRole('alert')) expect(alert).toBeEmptyDOMElement();
  expect(api.requests.filter((request) => request.url.pathname === '/staff/table-board')).toEqual([]);
});

test('signing in moves focus to the board heading; the same wrong code typed twice is refused twice', async () => {
  api = serve(EMPTY);
  await renderInShop(<StaffTablesPage params={{}} />, { path: '/staff/tables' });
  const code = await screen.findByLabelText(/Staff code of the store/);
  await userEvent.type(code, 'guessed-code{Enter}');
  expect(await screen.findByText('This staff code is not valid for this store.')).toBeInTheDocument();
  await userEvent.type(code, '{Enter}');
  await waitFor(() => expect(api.requests.filter((request) => request.url.pathname === '/staff/table-board')).toHaveLength(2));
  expect(await screen.findByText('This staff code is not valid for this store.')).toBeInTheDocument();

  await userEvent.clear(code);
  await userEvent.type(code, 'dev-staff-8{Enter}');
  const heading = await screen.findByRole('heading', { level: 1, name: 'Table orders: Riverside' });
  await waitFor(() => expect(heading).toHaveFocus());
});

test('"On my way" moves focus to the next call, then to the calls heading, and says what was done in the calls section', async () => {
  sessionStorage.setItem('staff_code', 'dev-staff-8');
  api = serve({ ...EMPTY, requests: [call(1, '5'), call(2, '7')] });
  await renderInShop(<StaffTablesPage params={{}} />, { path: '/staff/tables' });
  const calls = await screen.findByRole('region', { name: 'Calls' });
  const [first] = await within(calls).findAllByRole('button', { name: 'On my way' });

  await userEvent.click(first!);
  await waitFor(() => expect(within(calls).getAllByRole('listitem')).toHaveLength(1));
  const next = within(calls).getByRole('button', { name: 'On my way' });
  await waitFor(() => expect(next).toHaveFocus());
  expect(within(next.closest('li')!).getByText('Table 7')).toBeInTheDocument();
  expect(within(calls).getByRole('status')).toHaveTextContent('Table 5 now sees that you are on your way.');

  await userEvent.click(next);
  expect(await within(calls).findByText('No open calls.')).toBeInTheDocument();
  await waitFor(() => expect(within(calls).getByRole('heading', { name: 'Calls' })).toHaveFocus());
  expect(within(calls).getByRole('status')).toHaveTextContent('Table 7 now sees that you are on your way.');
});

test('"Mark received" moves focus to the next order still to receive, and says so in the orders section', async () => {
  sessionStorage.setItem('staff_code', 'dev-staff-8');
  api = serve({ ...EMPTY, orders: [order(40, '3'), order(41, '4'), order(42, '6')] });
  await renderInShop(<StaffTablesPage params={{}} />, { path: '/staff/tables' });
  const orders = await screen.findByRole('region', { name: 'Orders' });
  const buttons = await within(orders).findAllByRole('button', { name: 'Mark received' });

  await userEvent.click(buttons[1]!);
  await waitFor(() => expect(within(orders).getAllByRole('button', { name: 'Mark received' })).toHaveLength(2));
  // The order after it, not the one before.
  const [, after] = within(orders).getAllByRole('button', { name: 'Mark received' });
  await waitFor(() => expect(after).toHaveFocus());
  expect(within(after!.closest('li')!).getByText('Table 6')).toBeInTheDocument();
  expect(within(orders).getByRole('status')).toHaveTextContent('The order of table 4 is marked received.');
  // Said where it happened, not in the other sections.
  expect(within(screen.getByRole('region', { name: 'Calls' })).getByRole('status')).toBeEmptyDOMElement();
});

test('a second tap on "On my way" before the first is answered is ignored: the success of the first stays, not a refusal of the second', async () => {
  sessionStorage.setItem('staff_code', 'dev-staff-8');
  api = serve({ ...EMPTY, requests: [call(1, '5'), call(2, '7')] });
  await renderInShop(<StaffTablesPage params={{}} />, { path: '/staff/tables' });
  const calls = await screen.findByRole('region', { name: 'Calls' });
  const [first] = await within(calls).findAllByRole('button', { name: 'On my way' });
  const acknowledgements = () => api.requests.filter((request) => request.url.pathname.endsWith('/acknowledged'));
  const held = holdAnswers(/\/acknowledged$/);
  try {
    await userEvent.click(first!);
    await waitFor(() => expect(first).toHaveAttribute('aria-busy', 'true'));
    // Still focusable, so the person keeps their place; the other call can be answered meanwhile.
    expect(within(calls).getAllByRole('button', { name: 'On my way' })[1]).not.toHaveAttribute('aria-busy');
    await userEvent.click(first!);
    held.release();
    await waitFor(() => expect(within(calls).getAllByRole('listitem')).toHaveLength(1));
  } finally {
    held.restore();
  }
  expect(acknowledgements()).toHaveLength(1);
  expect(within(calls).getByRole('status')).toHaveTextContent('Table 5 now sees that you are on your way.');
  expect(screen.queryByText('There is nothing to acknowledge here any more.')).not.toBeInTheDocument();
});

test('a double tap on "Paid in cash: cancel online payment" pays once: every button of that order is busy until the board is read again', async () => {
  sessionStorage.setItem('staff_code', 'dev-staff-8');
  api = serve({ ...EMPTY, orders: [{ ...order(40, '3'), payment_method: 'card' }] });
  await renderInShop(<StaffTablesPage params={{}} />, { path: '/staff/tables' });
  const orders = await screen.findByRole('region', { name: 'Orders' });
  const cash = await within(orders).findByRole('button', { name: 'Paid in cash: cancel online payment' });
  const payments = () => api.requests.filter((request) => request.url.pathname.endsWith('/paid'));
  const held = holdAnswers(/\/paid$/);
  try {
    await userEvent.click(cash);
    await waitFor(() => expect(cash).toHaveAttribute('aria-busy', 'true'));
    expect(within(orders).getByRole('button', { name: 'Paid by card here: cancel online payment' })).toHaveAttribute('aria-busy', 'true');
    expect(within(orders).getByRole('button', { name: 'Mark received' })).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(cash);
    held.release();
    expect(await within(orders).findByText('Paid')).toBeInTheDocument();
  } finally {
    held.restore();
  }
  expect(payments()).toHaveLength(1);
  expect(within(orders).getByRole('status')).toHaveTextContent('Table 3: online payment cancelled, order paid.');
  expect(within(orders).getByRole('button', { name: 'Mark received' })).not.toHaveAttribute('aria-busy');
});

test("the board asks for the dishes in the staff page's language, and again when it changes", async () => {
  sessionStorage.setItem('staff_code', 'dev-staff-8');
  act(() => $language.set('lt'));
  api = serve(EMPTY);
  await renderInShop(<StaffTablesPage params={{}} />, { path: '/staff/tables', language: 'lt' });
  const boards = () => api.requests.filter((request) => request.url.pathname === '/staff/table-board').map((request) => request.url.searchParams.get('translate_language'));
  await screen.findByRole('heading', { level: 1, name: 'Staliukų užsakymai: Riverside' });
  expect(new Set(boards())).toEqual(new Set(['lt']));

  act(() => $language.set('es'));
  await waitFor(() => expect(boards().at(-1)).toBe('es'));
});

test('a table order cancelled for not being paid online in time says so, with nothing to receive nor take as paid here', async () => {
  sessionStorage.setItem('staff_code', 'dev-staff-8');
  api = serve({ ...EMPTY, orders: [{ ...order(40, '3'), payment_method: 'card', cancelled: true }, { ...order(41, '4'), payment_method: 'card', cancelled: false }] });
  await renderInShop(<StaffTablesPage params={{}} />, { path: '/staff/tables' });
  const orders = await screen.findByRole('region', { name: 'Orders' });
  const [cancelled, awaiting] = await within(orders).findAllByRole('listitem').then((items) => items.filter((item) => item.hasAttribute('data-board-item')));
  expect(within(cancelled!).getByText('Cancelled: not paid online in time. Do not prepare it.')).toBeInTheDocument();
  expect(within(cancelled!).queryByText('Awaiting online payment')).not.toBeInTheDocument();
  expect(within(cancelled!).queryAllByRole('button')).toEqual([]);
  // One still within its deadline is awaited, and may be received or paid here.
  expect(within(awaiting!).getByText('Awaiting online payment')).toBeInTheDocument();
  expect(within(awaiting!).getAllByRole('button').map((button) => button.textContent)).toEqual([
    'Mark received',
    'Paid in cash: cancel online payment',
    'Paid by card here: cancel online payment',
  ]);
});
