import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from 'shared-contracts/api/client';
import { $cart, updateCart } from 'shared-contracts/stores/cart';
import { $language } from 'shared-contracts/stores/language';
import { $notifications } from 'shared-contracts/stores/notifications';
import type { Language } from 'shared-contracts/types/language';
import { $settings, setSettings } from 'shared-contracts/stores/settings';
import { logIn, logOut } from 'shared-contracts/stores/user';
import { fakeApi } from 'shared-contracts/test-support/fake-api';
import { aStore, websiteSettingsFixture } from 'shared-contracts/test-support/website-settings';
import { renderInShop } from '../test-support/render-in-shop';
import OrdersPage from './OrdersPage';

beforeAll(() => configureApi({ apiUrl: 'http://api.test' }));
beforeEach(() =>
  act(() => {
    logIn({ id: 1, token: 'tok', name: 'Ana Pop', delivery_addresses: [] });
    updateCart({ store_id: null, products: [], delivery_type: 'pickup', table_id: null, group_order: false });
  }),
);
afterEach(() =>
  act(() => {
    logOut();
    $settings.set(null);
  }),
);

const line = (name: string, total: number, size_name: string | null = null, options: { name: string; quantity: number }[] = []) => ({ name, size_name, options, quantity: 1, total });
const noCosts = { packaging_fee: 0, free_products_discount: 0, delivery_fee: 0, voucher_code: null, voucher_value: 0, loyalty_points: 0, group_extra: 0 };
const orders = [
  { id: 8, token: 't8', created_at: '2026-11-25T10:00:00Z', status: 'placed', current: true, store_id: 1, store_name: 'Casa Aurora Old Town', delivery_type: 'pickup', for_later: false, later_day: null, later_time: null, ...noCosts, total: 48, lines: [line('Margherita', 48, '40 cm', [{ name: 'Extra mozzarella', quantity: 1 }, { name: 'Olives', quantity: 2 }])] },
  { id: 7, token: 't7', created_at: '2026-10-01T10:00:00Z', status: 'paid', current: false, store_id: 2, store_name: 'Casa Aurora Riverside', delivery_type: 'delivery', for_later: false, later_day: null, later_time: null, ...noCosts, total: 29, lines: [line('House lemonade', 14), line('Tiramisu', 15)] },
];
const lemonade = {
  id: 24, name: 'House lemonade', quantity: 1, price: 15, pack_price: null, options: [], categories: [{ id: 6 }], age_restriction: false,
  locked: false, order_product_id: null, sizes: [], selected_size: null,
};

describe('OrdersPage', () => {
  it('shows the current and the past orders with their lines, status and total', async () => {
    const api = fakeApi(({ url }) => (url.pathname === '/public/account/orders' ? { json: orders } : undefined));
    await renderInShop(<OrdersPage params={{}} />, { path: '/account/orders' });
    const current = (await screen.findByRole('heading', { level: 2, name: 'Current orders' })).closest('section') as HTMLElement;
    const past = screen.getByRole('heading', { level: 2, name: 'Past orders' }).closest('section') as HTMLElement;
    expect(within(current).getByText('Margherita (40 cm)', { exact: false })).toBeInTheDocument();
    // Its options under its name, as the cart and the order's page write them.
    expect(within(current).getByText('Extra mozzarella, 2 × Olives')).toBeInTheDocument();
    expect(within(current).getByText('Placed, payment pending')).toBeInTheDocument();
    expect(within(past).getByText('Paid')).toBeInTheDocument();
    expect(within(past).getByText('Tiramisu')).toBeInTheDocument();
    expect(within(past).getByText(/Delivery · Casa Aurora Riverside/)).toBeInTheDocument();
    // Each opens its own page, where an order still to pay is paid, by its link.
    expect(within(current).getByRole('link', { name: /^View order: Order of / })).toHaveAttribute('href', '/order-success/t8');
    expect(within(past).getByRole('link', { name: /^View order: Order of / })).toHaveAttribute('href', '/order-success/t7');
    api.restore();
  });

  it.each([
    ['en', 'Waiting for your payment', 'Pay now: Order of'],
    ['es', 'Pendiente de tu pago', 'Pagar ahora: Pedido del'],
    ['lt', 'Laukiama jūsų mokėjimo', 'Apmokėti dabar: Užsakymas'],
    ['ro', 'Se așteaptă plata ta', 'Plătește acum: Comanda din'],
  ] as const)('in %s, an order still to pay online says so and leads to its payment screen; one paid at the counter does not', async (language, status, pay) => {
    const due = [{ ...orders[0]!, payment_due: true }, { ...orders[0]!, id: 6, token: 't6', payment_due: false }];
    const api = fakeApi(({ url }) => (url.pathname === '/public/account/orders' ? { json: due } : undefined));
    await renderInShop(<OrdersPage params={{}} />, { path: '/account/orders', language });
    const [owed, atCounter] = (await screen.findAllByRole('listitem')).filter((item) => item.classList.contains('account-order'));
    expect(within(owed!).getByText(status)).toBeInTheDocument();
    expect(within(owed!).getByRole('link', { name: new RegExp(`^${pay}`) })).toHaveAttribute('href', '/integrations/payment/t8');
    expect(within(atCounter!).queryByText(status)).not.toBeInTheDocument();
    expect(within(atCounter!).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/order-success/t6']);
    api.restore();
  });

  it('shows the costs stored with the order between its lines and its total, only those that are not zero', async () => {
    const pickup = { ...orders[0], ...noCosts, packaging_fee: 6, total: 154, lines: [line('Margherita', 72, '40 cm'), line('Quattro stagioni', 76, '40 cm')] };
    const delivery = { ...orders[1], ...noCosts, delivery_fee: 10, voucher_code: 'SPRING', voucher_value: 5, loyalty_points: 4, total: 30 };
    const api = fakeApi(({ url }) => (url.pathname === '/public/account/orders' ? { json: [pickup, delivery] } : undefined));
    await renderInShop(<OrdersPage params={{}} />, { path: '/account/orders' });
    const [current, past] = (await screen.findAllByRole('table')) as [HTMLElement, HTMLElement];
    const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').map((row) => row.textContent?.replace(/\s+/g, ' '));
    // Spec §9: whole amounts without ".00", as the checkout, the success page and the e-mail write them.
    expect(rowsOf(current).slice(3)).toEqual([expect.stringMatching(/^Packaging fee6 lei$/), expect.stringMatching(/^Total154 lei$/)]);
    expect(rowsOf(past).slice(3)).toEqual([
      expect.stringMatching(/^Delivery fee10 lei$/),
      expect.stringMatching(/^Voucher SPRING.*-5 lei$/),
      expect.stringMatching(/^Bonus points.*-4 lei$/),
      expect.stringMatching(/^Total30 lei$/),
    ]);
    api.restore();
  });

  it("shows a group order's extra among its costs, so its rows add up to its total", async () => {
    const group = { ...orders[0], ...noCosts, group_extra: 2.5, total: 50.5 };
    const api = fakeApi(({ url }) => (url.pathname === '/public/account/orders' ? { json: [group] } : undefined));
    await renderInShop(<OrdersPage params={{}} />, { path: '/account/orders' });
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').map((row) => row.textContent?.replace(/\s+/g, ' '));
    expect(rows.slice(2)).toEqual([expect.stringMatching(/^Group extra2\.50 lei$/), expect.stringMatching(/^Total50\.50 lei$/)]);
    api.restore();
  });

  it("tells when an order was placed on its store's clock, not the brand's", async () => {
    act(() =>
      setSettings(
        websiteSettingsFixture({
          localization: { ...websiteSettingsFixture().localization, time_zone: 'Europe/Bucharest' },
          stores: [aStore({ id: 1 }), aStore({ id: 2, time_zone: 'America/Mexico_City' })],
        }),
      ),
    );
    // 04:00 on the 25th in Bucharest, 20:00 on the 24th in Mexico City.
    const placed = { ...orders[1], created_at: '2026-11-25T02:00:00Z' };
    const api = fakeApi(({ url }) => (url.pathname === '/public/account/orders' ? { json: [placed] } : undefined));
    await renderInShop(<OrdersPage params={{}} />, { path: '/account/orders' });
    expect(await screen.findByRole('heading', { level: 3, name: 'Order of Tuesday, 24 November 2026 at 20:00' })).toBeInTheDocument();
    api.restore();
  });

  it("reorders into the cart at today's prices and names what cannot be ordered again", async () => {
    const user = userEvent.setup();
    const api = fakeApi(({ method, url }) => {
      if (url.pathname === '/public/account/orders') return { json: orders };
      if (method === 'POST' && url.pathname === '/public/account/orders/7/reorder') return { json: { store_id: 2, products: [lemonade], unavailable: ['Tiramisu'] } };
      return undefined;
    });
    await renderInShop(<OrdersPage params={{}} />, { path: '/account/orders' });
    const past = (await screen.findByRole('heading', { level: 2, name: 'Past orders' })).closest('section') as HTMLElement;
    await user.click(within(past).getByRole('button', { name: /Order again/ }));
    expect(await screen.findByText(/1 product was added to your cart/)).toBeInTheDocument();
    expect(screen.getByText('This product cannot be ordered again today:')).toBeInTheDocument();
    expect(screen.getByText('Tiramisu', { selector: '.ui-notice li' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to checkout' })).toHaveAttribute('href', '/cart/checkout');
    expect($cart.get().store_id).toBe(2);
    expect($cart.get().products).toEqual([lemonade]);
    // The cart was empty: the delivered order comes back to be delivered.
    expect($cart.get().delivery_type).toBe('delivery');
    api.restore();
  });

  it("keeps the way a cart already holding food was chosen for, when an order is added to it", async () => {
    const user = userEvent.setup();
    act(() => updateCart({ store_id: 2, products: [{ ...lemonade, id: 25, name: 'Espresso' }] }));
    const api = fakeApi(({ method, url }) => {
      if (url.pathname === '/public/account/orders') return { json: orders };
      if (method === 'POST' && url.pathname === '/public/account/orders/7/reorder') return { json: { store_id: 2, products: [lemonade], unavailable: [] } };
      return undefined;
    });
    await renderInShop(<OrdersPage params={{}} />, { path: '/account/orders' });
    const past = (await screen.findByRole('heading', { level: 2, name: 'Past orders' })).closest('section') as HTMLElement;
    await user.click(within(past).getByRole('button', { name: /Order again/ }));
    expect(await screen.findByText(/1 product was added to your cart/)).toBeInTheDocument();
    expect($cart.get().products).toHaveLength(2);
    expect($cart.get().delivery_type).toBe('pickup');
    api.restore();
  });

  describe('while the customer is in a group order', () => {
    const tiramisu = { ...lemonade, id: 31, name: 'Tiramisu', quantity: 2, options: [{ id: 5, name: 'Cocoa', price: 0, quantity: 1 }] };
    beforeEach(() => act(() => updateCart({ store_id: 2, group_order: true, participant_token: 'tok-ana', order_token: 'grp-link' })));
    afterEach(() => act(() => {
      updateCart({ group_order: false, participant_token: null, order_token: null });
      $notifications.set([]);
    }));

    async function orderAgain(addProduct: (line: { id: number }) => { status?: number; json: unknown }, language: Language = 'en', pastTitle = 'Past orders') {
      const api = fakeApi(({ method, url, body }) => {
        if (url.pathname === '/public/account/orders') return { json: orders };
        if (method === 'POST' && url.pathname === '/public/account/orders/7/reorder') return { json: { store_id: 2, products: [lemonade, tiramisu], unavailable: [] } };
        if (method === 'POST' && url.pathname === '/public/group-orders/add-product') return addProduct((body as { product: { id: number } }).product);
        return undefined;
      });
      await renderInShop(<OrdersPage params={{}} />, { path: '/account/orders', language });
      const past = (await screen.findByRole('heading', { level: 2, name: pastTitle })).closest('section') as HTMLElement;
      // Its one button, named in the page's language.
      await userEvent.click(within(past).getByRole('button'));
      return api;
    }

    it('sends the lines to their part of it on the server, never to the cart, and names a line it refused', async () => {
      const refused = '<p>Tiramisu is sold out today.</p>';
      const api = await orderAgain(({ id }) =>
        id === lemonade.id
          ? { json: { status: 'OK', message: '', product: { order_product_id: 70, id, quantity: 1 } } }
          : { json: { status: 'ERROR', message: refused } },
      );
      expect(await screen.findByText(/1 product was added to your part of the group order at today’s prices/)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to the group order' })).toHaveAttribute('href', '/group-orders/grp-link');
      expect(screen.queryByText(/added to your cart/)).toBeNull();
      expect(screen.getByText('This product was not added to your group order:')).toBeInTheDocument();
      expect(screen.getByText('Tiramisu', { selector: '.ui-notice li' })).toBeInTheDocument();
      // The server's word on why, as the menu shows it.
      expect($notifications.get()).toEqual([expect.objectContaining({ message: refused, kind: 'error', html: true, position: 'top' })]);
      // The group's order is what the server holds: a line in the cart would never be ordered.
      expect($cart.get().products).toEqual([]);
      const sent = api.requests.filter((request) => request.url.pathname === '/public/group-orders/add-product').map((request) => request.body);
      expect(sent).toEqual([
        { participant_token: 'tok-ana', product: { id: 24, quantity: 1, selected_size: null, options: [] } },
        { participant_token: 'tok-ana', product: { id: 31, quantity: 2, selected_size: null, options: [{ id: 5, quantity: 1 }] } },
      ]);
      api.restore();
    });

    it('says nothing was added when the server could not be reached, and sends no more lines', async () => {
      const api = await orderAgain(() => ({ status: 500, json: { statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong.' } }));
      expect(await screen.findByText('These products were not added to your group order:')).toBeInTheDocument();
      expect(screen.queryByText(/added to your (cart|part of the group order)/)).toBeNull();
      expect(screen.getAllByRole('listitem').filter((item) => item.closest('.ui-notice')).map((item) => item.textContent)).toEqual(['House lemonade', 'Tiramisu']);
      // The first line only (the client's own retries of it aside): the next would fail the same way.
      const sent = api.requests.filter((request) => request.url.pathname === '/public/group-orders/add-product');
      expect(new Set(sent.map((request) => (request.body as { product: { id: number } }).product.id))).toEqual(new Set([24]));
      expect($cart.get().products).toEqual([]);
      api.restore();
    });

    it.each([
      ['es', 'Pedidos anteriores', /Se ha añadido 1 producto a tu parte del pedido en grupo/, 'Ir al pedido en grupo', 'Este producto no se ha añadido a tu pedido en grupo:'],
      ['lt', 'Ankstesni užsakymai', /Į jūsų grupinio užsakymo dalį šiandienos kaina įdėtas 1 produktas/, 'Eiti į grupinį užsakymą', 'Šis produktas neįdėtas į jūsų grupinį užsakymą:'],
      ['ro', 'Comenzi anterioare', /1 produs a fost adăugat la partea ta din comanda de grup/, 'Mergi la comanda de grup', 'Acest produs nu a fost adăugat la comanda ta de grup:'],
    ] as const)('says so in %s', async (language, pastTitle, added, toGroupOrder, notAdded) => {
      act(() => $language.set(language));
      try {
        const api = await orderAgain(({ id }) => ({ json: id === lemonade.id ? { status: 'OK', message: '' } : { status: 'ERROR', message: '<p>No.</p>' } }), language, pastTitle);
        expect(await screen.findByText(added)).toBeInTheDocument();
        expect(screen.getByRole('link', { name: toGroupOrder })).toBeInTheDocument();
        expect(screen.getByText(notAdded)).toBeInTheDocument();
        api.restore();
      } finally {
        // Unmounted first: the page would fetch its orders again in English, with the fake API gone,
        // and the client's retry of that fetch would land in the next test's.
        cleanup();
        act(() => $language.set('en'));
      }
    });
  });

  it('shows the history a page at a time: older orders on request, the first of them taking the focus', async () => {
    // 20 past orders (ids 40 to 21) on the first page, then the 3 before them.
    const past = (id: number) => ({ ...orders[1], id, token: `t${id}`, lines: [line(`Dish ${id}`, 14)] });
    const ids = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, i) => from - i);
    const api = fakeApi(({ url }) => {
      if (url.pathname !== '/public/account/orders') return undefined;
      return { json: (url.searchParams.get('before') === '21' ? ids(20, 18) : ids(40, 21)).map(past) };
    });
    await renderInShop(<OrdersPage params={{}} />, { path: '/account/orders' });
    expect(await screen.findByText('Dish 21')).toBeInTheDocument();
    expect(screen.queryByText('Dish 20')).toBeNull();
    // An order for a day still ahead, placed before these, could be on a page not read yet.
    expect(screen.queryByText('You have no orders on their way.')).toBeNull();
    expect(api.requests.at(-1)?.url.search).toBe('?limit=20');

    await userEvent.click(screen.getByRole('button', { name: 'Show older orders' }));
    expect(await screen.findByText('Dish 18')).toBeInTheDocument();
    expect(api.requests.at(-1)?.url.search).toBe('?limit=20&before=21');
    // The reader goes on at the first order added; a short page was the last one.
    expect(screen.getByText('Dish 20').closest('li')?.querySelector('h3')).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Show older orders' })).toBeNull();
    // The whole history read: none of it is on its way.
    expect(screen.getByText('You have no orders on their way.')).toBeInTheDocument();
    api.restore();
  });

  it('does not say there are no past orders while older ones are still to be shown', async () => {
    // A first page of orders all still on their way, and older ones behind it.
    const current = Array.from({ length: 20 }, (_, i) => ({ ...orders[0], id: 100 - i, token: `c${i}` }));
    const api = fakeApi(({ url }) => (url.pathname === '/public/account/orders' ? { json: current } : undefined));
    await renderInShop(<OrdersPage params={{}} />, { path: '/account/orders' });
    expect(await screen.findByRole('button', { name: 'Show older orders' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Past orders' })).toBeInTheDocument();
    expect(screen.queryByText('You have no past orders yet.')).toBeNull();
    api.restore();
  });

  it('reads the list again on a change of language, its lines named in the new language', async () => {
    // The API names the lines in the request's language (Content-Language).
    const api = fakeApi(({ url, headers }) => {
      if (url.pathname !== '/public/account/orders') return undefined;
      return { json: headers.get('Content-Language') === 'lt' ? [{ ...orders[1], lines: [line('Namų limonadas', 14)] }] : [orders[1]] };
    });
    await renderInShop(<OrdersPage params={{}} />, { path: '/account/orders' });
    expect(await screen.findByText('House lemonade')).toBeInTheDocument();
    act(() => $language.set('lt'));
    try {
      expect(await screen.findByText('Namų limonadas')).toBeInTheDocument();
    } finally {
      act(() => $language.set('en'));
      api.restore();
    }
  });

  it('writes the day of an order for later in the customer\'s language, not as 2026-11-24', async () => {
    const later = { ...orders[0], id: 9, token: 't9', for_later: true, later_day: '2026-11-24', later_time: '19:00' };
    const api = fakeApi(({ url }) => (url.pathname === '/public/account/orders' ? { json: [later] } : undefined));
    const { unmount } = await renderInShop(<OrdersPage params={{}} />, { path: '/account/orders' });
    expect(await screen.findByText(/Pickup · Casa Aurora Old Town · for Tuesday,? 24 November at 19:00/)).toBeInTheDocument();
    expect(screen.queryByText(/2026-11-24/)).toBeNull();
    unmount();
    act(() => $language.set('lt'));
    try {
      await renderInShop(<OrdersPage params={{}} />, { path: '/account/orders', language: 'lt' });
      expect(await screen.findByText(/lapkričio 24 d\., antradienis 19:00/)).toBeInTheDocument();
    } finally {
      act(() => $language.set('en'));
      api.restore();
    }
  });

  it.each([
    ['en', 'Current orders', 'You have no orders on their way.', 'Past orders', 'Not paid in time, cancelled'],
    ['es', 'Pedidos en curso', 'No tienes pedidos en curso.', 'Pedidos anteriores', 'No pagado a tiempo, cancelado'],
    ['lt', 'Vykdomi užsakymai', 'Vykdomų užsakymų neturite.', 'Ankstesni užsakymai', 'Neapmokėtas laiku, atšauktas'],
  ] as const)('in %s, an order cancelled unpaid says so, among the past orders', async (language, currentTitle, noneCurrent, pastTitle, cancelled) => {
    // The API counts an abandoned order past at once, whatever day it was for.
    const abandoned = { ...orders[0], id: 10, token: 't10', status: 'abandoned', current: false, for_later: true, later_day: '2099-11-24', later_time: '19:00' };
    const api = fakeApi(({ url }) => (url.pathname === '/public/account/orders' ? { json: [abandoned] } : undefined));
    act(() => $language.set(language));
    try {
      await renderInShop(<OrdersPage params={{}} />, { path: '/account/orders', language });
      const past = (await screen.findByRole('heading', { level: 2, name: pastTitle })).closest('section') as HTMLElement;
      const current = screen.getByRole('heading', { level: 2, name: currentTitle }).closest('section') as HTMLElement;
      expect(within(past).getByText(cancelled)).toBeInTheDocument();
      expect(within(current).getByText(noneCurrent)).toBeInTheDocument();
    } finally {
      act(() => $language.set('en'));
      api.restore();
    }
  });

  it.each([
    ['en', 'Past orders', 'Money returned', 'Paid', 'You paid'],
    ['es', 'Pedidos anteriores', 'Dinero devuelto', 'Pagado', 'Pagaste'],
    ['lt', 'Ankstesni užsakymai', 'Pinigai grąžinti', 'Apmokėtas', 'Jūs sumokėjote'],
    ['ro', 'Comenzi anterioare', 'Banii au fost returnați', 'Plătită', 'Ai plătit'],
  ] as const)('in %s, an order whose money went back says so, not paid; a split group organiser sees what they paid', async (language, pastTitle, returned, paid, youPaid) => {
    // The API counts an order whose money all went back past at once.
    const refunded = { ...orders[1], id: 11, token: 't11', status: 'money_returned', paid_by_customer: 29 };
    const group = { ...orders[1], id: 12, token: 't12', status: 'paid', total: 123, paid_by_customer: 62 };
    const api = fakeApi(({ url }) => (url.pathname === '/public/account/orders' ? { json: [group, refunded] } : undefined));
    act(() => $language.set(language));
    try {
      await renderInShop(<OrdersPage params={{}} />, { path: '/account/orders', language });
      await screen.findByRole('heading', { level: 2, name: pastTitle });
      const [groupCard, refundedCard] = screen.getAllByRole('listitem').filter((item) => item.classList.contains('account-order'));
      expect(within(refundedCard!).getByText(returned)).toBeInTheDocument();
      expect(within(refundedCard!).queryByText(paid)).not.toBeInTheDocument();
      // Paid the whole total: nothing more to say.
      expect(within(refundedCard!).queryByRole('rowheader', { name: youPaid })).not.toBeInTheDocument();
      expect(within(groupCard!).getByText(paid)).toBeInTheDocument();
      const paidRow = within(groupCard!).getByRole('rowheader', { name: youPaid }).closest('tr') as HTMLElement;
      expect(paidRow).toHaveTextContent(/62/);
    } finally {
      act(() => $language.set('en'));
      api.restore();
    }
  });

  it.each([
    ['en', 'Past orders', 'Status being updated'],
    ['es', 'Pedidos anteriores', 'Estado en actualización'],
    ['lt', 'Ankstesni užsakymai', 'Būsena atnaujinama'],
    ['ro', 'Comenzi anterioare', 'Starea se actualizează'],
  ] as const)('in %s, an order in a status newer than this remote reads as being updated, never as a text key', async (language, pastTitle, updating) => {
    // The API is deployed apart from the remote and may already know a status the remote does not.
    const newer = { ...orders[1], id: 13, token: 't13', status: 'partly_refunded' };
    const api = fakeApi(({ url }) => (url.pathname === '/public/account/orders' ? { json: [newer] } : undefined));
    act(() => $language.set(language));
    try {
      await renderInShop(<OrdersPage params={{}} />, { path: '/account/orders', language });
      const past = (await screen.findByRole('heading', { level: 2, name: pastTitle })).closest('section') as HTMLElement;
      expect(within(past).getByText(updating)).toBeInTheDocument();
      expect(past).not.toHaveTextContent(/orders\.status|partly_refunded/);
    } finally {
      act(() => $language.set('en'));
      api.restore();
    }
  });

  it('says so when there are no orders', async () => {
    const api = fakeApi(() => ({ json: [] }));
    await renderInShop(<OrdersPage params={{}} />, { path: '/account/orders' });
    expect(await screen.findByText('You have no orders on their way.')).toBeInTheDocument();
    expect(screen.getByText('You have no past orders yet.')).toBeInTheDocument();
    api.restore();
  });
});
