import { screen } from '@testing-library/react';
import { configureApi } from 'shared-contracts/api/client';
import { setSettings } from 'shared-contracts/stores/settings';
import { fakeApi } from 'shared-contracts/test-support/fake-api';
import { act } from 'react';
import { someSettings } from '../../../test-support/checkout-fixtures';
import { renderInShop } from '../../../test-support/render-in-shop';
import type { TableOrder } from '../api/table-calls';
import { forgetTableOrders, rememberTableOrder } from '../table-orders';
import { BillPayment } from './BillPayment';

const LINK = 'AbCdEfGhIjKlMnOpQrStUv';
const TABLE_ID = 3;
const PAID: TableOrder = { token: 'tok_paid_abcdefghijklmnopqrstuvwxyz', status: 'received', paid: true, payment_under_way: false, payment_method: 'cash-pickup', total: 14 };
const CANCELLED: TableOrder = { token: 'tok_gone_abcdefghijklmnopqrstuvwxyz', status: 'sent_to_waiter', paid: false, payment_under_way: false, payment_method: 'card', total: 9, cancelled: true };
const YOURS_PAID = 'Your orders are paid. Thank you!';

let api: ReturnType<typeof fakeApi>;
const answering = (orders: TableOrder[]) => {
  forgetTableOrders();
  orders.forEach((order) => rememberTableOrder(TABLE_ID, order.token));
  api = fakeApi((request) => {
    const found = orders.find((order) => request.url.pathname === `/public/tables/${LINK}/orders/${order.token}`);
    return found ? { json: found } : undefined;
  });
};

beforeAll(() => configureApi({ apiUrl: 'http://api.test' }));
beforeEach(() => act(() => setSettings(someSettings())));
afterEach(() => {
  api.restore();
  forgetTableOrders();
});

test('an order cancelled unpaid is listed as cancelled and owes nothing: the rest paid, the orders are paid', async () => {
  answering([PAID, CANCELLED]);
  await renderInShop(<BillPayment link={LINK} tableId={TABLE_ID} changes={0} />);
  expect(await screen.findByText(YOURS_PAID)).toBeInTheDocument();
  expect(screen.getByText(/^Cancelled: this order \(9 lei\)/)).toBeInTheDocument();
});

test('only cancelled orders: nothing was paid, so the bill does not thank for paying', async () => {
  answering([CANCELLED]);
  await renderInShop(<BillPayment link={LINK} tableId={TABLE_ID} changes={0} />);
  expect(await screen.findByText(/^Cancelled: this order \(9 lei\)/)).toBeInTheDocument();
  expect(screen.queryByText(YOURS_PAID)).not.toBeInTheDocument();
});
