import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from 'shared-contracts/api/client';
import { $cart } from 'shared-contracts/stores/cart';
import { setSettings } from 'shared-contracts/stores/settings';
import { emptyCart } from 'shared-contracts/types/cart';
import { fakeApi } from 'shared-contracts/test-support/fake-api';
import { someSettings } from '../test-support/checkout-fixtures';
import { renderInShop } from '../test-support/render-in-shop';
import { rememberTableOrder } from '../features/table/table-orders';
import TablePage from './TablePage';

/** Table 5 (id 3) had OLD_LINK until the staff replaced its QR code (POST staff/tables/3/new-link). */
const OLD_LINK = 'OlDlInKaBcDeFgHiJkLmNo';
const NEW_LINK = 'NeWlInKaBcDeFgHiJkLmNo';
/** Table 6 (id 4), another table at the same store. */
const OTHER_LINK = 'OtHeRlInKaBcDeFgHiJkLm';
const table = (table_id: number, table_number: string) => ({ table_id, table_number, store_id: 8, store_name: 'Riverside', takes_orders_now: true, closed_message: '', paid_off: false, paid_off_message: '', requests: [] });
const TABLES: Record<string, ReturnType<typeof table>> = { [NEW_LINK]: table(3, '5'), [OTHER_LINK]: table(4, '6') };
const CARD_ORDER = 'tok_card_abcdefghijklmnopqrstuvwx';
const CASH_ORDER = 'tok_cash_abcdefghijklmnopqrstuvwx';
/** The orders placed at table 3, as the API answers them: only at a link of that table. */
const AT_TABLE_3: Record<string, object> = {
  [CARD_ORDER]: { token: CARD_ORDER, status: 'received', paid: false, payment_under_way: false, payment_method: 'card', total: 28 },
  [CASH_ORDER]: { token: CASH_ORDER, status: 'received', paid: false, payment_under_way: false, payment_method: 'cash-pickup', total: 14 },
};

let api: ReturnType<typeof fakeApi>;
beforeAll(() => configureApi({ apiUrl: 'http://api.test' }));
beforeEach(() => {
  localStorage.clear();
  act(() => setSettings(someSettings()));
  // The API after the link was replaced: the old one is no table any more.
  api = fakeApi((request) => {
    const [, link, rest, token] = /^\/public\/tables\/([^/]+)(?:\/(\w+)(?:\/(\w+))?)?$/.exec(request.url.pathname) ?? [];
    const opened = link ? TABLES[link] : undefined;
    if (!opened) return request.url.pathname === '/public/products' ? { json: [] } : undefined;
    if (!rest) return { json: opened };
    if (rest === 'requests') return { status: 201, json: { id: 9, kind: 'bill', created_at: '2026-11-25T10:00:00Z', acknowledged: false } };
    const order = rest === 'orders' && token && opened.table_id === 3 ? AT_TABLE_3[token] : undefined;
    return order ? { json: order } : undefined;
  });
});
afterEach(() => {
  api.restore();
  act(() => $cart.set(emptyCart()));
});

async function askForTheBill(link: string) {
  await renderInShop(<TablePage params={{ link }} />, { path: `/table/${link}` });
  await userEvent.click(await screen.findByRole('button', { name: 'Ask for the bill' }));
  return screen.getByRole('region', { name: 'Need something?' });
}

test("after the table's QR code is replaced, the orders this phone sent before are still offered to pay, kept the old way too", async () => {
  // Kept before orders were remembered by table id: under the table's link, now replaced.
  localStorage.setItem('table_orders', JSON.stringify({ link: OLD_LINK, orders: [{ token: CARD_ORDER, at: Date.now() }] }));
  // Sent from the same table after the new code was scanned.
  rememberTableOrder(3, CASH_ORDER);

  const calls = await askForTheBill(NEW_LINK);
  expect(await within(calls).findByRole('link', { name: 'Pay 28 lei now' })).toBeInTheDocument();
  expect(within(calls).getByText('To pay: 14 lei, in cash to the waiter.')).toBeInTheDocument();
});

test("a phone seated at another table is not offered this table's orders", async () => {
  rememberTableOrder(3, CASH_ORDER);
  // Kept the old way, its table unknown here: asked for at this table, the API does not find it.
  const kept = JSON.parse(localStorage.getItem('table_orders')!) as { orders: object[] };
  localStorage.setItem('table_orders', JSON.stringify({ orders: [{ token: CARD_ORDER, at: Date.now() }, ...kept.orders] }));

  const calls = await askForTheBill(OTHER_LINK);
  await waitFor(() => expect(api.requests.map((request) => request.url.pathname)).toContain(`/public/tables/${OTHER_LINK}/orders/${CARD_ORDER}`));
  // Its answer read to the end: nothing of table 3's is shown.
  for (let turn = 0; turn < 5; turn += 1) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(within(calls).queryByRole('link')).not.toBeInTheDocument();
  expect(within(calls).queryByText(/To pay/)).not.toBeInTheDocument();
  // Remembered as table 3's, it is not even asked for here.
  expect(api.requests.map((request) => request.url.pathname)).not.toContain(`/public/tables/${OTHER_LINK}/orders/${CASH_ORDER}`);
});
