import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from 'shared-contracts/api/client';
import type { PaymentMethodPickerProps } from 'shared-contracts/payments/payment-method-picker';
import { provideRemoteLoader } from 'shared-contracts/remotes/remote-loader';
import { $cart } from 'shared-contracts/stores/cart';
import { setSettings } from 'shared-contracts/stores/settings';
import { emptyCart, type PaymentMethod } from 'shared-contracts/types/cart';
import type { PlacedOrder } from 'shared-contracts/types/order';
import { fakeApi } from 'shared-contracts/test-support/fake-api';
import { cartProduct } from '../../../test-support/cart-product';
import { someSettings } from '../../../test-support/checkout-fixtures';
import { renderInShop } from '../../../test-support/render-in-shop';
import { $guestEmail } from '../guest-email';
import { CheckoutForm } from './CheckoutForm';

/** Stands in for the payments team's picker: it honours the contract's `only`. */
function FakePicker({ selected, onSelect, only }: PaymentMethodPickerProps) {
  const methods: PaymentMethod[] = (['cash-pickup', 'pos-pickup', 'card'] as PaymentMethod[]).filter((method) => !only || only.includes(method));
  return (
    <fieldset>
      <legend>Payment method</legend>
      {methods.map((method) => (
        <label key={method}>
          <input type="radio" checked={selected === method} onChange={() => onSelect(method)} /> {method}
        </label>
      ))}
    </fieldset>
  );
}

const LINK = 'AbCdEfGhIjKlMnOpQrStUv';
const placed: PlacedOrder = {
  token: 'tok_abcdefghijklmnopqrstuvwxyz012345', created_at: '2026-11-25T10:00:00Z', delivery_type: 'pickup',
  pickup_type: 'at_counter', store: { id: 8, name: 'Riverside', address: '2 River Road', phone: '' }, name: 'Olga',
  address: '', address_line2: '', for_later: false, later_day: null, later_time: null, estimated_minutes: 20, payment_method: 'card',
  voucher_code: null, lines: [], subtotal: 30, delivery_fee: 0, packaging_fee: 0, voucher_value: 0,
  free_products_discount: 0, loyalty_points: 0, group_extra: 2.5, total: 32.5, table: null,
};

let api: ReturnType<typeof fakeApi>;
jest.setTimeout(20_000);
beforeAll(() => configureApi({ apiUrl: 'http://api.test' }));
beforeEach(() => {
  provideRemoteLoader(async () => ({ default: FakePicker as never }));
  api = fakeApi((request) => {
    if (request.url.pathname.endsWith('/website-settings/shop-status')) return { json: someSettings().shop_status };
    if (request.url.pathname.endsWith('/later-slots')) return { json: { days: [] } };
    if (request.url.pathname === '/public/products') return { json: [] };
    if (request.url.pathname === '/public/orders') return { status: 201, json: placed };
    return undefined;
  });
  act(() => {
    setSettings(someSettings());
    $guestEmail.set('');
    // What the group order's screen hands over: every participant's lines, locked, and the group fields.
    $cart.set({
      ...emptyCart(), store_id: 8, delivery_type: 'pickup', payment_method: 'card',
      products: [cartProduct({ id: 3, name: 'Margherita', quantity: 2, locked: true, order_product_id: 5 }), cartProduct({ id: 4, name: 'Lemonade', locked: true, order_product_id: 6 })],
      group_order: true, order_token: LINK, participant_token: 'o'.repeat(43), group_order_admin: true,
      group_order_payment_mode: 'split', group_order_payment_type: 'split', group_order_pay_extra: 2.5,
    });
  });
});
afterEach(() => api.restore());

test('the organiser places the group\'s order where it was organised, by card share by share, and goes back to the group order', async () => {
  await renderInShop(<CheckoutForm />, { path: '/cart/checkout' });
  expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeInTheDocument();
  // The store and the delivery type are the group order's; no voucher or points on it.
  expect(screen.getByRole('combobox', { name: /Store/ })).toHaveDisplayValue('Riverside');
  expect(within(screen.getByRole('combobox', { name: /Store/ })).getAllByRole('option')).toHaveLength(1);
  expect(screen.queryByRole('radio', { name: 'Delivery' })).not.toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: /Voucher/ })).not.toBeInTheDocument();
  // Split: only card is offered.
  expect(await screen.findByRole('radio', { name: /card/ })).toBeChecked();
  expect(screen.queryByRole('radio', { name: /cash-pickup/ })).not.toBeInTheDocument();
  // 3 x 10 + the organiser's extra 2.50 (spec §9 "+ group extra").
  const costs = within(screen.getByRole('region', { name: 'Cost' }));
  expect(costs.getByText('Group extra').nextElementSibling).toHaveTextContent('2.50 lei');
  expect(costs.getByText('Total').nextElementSibling).toHaveTextContent('32.50 lei');

  await userEvent.type(screen.getByRole('textbox', { name: /Full name/ }), 'Olga');
  await userEvent.type(screen.getByRole('textbox', { name: /E-mail/ }), 'olga@example.com');
  await userEvent.type(screen.getByRole('textbox', { name: /Phone/ }), '0722 123 456');
  await userEvent.click(screen.getByRole('checkbox', { name: 'I confirm that I will pick up my order at Riverside' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'I confirm that my details are correct' }));
  await userEvent.click(screen.getByRole('button', { name: 'Place order' }));

  await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent('/group-orders/success'));
  expect(api.requests.find((request) => request.url.pathname === '/public/orders')?.body).toMatchObject({
    store_id: 8, payment_method: 'card', expected_total: 32.5, location_confirmed: true, group_order: { order_token: LINK, participant_token: 'o'.repeat(43) },
  });
  // Spec §4: placed, the cart has left the group order.
  expect($cart.get()).toMatchObject({ group_order: false, order_token: null, participant_token: null, products: [] });
});
