import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from 'shared-contracts/api/client';
import { startI18n } from 'shared-contracts/i18n/i18n';
import { $language } from 'shared-contracts/stores/language';
import { $cart, updateCart } from 'shared-contracts/stores/cart';
import { emptyCart, type CartProduct } from 'shared-contracts/types/cart';
import type { GroupOrder } from 'shared-contracts/types/group-order';
import type { Product } from 'shared-contracts/types/product';
import { fakeApi } from 'shared-contracts/test-support/fake-api';
import { FakeEventSource } from 'shared-contracts/test-support/fake-event-source';
import { renderScreen } from 'shared-contracts/test-support/render-screen';
import { enterGroupOrder, participantTokenFor } from '../features/group-order/participant-tokens';
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import GroupOrderPage from './GroupOrderPage';
import GroupOrderSuccessPage from './GroupOrderSuccessPage';

const LINK = 'AbCdEfGhIjKlMnOpQrStUv';
const OLGA = 'o'.repeat(43);
const ANA = 'a'.repeat(43);
let network: ReturnType<typeof fakeApi>;

const line = (id: number, productId: number, quantity: number) => ({ order_product_id: id, product_id: productId, name: `P${productId}`, size_name: null, selected_size: null, options: [], option_names: [], quantity, unit_price: 10, total: 10 * quantity });
const completed = (isAdmin: boolean, changes: Partial<GroupOrder> = {}): GroupOrder => ({
  link: LINK, status: 'completed', store_id: 2, store_name: 'Old Town', delivery_type: 'pickup', payment_mode: 'split', group_order_payment_type: 'split',
  group_order_pay_extra: 0, organiser_name: 'Olga', me: { id: isAdmin ? 1 : 2, is_admin: isAdmin, left: false, removed: false, payment_token: null, payment_amount: 0, shares_to_pay: [] },
  participants: [
    { id: 1, name: 'Olga', is_admin: true, confirmed: true, payment: 'pending', products: [line(5, 3, 2)], unavailable_products: [], packaging_fee: 0, subtotal: 20, delivery_fee: 0, pay_extra: 0, total: 20, amount_due: 20, amount_pending: 20, card_minimum_unmet: null },
    { id: 2, name: 'Ana', is_admin: false, confirmed: true, payment: 'pending', products: [line(6, 4, 1)], unavailable_products: [], packaging_fee: 0, subtotal: 10, delivery_fee: 0, pay_extra: 0, total: 10, amount_due: 10, amount_pending: 10, card_minimum_unmet: null },
  ],
  delivery_fee: 0,
  minimum_order: 0,
  missing_for_minimum: 0,
  total: 30,
  order: null,
  ...changes,
});
const product = (id: number): Product => ({
  id, name: `P${id}`, url: `p${id}`, description: '', ingredients: '', price: 10, pack_price: null, pictures: [], allergens: [], nutrition: null,
  categories: [{ id: 1 }], menu_ids: [1], sizes: [], option_groups: [], out_of_stock: false, age_restriction: false, recommended: false,
});
const cartLine = (id: number, quantity: number): CartProduct => ({
  id, name: `P${id}`, quantity, price: 10, pack_price: null, options: [], categories: [{ id: 1 }], age_restriction: false, locked: false, order_product_id: null, sizes: [], selected_size: null,
});
const joined = (token: string) => ({ link: LINK, participant_token: token, store_id: 1, payment_mode: 'split' as const, group_order_payment_type: 'split' as const, group_order_pay_extra: 0 });

beforeAll(async () => {
  configureApi({ apiUrl: 'http://api.test' });
  await startI18n('en');
});
beforeEach(() => {
  localStorage.clear();
  $cart.set(emptyCart());
});
afterEach(() => network.restore());

function serving(panel: GroupOrder) {
  return fakeApi(({ url }) => {
    if (url.pathname === `/public/group-orders/${LINK}/panel`) return { json: panel };
    if (url.pathname === '/public/products') return { json: [product(3), product(4)] };
    return undefined;
  });
}

/**
 * The panel served as `first`, with the live stream faked for `body`: `change` serves the next
 * panel and sends 'changed', as the API does when someone acts; the real EventSource comes back after.
 */
async function withLivePanel(first: GroupOrder, body: (change: (next: GroupOrder) => Promise<void>) => Promise<void>) {
  let panel = first;
  network = fakeApi(({ url }) => (url.pathname === `/public/group-orders/${LINK}/panel` ? { json: panel } : undefined));
  FakeEventSource.opened = [];
  const original = globalThis.EventSource;
  globalThis.EventSource = FakeEventSource as unknown as typeof EventSource;
  try {
    await body(async (next) => {
      panel = next;
      await act(async () => FakeEventSource.opened[0]!.emit('changed'));
    });
  } finally {
    globalThis.EventSource = original;
  }
}

describe('GroupOrderSuccessPage', () => {
  it('whose group order cannot be read for want of a connection says so, not that the link is wrong, and reads it again when asked', async () => {
    enterGroupOrder(joined(OLGA), true);
    network = fakeApi(() => undefined);
    network.restore();
    const offline = jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    renderScreen(GroupOrderSuccessPage, '/group-orders/success', `/group-orders/success?link=${LINK}`);
    // ky tries a GET again before giving up.
    expect(await screen.findByText('Please check your internet connection.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText(/needs the link the organiser shared/)).not.toBeInTheDocument();
    offline.mockRestore();
    network = serving(completed(true));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/you now place the whole group order at the checkout/)).toBeInTheDocument();
  });

  it("puts every participant's lines, locked, and the group fields in the organiser's cart for the checkout", async () => {
    enterGroupOrder(joined(OLGA), true);
    updateCart({ payment_method: 'cash-pickup', voucher: null });
    network = serving(completed(true));
    renderScreen(GroupOrderSuccessPage, '/group-orders/success', `/group-orders/success?link=${LINK}`);
    expect(await screen.findByText(/you now place the whole group order at the checkout/)).toHaveTextContent('30');
    await userEvent.click(screen.getByRole('button', { name: 'Place the group order' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/cart/checkout');
    expect($cart.get()).toMatchObject({
      group_order: true, order_token: LINK, participant_token: OLGA, group_order_admin: true, group_order_payment_mode: 'split', store_id: 2,
      // Split: everyone pays their share by card.
      payment_method: 'card',
    });
    expect($cart.get().products.map(({ id, quantity, locked, order_product_id }) => [id, quantity, locked, order_product_id])).toEqual([[3, 2, true, 5], [4, 1, true, 6]]);
  });

  it('integral: one person pays by card or cash on delivery, so a cart set to PayPal goes to the checkout set to card', async () => {
    enterGroupOrder({ ...joined(OLGA), payment_mode: 'integral' }, true);
    updateCart({ payment_method: 'paypal' });
    network = serving(completed(true, { payment_mode: 'integral' }));
    renderScreen(GroupOrderSuccessPage, '/group-orders/success', `/group-orders/success?link=${LINK}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Place the group order' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/cart/checkout');
    expect($cart.get()).toMatchObject({ group_order_payment_mode: 'integral', payment_method: 'card' });
  });

  it('integral: cash at the counter, chosen before, stays chosen', async () => {
    enterGroupOrder({ ...joined(OLGA), payment_mode: 'integral' }, true);
    updateCart({ payment_method: 'cash-pickup' });
    network = serving(completed(true, { payment_mode: 'integral' }));
    renderScreen(GroupOrderSuccessPage, '/group-orders/success', `/group-orders/success?link=${LINK}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Place the group order' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/cart/checkout');
    expect($cart.get().payment_method).toBe('cash-pickup');
  });

  it('hands over only the lines the API prices: a product out of stock since is left out, so the totals agree', async () => {
    enterGroupOrder(joined(OLGA), true);
    network = fakeApi(({ url }) => {
      if (url.pathname === `/public/group-orders/${LINK}/panel`) return { json: completed(true) };
      if (url.pathname === '/public/products') return { json: [product(3), { ...product(4), out_of_stock: true }] };
      return undefined;
    });
    renderScreen(GroupOrderSuccessPage, '/group-orders/success', `/group-orders/success?link=${LINK}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Place the group order' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/cart/checkout');
    expect($cart.get().products.map(({ id, order_product_id }) => [id, order_product_id])).toEqual([[3, 5]]);
  });

  it('lets the organiser delete it while not placed, as the checkout may refuse it for good: their cart leaves it with their food back', async () => {
    enterGroupOrder(joined(OLGA), true);
    const p3 = (locked: boolean): CartProduct => ({ ...cartLine(3, 2), locked, order_product_id: locked ? 5 : null });
    // Handed to the checkout, which refused it (the store stopped delivering): the group's lines are locked in the cart.
    updateCart({ store_id: 2, products: [p3(true)] });
    let panel = completed(true);
    network = fakeApi(({ method, url, body }) => {
      if (method === 'GET' && url.pathname === `/public/group-orders/${LINK}/panel`) return { json: panel };
      if (method === 'POST' && url.pathname === '/public/group-orders/delete') {
        expect(body).toEqual({ participant_token: OLGA });
        panel = completed(true, { status: 'cancelled' });
        return { json: { status: 'OK', message: '', products: [p3(false)] } };
      }
      return undefined;
    });
    renderScreen(GroupOrderSuccessPage, '/group-orders/success', `/group-orders/success?link=${LINK}`);
    expect(await screen.findByText(/Cannot place it/)).toHaveTextContent("Delete the group order: nothing is charged, and everyone's food goes back to their cart.");
    await userEvent.click(screen.getByRole('button', { name: 'Delete the group order' }));
    await userEvent.click(within(screen.getByRole('group', { name: 'Delete this group order?' })).getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/group-orders/cancelled');
    expect($cart.get()).toMatchObject({ group_order: false, order_token: null });
    expect($cart.get().products.map(({ id, quantity, locked, order_product_id }) => [id, quantity, locked, order_product_id])).toEqual([[3, 2, false, null]]);
    expect(participantTokenFor(LINK)).toBeNull();
  });

  it('a participant waiting for the organiser is taken to the deleted group order\'s screen when the organiser deletes it', async () => {
    enterGroupOrder(joined(ANA), false);
    await withLivePanel(completed(false), async (change) => {
      renderScreen(GroupOrderSuccessPage, '/group-orders/success', `/group-orders/success?link=${LINK}`);
      await screen.findByText(/Waiting for Olga/);
      await change(completed(false, { status: 'cancelled' }));
      expect(await screen.findByTestId('location')).toHaveTextContent('/group-orders/cancelled');
    });
  });

  it('offers deleting it neither to a participant nor once it is placed', async () => {
    enterGroupOrder(joined(ANA), false);
    network = serving(completed(false));
    const { unmount } = renderScreen(GroupOrderSuccessPage, '/group-orders/success', `/group-orders/success?link=${LINK}`);
    await screen.findByText(/Waiting for Olga/);
    expect(screen.queryByRole('button', { name: 'Delete the group order' })).not.toBeInTheDocument();
    unmount();
    network.restore();
    enterGroupOrder(joined(OLGA), true);
    network = serving(completed(true, { order: { payment_method: 'card', total: 30, paid: false, cancelled_unpaid: false } }));
    renderScreen(GroupOrderSuccessPage, '/group-orders/success', `/group-orders/success?link=${LINK}`);
    await screen.findByText(/The order is placed/);
    expect(screen.queryByRole('button', { name: 'Delete the group order' })).not.toBeInTheDocument();
  });

  it('sends a group order that is not complete to its own screen, without offering to place it or taking the cart', async () => {
    enterGroupOrder(joined(ANA), false);
    network = serving(completed(false, { status: 'open' }));
    renderScreen(GroupOrderSuccessPage, '/group-orders/success', `/group-orders/success?link=${LINK}`);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/group-orders/${LINK}`));
    expect(screen.queryByText(/Your group order is complete/)).not.toBeInTheDocument();
    expect($cart.get()).toMatchObject({ group_order: true, order_token: LINK });
  });

  it('a participant waits for the organiser to place it, their cart still in the group order: a refused checkout may open it again', async () => {
    enterGroupOrder(joined(ANA), false);
    await withLivePanel(completed(false), async (change) => {
      renderScreen(GroupOrderSuccessPage, '/group-orders/success', `/group-orders/success?link=${LINK}`);
      expect(await screen.findByText(/Waiting for Olga to place the order at the checkout/)).toHaveTextContent('Your part to pay: 10');
      expect(screen.queryByRole('button', { name: 'Place the group order' })).not.toBeInTheDocument();
      // Food no longer sold: the organiser's checkout was refused and the group order is open again.
      await change(completed(false, { status: 'open' }));
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/group-orders/${LINK}`));
      // A replacement chosen from the menu goes to her part of it (the menu reads the cart's group fields).
      expect($cart.get()).toMatchObject({ group_order: true, order_token: LINK, participant_token: ANA });
    });
  });

  it('once the organiser has placed it, the participant\'s cart leaves the group order; the token stays to pay', async () => {
    enterGroupOrder(joined(ANA), false);
    network = serving(completed(false, { order: { payment_method: 'card', total: 30, paid: false, cancelled_unpaid: false } }));
    renderScreen(GroupOrderSuccessPage, '/group-orders/success', `/group-orders/success?link=${LINK}`);
    await waitFor(() => expect($cart.get().group_order).toBe(false));
    expect(participantTokenFor(LINK)).toBe(ANA);
  });

  it('once placed, each payer pays their own share on the payments screen, and sees everyone\'s', async () => {
    enterGroupOrder(joined(ANA), false);
    const placed = completed(false, {
      me: { id: 2, is_admin: false, left: false, removed: false, payment_token: 'ShareTokenShareTokenShareToken12', payment_amount: 10, shares_to_pay: [] },
      order: { payment_method: 'card', total: 30, paid: false, cancelled_unpaid: false },
      participants: completed(false).participants.map((p) => (p.id === 1 ? { ...p, payment: 'paid' as const, amount_pending: 0 } : p)),
    });
    network = serving(placed);
    renderScreen(GroupOrderSuccessPage, '/group-orders/success', `/group-orders/success?link=${LINK}`);
    const pay = await screen.findByRole('link', { name: /Pay my share/ });
    expect(pay).toHaveTextContent('10');
    // A pickup: nothing is delivered.
    expect(screen.getByText('The order is placed: one order for the kitchen, picked up together.')).toBeInTheDocument();
    expect(pay).toHaveAttribute('href', '/integrations/payment/ShareTokenShareTokenShareToken12');
    const olga = within(screen.getByRole('listitem', { name: 'Olga' }));
    expect(olga.getByText('Payment made')).toBeInTheDocument();
    // Paid is paid: nothing is shown as still to pay.
    expect(olga.getByText('Paid').nextElementSibling).toHaveTextContent('20');
    expect(olga.queryByText('Still to pay')).not.toBeInTheDocument();
    const ana = within(screen.getByRole('listitem', { name: 'Ana (you)' }));
    expect(ana.getByText('Pending payment')).toBeInTheDocument();
    expect(ana.getByText('Order confirmed')).toBeInTheDocument();
    expect(ana.getByText('Still to pay').nextElementSibling).toHaveTextContent('10');
    expect(ana.queryByText('Paid')).not.toBeInTheDocument();
  });

  it("shows the organiser who paid a share they took over, not yet their own, what is paid and what is still to pay", async () => {
    enterGroupOrder(joined(ANA), false);
    network = serving(completed(false, {
      order: { payment_method: 'card', total: 30, paid: false, cancelled_unpaid: false },
      participants: completed(false).participants.map((p) => (p.id === 1 ? { ...p, amount_due: 30, amount_pending: 20 } : { ...p, payment: 'by_organizer' as const, amount_due: 0, amount_pending: 0 })),
    }));
    renderScreen(GroupOrderSuccessPage, '/group-orders/success', `/group-orders/success?link=${LINK}`);
    const olga = within(await screen.findByRole('listitem', { name: 'Olga' }));
    expect(olga.getByText('Paid').nextElementSibling).toHaveTextContent('10');
    expect(olga.getByText('Still to pay').nextElementSibling).toHaveTextContent('20');
    expect(olga.getByText('Also pays for Ana.')).toBeInTheDocument();
    const ana = within(screen.getByRole('listitem', { name: 'Ana (you)' }));
    expect(ana.getByText('Paid by organiser')).toBeInTheDocument();
    expect(ana.queryByText('Still to pay')).not.toBeInTheDocument();
    expect(ana.getByText('Who pays').nextElementSibling).toHaveTextContent('Olga (organiser)');
  });

  it("lets the organiser pay a participant's unpaid share after placing it, then pay it on the payments screen", async () => {
    enterGroupOrder(joined(OLGA), true);
    const placed = completed(true, { order: { payment_method: 'card', total: 30, paid: false, cancelled_unpaid: false } });
    const takenOver = completed(true, {
      order: placed.order,
      me: { ...placed.me, shares_to_pay: [{ participant_id: 2, token: 'AnaShareTokenAnaShareToken1234', amount: 10 }] },
      participants: placed.participants.map((p) => (p.id === 2 ? { ...p, payment: 'by_organizer' as const, amount_due: 0, amount_pending: 0 } : { ...p, amount_due: 30, amount_pending: 30 })),
    });
    let panel = placed;
    network = fakeApi(({ method, url, body }) => {
      if (method === 'GET' && url.pathname === `/public/group-orders/${LINK}/panel`) return { json: panel };
      if (method === 'POST' && url.pathname === '/public/group-orders/pay-for') {
        expect(body).toEqual({ participant_token: OLGA, participant_id: 2 });
        panel = takenOver;
        return { json: { status: 'OK', message: '' } };
      }
      return undefined;
    });
    renderScreen(GroupOrderSuccessPage, '/group-orders/success', `/group-orders/success?link=${LINK}`);
    const ana = await screen.findByRole('listitem', { name: 'Ana' });
    expect(within(screen.getByRole('listitem', { name: 'Olga (you)' })).queryByRole('button', { name: /Pay for/ })).not.toBeInTheDocument();
    await userEvent.click(within(ana).getByRole('button', { name: 'Pay for Ana' }));
    const pay = await within(ana).findByRole('link', { name: /Pay Ana's share/ });
    await waitFor(() => expect(pay).toHaveFocus());
    expect(pay).toHaveAttribute('href', '/integrations/payment/AnaShareTokenAnaShareToken1234');
    expect(pay).toHaveTextContent('10');
    expect(within(ana).getByText('Paid by organiser')).toBeInTheDocument();
  });

  it('says so when everything is paid', async () => {
    enterGroupOrder(joined(ANA), false);
    network = serving(completed(false, { order: { payment_method: 'card', total: 30, paid: true, cancelled_unpaid: false } }));
    renderScreen(GroupOrderSuccessPage, '/group-orders/success', `/group-orders/success?link=${LINK}`);
    expect(await screen.findByText('Everything is paid. Enjoy your meal!')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Pay/ })).not.toBeInTheDocument();
  });

  it('says when it was cancelled for a share not paid in time, and that a paid share is refunded; nobody is offered to pay', async () => {
    enterGroupOrder(joined(OLGA), true);
    network = serving(completed(true, {
      order: { payment_method: 'card', total: 30, paid: false, cancelled_unpaid: true },
      participants: completed(true).participants.map((p) => (p.id === 1 ? { ...p, payment: 'paid' as const, amount_pending: 0 } : p)),
    }));
    renderScreen(GroupOrderSuccessPage, '/group-orders/success', `/group-orders/success?link=${LINK}`);
    expect(await screen.findByText(/^This group order was cancelled/)).toHaveTextContent(
      'This group order was cancelled because not every share was paid in time: it will not be prepared. Your share was paid: the shop will refund it.',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your group order was cancelled');
    expect(screen.queryByText(/the group order is complete/)).not.toBeInTheDocument();
    expect(screen.queryByText(/The order is placed/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pay for/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Pay/ })).not.toBeInTheDocument();
  });

  it('promises no refund to a participant whose share was nothing (paid at placing)', async () => {
    enterGroupOrder(joined(OLGA), true);
    network = serving(completed(true, {
      order: { payment_method: 'card', total: 30, paid: false, cancelled_unpaid: true },
      participants: completed(true).participants.map((p) => (p.id === 1 ? { ...p, payment: 'paid' as const, amount_due: 0, amount_pending: 0 } : p)),
    }));
    renderScreen(GroupOrderSuccessPage, '/group-orders/success', `/group-orders/success?link=${LINK}`);
    expect(await screen.findByText(/^This group order was cancelled/)).toHaveTextContent(
      /^This group order was cancelled because not every share was paid in time: it will not be prepared\.\s*$/,
    );
  });
  it('once placed, says when and where, as the order success screen does: minutes and store for pickup now', async () => {
    enterGroupOrder(joined(ANA), false);
    const placedPanel = completed(false, { order: { payment_method: 'cash-pickup', total: 30, paid: false, cancelled_unpaid: false } });
    network = fakeApi(({ url }) => {
      if (url.pathname === `/public/group-orders/${LINK}/panel`) return { json: placedPanel };
      if (url.pathname === `/public/group-orders/${LINK}/placed` && url.searchParams.get('participant_token') === ANA) {
        return { json: { delivery_type: 'pickup', pickup_type: 'at_counter', store: { id: 2, name: 'Old Town', address: 'Strada Lipscani 10', phone: '021 000 0000' }, address: '', address_line2: '', for_later: false, later_day: null, later_time: null, estimated_minutes: 20 } };
      }
      return undefined;
    });
    renderScreen(GroupOrderSuccessPage, '/group-orders/success', `/group-orders/success?link=${LINK}`);
    expect(await screen.findByText('Your order will be ready for pickup in about 20 minutes.')).toBeInTheDocument();
    expect(screen.getByText('Pickup at:').parentElement).toHaveTextContent('Pickup at: Old Town, Strada Lipscani 10');
  });

  it('once placed by a brand with no estimate, says "as soon as possible", not "in about 0 minutes"', async () => {
    enterGroupOrder(joined(ANA), false);
    const placedPanel = completed(false, { order: { payment_method: 'cash-pickup', total: 30, paid: false, cancelled_unpaid: false } });
    network = fakeApi(({ url }) => {
      if (url.pathname === `/public/group-orders/${LINK}/panel`) return { json: placedPanel };
      if (url.pathname === `/public/group-orders/${LINK}/placed`) {
        return { json: { delivery_type: 'pickup', pickup_type: 'at_counter', store: { id: 2, name: 'Old Town', address: 'Strada Lipscani 10', phone: '021 000 0000' }, address: '', address_line2: '', for_later: false, later_day: null, later_time: null, estimated_minutes: 0 } };
      }
      return undefined;
    });
    renderScreen(GroupOrderSuccessPage, '/group-orders/success', `/group-orders/success?link=${LINK}`);
    expect(await screen.findByText('Your order will be ready for pickup as soon as possible.')).toBeInTheDocument();
  });

  it('once placed for later delivery, says the day, time, address and store', async () => {
    enterGroupOrder(joined(ANA), false);
    const placedPanel = completed(false, { delivery_type: 'delivery', order: { payment_method: 'card', total: 30, paid: false, cancelled_unpaid: false } });
    network = fakeApi(({ url }) => {
      if (url.pathname === `/public/group-orders/${LINK}/panel`) return { json: placedPanel };
      if (url.pathname === `/public/group-orders/${LINK}/placed`) {
        return { json: { delivery_type: 'delivery', pickup_type: null, store: { id: 2, name: 'Old Town', address: 'Strada Lipscani 10', phone: '' }, address: 'Strada Doamnei 3', address_line2: 'Floor 2', for_later: true, later_day: '2026-11-24', later_time: '19:30', estimated_minutes: 45 } };
      }
      return undefined;
    });
    renderScreen(GroupOrderSuccessPage, '/group-orders/success', `/group-orders/success?link=${LINK}`);
    expect(await screen.findByText('Your order will be delivered on Tuesday 24 November at 19:30.')).toBeInTheDocument();
    expect(screen.getByText('Delivery address:').parentElement).toHaveTextContent('Delivery address: Strada Doamnei 3, Floor 2');
    expect(screen.getByText('From:').parentElement).toHaveTextContent('From: Old Town, Strada Lipscani 10');
  });

  it('in Lithuanian, names the later day with the weekday a sentence needs and the hour', async () => {
    enterGroupOrder(joined(ANA), false);
    const placedPanel = completed(false, { order: { payment_method: 'card', total: 30, paid: false, cancelled_unpaid: false } });
    network = fakeApi(({ url }) => {
      if (url.pathname === `/public/group-orders/${LINK}/panel`) return { json: placedPanel };
      if (url.pathname === `/public/group-orders/${LINK}/placed`) {
        return { json: { delivery_type: 'pickup', pickup_type: 'at_counter', store: { id: 2, name: 'Old Town', address: 'Strada Lipscani 10', phone: '' }, address: '', address_line2: '', for_later: true, later_day: '2026-12-08', later_time: '10:00', estimated_minutes: 20 } };
      }
      return undefined;
    });
    $language.set('lt');
    await startI18n('lt');
    try {
      renderScreen(GroupOrderSuccessPage, '/group-orders/success', `/group-orders/success?link=${LINK}`);
      expect(await screen.findByText('Užsakymą galėsite atsiimti gruodžio 8 d., antradienį, 10:00 val.')).toBeInTheDocument();
    } finally {
      $language.set('en');
      await startI18n('en');
    }
  });

  it('asks nothing of the kind before the organiser has placed it', async () => {
    enterGroupOrder(joined(ANA), false);
    network = serving(completed(false));
    renderScreen(GroupOrderSuccessPage, '/group-orders/success', `/group-orders/success?link=${LINK}`);
    await screen.findByText(/Waiting for Olga/);
    expect(network.requests.some((request) => request.url.pathname.endsWith('/placed'))).toBe(false);
  });

  it('opened by someone who was never in the group order, claims nothing: the 404 screen', async () => {
    localStorage.clear();
    network = fakeApi(() => undefined);
    for (const path of ['/group-orders/success', `/group-orders/success?link=${LINK}`]) {
      const { unmount } = renderScreen(GroupOrderSuccessPage, '/group-orders/success', path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
      expect(screen.queryByText(/group order is complete/)).not.toBeInTheDocument();
      unmount();
    }
    expect(network.requests).toEqual([]);
  });

  describe("told to the participant's screen reader (WCAG 4.1.3)", () => {
    const original = globalThis.EventSource;
    beforeEach(() => {
      FakeEventSource.opened = [];
      globalThis.EventSource = FakeEventSource as unknown as typeof EventSource;
    });
    afterEach(() => {
      globalThis.EventSource = original;
    });

    /** The success screen and the panel on their routes, as the shell has them: one sends to the other. */
    function renderBoth() {
      function Panel() {
        return <GroupOrderPage params={useParams()} />;
      }
      render(
        <MemoryRouter initialEntries={[`/group-orders/success?link=${LINK}`]}>
          <Routes>
            <Route path="/group-orders/success" element={<GroupOrderSuccessPage params={{}} />} />
            <Route path="/group-orders/:link" element={<Panel />} />
          </Routes>
        </MemoryRouter>,
      );
    }
    const tiramisu = { order_product_id: 6, reason: 'P4 is out of stock.' };

    it('waiting for the organiser, whose checkout was refused: back on the panel, hears that their order needs them, and why, and goes on from it', async () => {
      enterGroupOrder(joined(ANA), false);
      let panel = completed(false);
      network = fakeApi(({ url }) => (url.pathname === `/public/group-orders/${LINK}/panel` ? { json: panel } : url.pathname === '/public/products' ? { json: [] } : undefined));
      renderBoth();
      expect(await screen.findByText(/Waiting for Olga to place the order at the checkout/)).toBeInTheDocument();

      // Her dish went out of stock: the group order is open again, and her order is not confirmed any more.
      panel = completed(false, {
        status: 'open',
        participants: completed(false).participants.map((p) => ({ ...p, confirmed: false, ...(p.id === 2 ? { products: [], unavailable_products: [tiramisu] } : {}) })),
      });
      await act(async () => FakeEventSource.opened[0]!.emit('changed'));
      const mine = await screen.findByRole('heading', { level: 3, name: 'Ana (you)' });
      const [status] = screen.getAllByRole('status').filter((region) => !screen.getByRole('region', { name: 'Invite people' }).contains(region));
      await waitFor(() =>
        expect(status).toHaveTextContent('Status: Open: people can still join. Your order needs your attention again: check it and confirm it once more. P4 is out of stock.'),
      );
      await waitFor(() => expect(mine).toHaveFocus());
      expect(screen.getByRole('button', { name: 'Confirm my order' })).toBeInTheDocument();
    });

    it('still confirmed when it opened again for someone else: hears the new status, and the focus is left alone', async () => {
      enterGroupOrder(joined(ANA), false);
      let panel = completed(false);
      network = fakeApi(({ url }) => (url.pathname === `/public/group-orders/${LINK}/panel` ? { json: panel } : url.pathname === '/public/products' ? { json: [] } : undefined));
      renderBoth();
      await screen.findByText(/Waiting for Olga/);
      panel = completed(false, { status: 'open', participants: completed(false).participants.map((p) => (p.id === 1 ? { ...p, confirmed: false } : p)) });
      await act(async () => FakeEventSource.opened[0]!.emit('changed'));
      await screen.findByRole('heading', { level: 3, name: 'Ana (you)' });
      const [status] = screen.getAllByRole('status').filter((region) => !screen.getByRole('region', { name: 'Invite people' }).contains(region));
      await waitFor(() => expect(status).toHaveTextContent('Status: Open: people can still join.'));
      expect(status).not.toHaveTextContent(/needs your attention/);
      expect(screen.getByRole('heading', { level: 3, name: 'Ana (you)' })).not.toHaveFocus();
    });

    it('once placed, hears that the organiser took over their share', async () => {
      enterGroupOrder(joined(ANA), false);
      const placed = completed(false, {
        me: { id: 2, is_admin: false, left: false, removed: false, payment_token: 'ShareTokenShareTokenShareToken12', payment_amount: 10, shares_to_pay: [] },
        order: { payment_method: 'card', total: 30, paid: false, cancelled_unpaid: false },
      });
      let panel = placed;
      network = fakeApi(({ url }) => (url.pathname === `/public/group-orders/${LINK}/panel` ? { json: panel } : undefined));
      renderScreen(GroupOrderSuccessPage, '/group-orders/success', `/group-orders/success?link=${LINK}`);
      await screen.findByRole('link', { name: /Pay my share/ });
      const status = screen.getAllByRole('status').find((region) => region.classList.contains('visually-hidden'))!;
      expect(status).toBeEmptyDOMElement();

      panel = completed(false, {
        order: placed.order,
        participants: placed.participants.map((p) => (p.id === 2 ? { ...p, payment: 'by_organizer' as const, amount_due: 0, amount_pending: 0 } : { ...p, amount_due: 30, amount_pending: 30 })),
      });
      await act(async () => FakeEventSource.opened[0]!.emit('changed'));
      await waitFor(() => expect(status).toHaveTextContent('Olga now pays your share: you have nothing to pay.'));
      expect(screen.queryByRole('link', { name: /Pay my share/ })).not.toBeInTheDocument();
    });
  });
});
