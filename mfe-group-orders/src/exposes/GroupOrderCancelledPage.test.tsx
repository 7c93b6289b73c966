import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import { configureApi } from 'shared-contracts/api/client';
import { startI18n } from 'shared-contracts/i18n/i18n';
import { $cart, addProduct } from 'shared-contracts/stores/cart';
import { $settings } from 'shared-contracts/stores/settings';
import { emptyCart, type CartProduct } from 'shared-contracts/types/cart';
import type { GroupOrder } from 'shared-contracts/types/group-order';
import { fakeApi } from 'shared-contracts/test-support/fake-api';
import { renderScreen } from 'shared-contracts/test-support/render-screen';
import { websiteSettingsFixture } from 'shared-contracts/test-support/website-settings';
import { enterGroupOrder, participantTokenFor } from '../features/group-order/participant-tokens';
import { outcomeState } from '../features/group-order/outcome-path';
import GroupOrderCancelledPage from './GroupOrderCancelledPage';
import GroupOrderPage from './GroupOrderPage';
import StartGroupOrderPage from './StartGroupOrderPage';

const LINK = 'AbCdEfGhIjKlMnOpQrStUv';
const TOKEN = 'o'.repeat(43);
let network: ReturnType<typeof fakeApi>;

const lasagna: CartProduct = {
  id: 12, name: 'Baked lasagna', quantity: 1, price: 42, pack_price: 2, options: [], categories: [{ id: 2 }],
  age_restriction: false, locked: false, order_product_id: null, sizes: [], selected_size: null,
};

const panel = (status: GroupOrder['status']): GroupOrder => ({
  link: LINK, status, store_id: 1, store_name: 'Old Town', delivery_type: 'pickup', payment_mode: 'split', group_order_payment_type: 'split',
  group_order_pay_extra: 0, organiser_name: 'Olga', me: { id: 1, is_admin: true, left: false, removed: false, payment_token: null, payment_amount: 0, shares_to_pay: [] },
  participants: [
    { id: 1, name: 'Olga', is_admin: true, confirmed: false, payment: 'pending', products: [{ order_product_id: 5, product_id: 12, name: 'Baked lasagna', size_name: null, selected_size: null, options: [], option_names: [], quantity: 1, unit_price: 44, total: 44 }], unavailable_products: [], packaging_fee: 2, subtotal: 44, delivery_fee: 0, pay_extra: 0, total: 44, amount_due: 44, amount_pending: 44, card_minimum_unmet: null },
  ],
  delivery_fee: 0,
  minimum_order: 0,
  missing_for_minimum: 0,
  total: 44,
  order: null,
});

beforeAll(async () => {
  configureApi({ apiUrl: 'http://api.test' });
  await startI18n('en');
});
beforeEach(() => {
  localStorage.clear();
  $settings.set(websiteSettingsFixture());
});
afterEach(() => network.restore());

/** The organiser's screens as the shell routes them. */
function Screen({ of: Page }: { of: typeof GroupOrderPage }) {
  return <Page params={useParams()} />;
}

describe('GroupOrderCancelledPage', () => {
  it('gives the organiser who deleted the group order all their food in it, merged into their cart, in their own words', async () => {
    $cart.set({ ...emptyCart(), store_id: 1, delivery_type: 'pickup', products: [lasagna] });
    // As the API answers it: the lasagna she started with, and the tiramisu she added in the panel.
    const tiramisu: CartProduct = { ...lasagna, id: 14, name: 'Tiramisu', quantity: 2, price: 18, pack_price: null };
    let status: GroupOrder['status'] = 'open';
    network = fakeApi(({ method, url }) => {
      if (method === 'POST' && url.pathname === '/public/group-orders') {
        return { status: 201, json: { link: LINK, participant_token: TOKEN, store_id: 1, payment_mode: 'split', group_order_payment_type: 'split', group_order_pay_extra: 0 } };
      }
      if (method === 'GET' && url.pathname === `/public/group-orders/${LINK}/panel`) return { json: panel(status) };
      if (method === 'GET' && url.pathname === '/public/products') return { json: [] };
      if (method === 'POST' && url.pathname === '/public/group-orders/delete') {
        status = 'cancelled';
        return { json: { status: 'OK', message: '', products: [lasagna, tiramisu] } };
      }
      return undefined;
    });
    render(
      <MemoryRouter initialEntries={['/group-orders/start']}>
        <Routes>
          <Route path="/group-orders/start" element={<Screen of={StartGroupOrderPage} />} />
          <Route path="/group-orders/cancelled" element={<Screen of={GroupOrderCancelledPage} />} />
          <Route path="/group-orders/:link" element={<Screen of={GroupOrderPage} />} />
        </Routes>
      </MemoryRouter>,
    );

    await userEvent.type(await screen.findByRole('textbox', { name: /Your name/ }), 'Olga');
    await userEvent.click(screen.getByRole('button', { name: 'Start and get the link' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Group order' })).toBeInTheDocument();
    // Meanwhile she put another lasagna in her cart from the menu: it stays, the two merge.
    addProduct(lasagna);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete the group order' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));

    expect(await screen.findByText('You deleted this group order. Your food from it is back in your cart, next to what was already there.')).toBeInTheDocument();
    await waitFor(() => expect($cart.get().products).toEqual([{ ...lasagna, quantity: 2 }, tiramisu]));
    expect($cart.get()).toMatchObject({ group_order: false, order_token: null, group_order_admin: false });
    expect(participantTokenFor(LINK)).toBeNull();
  });

  it("tells a participant the organiser deleted it; their cart leaves the group order with their own food in it back (spec §4 resets the rest)", async () => {
    // Ana joined with her cart's lasagna: it left her cart for the group order.
    $cart.set({ ...emptyCart(), store_id: null, products: [] });
    enterGroupOrder({ link: LINK, participant_token: 'a'.repeat(43), store_id: 1, payment_mode: 'split', group_order_payment_type: 'split', group_order_pay_extra: 0 }, false);
    network = fakeApi(({ method, url }) =>
      method === 'GET' && url.pathname === `/public/group-orders/${LINK}/food-to-take-back` ? { json: { store_id: 1, products: [lasagna] } } : undefined,
    );
    renderScreen(GroupOrderCancelledPage, '/group-orders/cancelled', `/group-orders/cancelled?link=${LINK}`);
    expect(await screen.findByText('The organiser deleted this group order. Your cart is yours again.')).toBeInTheDocument();
    await waitFor(() => expect($cart.get()).toMatchObject({ group_order: false, order_token: null, store_id: 1, products: [lasagna] }));
    expect(network.requests[0]?.url.searchParams.get('participant_token')).toBe('a'.repeat(43));
    expect(participantTokenFor(LINK)).toBeNull();
  });

  it("leaves the participant's cart all the same when their food cannot be read", async () => {
    enterGroupOrder({ link: LINK, participant_token: 'a'.repeat(43), store_id: 1, payment_mode: 'split', group_order_payment_type: 'split', group_order_pay_extra: 0 }, false);
    network = fakeApi(() => undefined);
    renderScreen(GroupOrderCancelledPage, '/group-orders/cancelled', `/group-orders/cancelled?link=${LINK}`);
    await waitFor(() => expect($cart.get().group_order).toBe(false));
    expect(participantTokenFor(LINK)).toBeNull();
  });

  it('opened by someone who was never in a group order, claims nothing: the 404 screen', async () => {
    network = fakeApi(() => undefined);
    for (const path of ['/group-orders/cancelled', `/group-orders/cancelled?link=${LINK}`, `/group-orders/cancelled?link=${LINK}&as=organiser`]) {
      const { unmount } = renderScreen(GroupOrderCancelledPage, '/group-orders/cancelled', path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
      expect(screen.queryByText(/deleted this group order/)).not.toBeInTheDocument();
      unmount();
    }
  });

  it('still tells the one its screen sent here after a reload, once their token is forgotten (history state)', async () => {
    network = fakeApi(() => undefined);
    render(
      <MemoryRouter initialEntries={[{ pathname: '/group-orders/cancelled', search: `?link=${LINK}`, state: outcomeState(LINK) }]}>
        <Routes>
          <Route path="/group-orders/cancelled" element={<Screen of={GroupOrderCancelledPage} />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByText('The organiser deleted this group order. Your cart is yours again.')).toBeInTheDocument();
  });
});
