import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from 'shared-contracts/api/client';
import { startI18n } from 'shared-contracts/i18n/i18n';
import { $cart } from 'shared-contracts/stores/cart';
import { emptyCart } from 'shared-contracts/types/cart';
import type { GroupOrder } from 'shared-contracts/types/group-order';
import type { Product } from 'shared-contracts/types/product';
import { fakeApi } from 'shared-contracts/test-support/fake-api';
import { renderScreen } from 'shared-contracts/test-support/render-screen';
import { enterGroupOrder, participantTokenFor } from '../features/group-order/participant-tokens';
import GroupOrderSuccessPage from './GroupOrderSuccessPage';

const LINK = 'AbCdEfGhIjKlMnOpQrStUv';
let network: ReturnType<typeof fakeApi>;

const line = (id: number, productId: number, quantity: number) => ({ order_product_id: id, product_id: productId, name: `P${productId}`, size_name: null, selected_size: null, options: [], quantity, unit_price: 10, total: 10 * quantity });
const completed = (isAdmin: boolean): GroupOrder => ({
  link: LINK, status: 'completed', store_id: 2, store_name: 'Old Town', delivery_type: 'pickup', payment_mode: 'integral', group_order_payment_type: 'split',
  group_order_pay_extra: 0, organiser_name: 'Olga', me: { id: isAdmin ? 1 : 2, is_admin: isAdmin, left: false },
  participants: [
    { id: 1, name: 'Olga', is_admin: true, confirmed: true, payment: 'pending', products: [line(5, 3, 2)], packaging_fee: 0, subtotal: 20, delivery_fee: 0, pay_extra: 0, total: 20 },
    { id: 2, name: 'Ana', is_admin: false, confirmed: true, payment: 'pending', products: [line(6, 4, 1)], packaging_fee: 0, subtotal: 10, delivery_fee: 0, pay_extra: 0, total: 10 },
  ],
  total: 30,
});
const product = (id: number): Product => ({
  id, name: `P${id}`, url: `p${id}`, description: '', ingredients: '', price: 10, pack_price: null, pictures: [], allergens: [], nutrition: null,
  categories: [{ id: 1 }], menu_ids: [1], sizes: [], option_groups: [], out_of_stock: false, age_restriction: false, recommended: false,
});

beforeAll(async () => {
  configureApi({ apiUrl: 'http://api.test' });
  await startI18n('en');
});
beforeEach(() => {
  localStorage.clear();
  $cart.set(emptyCart());
});
afterEach(() => network.restore());

function serving(isAdmin: boolean) {
  return fakeApi(({ url }) => {
    if (url.pathname === `/public/group-orders/${LINK}/panel`) return { json: completed(isAdmin) };
    if (url.pathname === '/public/products') return { json: [product(3), product(4)] };
    return undefined;
  });
}

describe('GroupOrderSuccessPage', () => {
  it("hands every participant's lines to the organiser's cart for the checkout, leaving the group order", async () => {
    enterGroupOrder(LINK, 'o'.repeat(43), { admin: true, paymentType: 'split', payExtra: 0 });
    network = serving(true);
    renderScreen(GroupOrderSuccessPage, '/group-orders/success', `/group-orders/success?link=${LINK}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Place the group order' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/cart/checkout');
    expect($cart.get()).toMatchObject({ group_order: false, participant_token: null, store_id: 2 });
    expect($cart.get().products.map(({ id, quantity }) => [id, quantity])).toEqual([[3, 2], [4, 1]]);
    expect(participantTokenFor(LINK)).toBeNull();
  });

  it("a participant's cart leaves the group order at once; only the organiser places it", async () => {
    enterGroupOrder(LINK, 'a'.repeat(43), { admin: false, paymentType: 'split', payExtra: 0 });
    network = serving(false);
    renderScreen(GroupOrderSuccessPage, '/group-orders/success', `/group-orders/success?link=${LINK}`);
    expect(await screen.findByRole('link', { name: 'Back to the menu' })).toBeInTheDocument();
    await screen.findByText('Everyone has confirmed their order: the group order is complete.');
    expect(screen.queryByRole('button', { name: 'Place the group order' })).not.toBeInTheDocument();
    await waitFor(() => expect(participantTokenFor(LINK)).toBeNull());
    expect($cart.get().group_order).toBe(false);
  });
});
