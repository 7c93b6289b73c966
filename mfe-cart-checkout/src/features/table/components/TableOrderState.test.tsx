import { act, screen } from '@testing-library/react';
import { configureApi } from 'shared-contracts/api/client';
import { setSettings } from 'shared-contracts/stores/settings';
import { fakeApi } from 'shared-contracts/test-support/fake-api';
import { FakeEventSource } from 'shared-contracts/test-support/fake-event-source';
import { someSettings } from '../../../test-support/checkout-fixtures';
import { renderInShop } from '../../../test-support/render-in-shop';
import type { TableOrder } from '../api/table-calls';
import { TableOrderState } from './TableOrderState';

const LINK = 'AbCdEfGhIjKlMnOpQrStUv';
const TOKEN = 'tok_cash_abcdefghijklmnopqrstuvwx';
const TABLE = { table_id: 3, table_number: '5', store_id: 8, store_name: 'Riverside', takes_orders_now: true, closed_message: '', paid_off: false, paid_off_message: '', requests: [] };
const ORDER: TableOrder = { token: TOKEN, status: 'sent_to_waiter', paid: false, payment_under_way: false, payment_method: 'cash-pickup', total: 14 };
const REFRESH_FAILED = 'Could not refresh this page: what you see may be out of date.';

/** How the order's address answers now: the order, no connection, or a status of the API. */
let reading: 'order' | 'offline' | number;
let order = ORDER;
let api: ReturnType<typeof fakeApi>;
const original = globalThis.EventSource;
/** Something changed at the table: the order is read again. */
const tableChanged = () => act(() => FakeEventSource.opened.forEach((source) => source.emit('changed')));

beforeAll(() => configureApi({ apiUrl: 'http://api.test' }));
beforeEach(() => {
  FakeEventSource.opened = [];
  globalThis.EventSource = FakeEventSource as unknown as typeof EventSource;
  reading = 'order';
  order = ORDER;
  act(() => setSettings(someSettings()));
  api = fakeApi((request) => {
    if (request.url.pathname === `/public/tables/${LINK}`) return { json: TABLE };
    if (request.url.pathname !== `/public/tables/${LINK}/orders/${TOKEN}`) return undefined;
    if (reading === 'offline') throw new TypeError('Failed to fetch');
    return reading === 'order' ? { json: order } : { status: reading, json: { statusCode: reading, error: 'Failed', message: 'Failed' } };
  });
});
afterEach(() => {
  api.restore();
  globalThis.EventSource = original;
});

test('a re-read of the order that fails keeps its state and payment on screen, says it could not refresh, and the next change reads it again', async () => {
  await renderInShop(<TableOrderState link={LINK} token={TOKEN} stored="sent_to_waiter" />);
  expect(await screen.findByText('Your order has been sent to the waiter.')).toBeInTheDocument();
  expect(screen.getByText('To pay: 14 lei, in cash to the waiter.')).toBeInTheDocument();

  // A lost connection, then a server down for a moment: neither says anything of the order.
  for (const failure of ['offline', 503] as const) {
    reading = failure;
    tableChanged();
    expect(await screen.findByText(REFRESH_FAILED, {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByText('Your order has been sent to the waiter.')).toBeInTheDocument();
    expect(screen.getByText('To pay: 14 lei, in cash to the waiter.')).toBeInTheDocument();
  }

  // Back again: the next change reads the order as it now is.
  reading = 'order';
  order = { ...ORDER, status: 'received' };
  tableChanged();
  expect(await screen.findByText('The waiter has received your order.')).toBeInTheDocument();
  expect(screen.queryByText(REFRESH_FAILED)).not.toBeInTheDocument();
}, 15_000);

test.each([404, 403])('only the API saying the order is not the table\'s (%i) takes its payment off the screen; its state stays as last read', async (status) => {
  order = { ...ORDER, status: 'received' };
  await renderInShop(<TableOrderState link={LINK} token={TOKEN} stored="sent_to_waiter" />);
  expect(await screen.findByText('To pay: 14 lei, in cash to the waiter.')).toBeInTheDocument();

  reading = status;
  tableChanged();
  await screen.findByRole('button', { name: 'Call the waiter' });
  await act(async () => new Promise((resolve) => setTimeout(resolve, 200)));
  expect(screen.queryByText(/To pay/)).not.toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('The waiter has received your order.');
  expect(screen.queryByText(REFRESH_FAILED)).not.toBeInTheDocument();
});

test.each(['offline', 404] as const)('a first live read that fails (%s) still says the order\'s state, as the order\'s page read it', async (failure) => {
  reading = failure;
  await renderInShop(<TableOrderState link={LINK} token={TOKEN} stored="received" />);
  await screen.findByRole('button', { name: 'Call the waiter' });
  await act(async () => new Promise((resolve) => setTimeout(resolve, 200)));
  expect(screen.getByRole('status')).toHaveTextContent('The waiter has received your order.');
  expect(screen.queryByText(/To pay/)).not.toBeInTheDocument();
});

test('an order cancelled unpaid says so in place of its state: it was never going to the waiter', async () => {
  order = { ...ORDER, payment_method: 'card', cancelled: true };
  await renderInShop(<TableOrderState link={LINK} token={TOKEN} stored="sent_to_waiter" />);
  const region = screen.getByText('Your order has been sent to the waiter.').closest('[role="status"]');
  const said = await screen.findByText(/^Cancelled: this order \(14 lei\) was not paid in time/);
  // The same live region, changed, so a screen reader says it (a region put in with its text may not be).
  expect(said.closest('[role="status"]')).toBe(region);
  expect(screen.queryByText('Your order has been sent to the waiter.')).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /Pay/ })).not.toBeInTheDocument();
});
