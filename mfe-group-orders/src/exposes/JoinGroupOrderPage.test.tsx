import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { configureApi } from 'shared-contracts/api/client';
import { setNavigator } from 'shared-contracts/api/navigation';
import { startI18n } from 'shared-contracts/i18n/i18n';
import { $cart } from 'shared-contracts/stores/cart';
import { $notifications, noticeText } from 'shared-contracts/stores/notifications';
import { emptyCart, type CartProduct } from 'shared-contracts/types/cart';
import { fakeApi } from 'shared-contracts/test-support/fake-api';
import { renderScreen } from 'shared-contracts/test-support/render-screen';
import { enterGroupOrder, forgetGroupOrder, participantTokenFor } from '../features/group-order/participant-tokens';
import GroupOrderCancelledPage from './GroupOrderCancelledPage';
import JoinGroupOrderPage from './JoinGroupOrderPage';

const LINK = 'AbCdEfGhIjKlMnOpQrStUv';
let network: ReturnType<typeof fakeApi>;

beforeAll(async () => {
  configureApi({ apiUrl: 'http://api.test' });
  await startI18n('en');
});
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  $cart.set(emptyCart());
});
afterEach(() => network.restore());

describe('JoinGroupOrderPage', () => {
  it('joins with a name only, keeps the participant token and opens the panel', async () => {
    network = fakeApi(({ method, url }) => {
      if (method === 'GET' && url.pathname === `/public/group-orders/${LINK}`) {
        return { json: { link: LINK, status: 'open', store_name: 'Old Town', organiser_name: 'Olga', payment_mode: 'organiser', group_order_payment_type: 'total', group_order_pay_extra: 3.5 } };
      }
      if (method === 'POST' && url.pathname === `/public/group-orders/${LINK}/join`) {
        return { status: 201, json: { link: LINK, participant_token: 't'.repeat(43), store_id: 2, payment_mode: 'organiser', group_order_payment_type: 'total', group_order_pay_extra: 3.5 } };
      }
      return undefined;
    });
    renderScreen(JoinGroupOrderPage, '/auth/join-group-order', `/auth/join-group-order?link=${LINK}`);

    expect(await screen.findByText('Olga invites you to order together from Old Town.')).toBeInTheDocument();
    // Who pays is known before joining (the organiser pays for everyone: no delivery-fee badge).
    expect(screen.getByText('The organiser pays for everyone')).toBeInTheDocument();
    expect(screen.queryByText('The organiser pays the delivery fee')).not.toBeInTheDocument();
    expect(screen.getByText('Fields marked * are mandatory.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(screen.getByText('Please enter your name.')).toBeInTheDocument();
    // Brought to what is wrong, not left on the button.
    expect(screen.getByRole('textbox', { name: /Your name/ })).toHaveFocus();
    expect(network.requests.filter((request) => request.method === 'POST')).toHaveLength(0);

    await userEvent.type(screen.getByRole('textbox', { name: /Your name/ }), '  Ana ');
    await userEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(`/group-orders/${LINK}`);
    expect(network.requests.find((request) => request.method === 'POST')?.body).toEqual({ name: 'Ana', products: [] });
    expect(participantTokenFor(LINK)).toBe('t'.repeat(43));
    // The group's own fields, as the API answered them (not split and 0 whatever the group), and
    // its store, which a fresh phone's cart had not: the catalog shows that store's sizes and prices.
    expect($cart.get()).toMatchObject({
      group_order: true, order_token: LINK, participant_token: 't'.repeat(43), group_order_admin: false, store_id: 2,
      group_order_payment_mode: 'organiser', group_order_payment_type: 'total', group_order_pay_extra: 3.5,
    });
  });

  it('tells a visitor without a valid link to ask the organiser again', async () => {
    network = fakeApi(() => undefined);
    renderScreen(JoinGroupOrderPage, '/auth/join-group-order', '/auth/join-group-order');
    expect(await screen.findByText(/needs the link the organiser shared/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
  });

  it('refuses to let anyone join once the group order is in progress, saying why', async () => {
    network = fakeApi(({ method, url }) => {
      if (method === 'GET' && url.pathname === `/public/group-orders/${LINK}`) {
        return { json: { link: LINK, status: 'in_progress', store_name: 'Old Town', organiser_name: 'Olga', payment_mode: 'split', group_order_payment_type: 'split', group_order_pay_extra: 0 } };
      }
      return undefined;
    });
    renderScreen(JoinGroupOrderPage, '/auth/join-group-order', `/auth/join-group-order?link=${LINK}`);
    expect(await screen.findByText(/already in progress: nobody can join it any more/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
  });

  it('says so when the group order went in progress while the guest was typing their name', async () => {
    let status = 'open';
    network = fakeApi(({ method, url }) => {
      if (method === 'GET' && url.pathname === `/public/group-orders/${LINK}`) {
        return { json: { link: LINK, status, store_name: 'Old Town', organiser_name: 'Olga', payment_mode: 'split', group_order_payment_type: 'split', group_order_pay_extra: 0 } };
      }
      if (method === 'POST' && url.pathname === `/public/group-orders/${LINK}/join`) {
        status = 'in_progress';
        return { status: 409, json: { statusCode: 409, error: 'Conflict', message: 'This group order is already in progress: nobody can join it any more.' } };
      }
      return undefined;
    });
    renderScreen(JoinGroupOrderPage, '/auth/join-group-order', `/auth/join-group-order?link=${LINK}`);
    await userEvent.type(await screen.findByRole('textbox', { name: /Your name/ }), 'Late');
    await userEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByText(/Ask the organiser about a new one/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
    expect(participantTokenFor(LINK)).toBeNull();
  });
  it('says the organiser deleted it, not that it is finished, when the link is of a deleted group order', async () => {
    network = fakeApi(({ method, url }) => {
      if (method === 'GET' && url.pathname === `/public/group-orders/${LINK}`) {
        return { json: { link: LINK, status: 'cancelled', store_name: 'Old Town', organiser_name: 'Olga', payment_mode: 'split', group_order_payment_type: 'split', group_order_pay_extra: 0 } };
      }
      return undefined;
    });
    renderScreen(JoinGroupOrderPage, '/auth/join-group-order', `/auth/join-group-order?link=${LINK}`);
    expect(await screen.findByText('The organiser deleted this group order: nobody can join it any more.')).toBeInTheDocument();
    expect(screen.queryByText(/finished/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
  });

  it("takes a participant of a deleted group order to its outcome: their cart leaves it with their food back", async () => {
    // Ana joined with her cart's lasagna, then closed the tab; the organiser deleted the group order.
    const lasagna: CartProduct = {
      id: 12, name: 'Baked lasagna', quantity: 1, price: 42, pack_price: 2, options: [], categories: [{ id: 2 }],
      age_restriction: false, locked: false, order_product_id: null, sizes: [], selected_size: null,
    };
    enterGroupOrder({ link: LINK, participant_token: 'a'.repeat(43), store_id: 1, payment_mode: 'split', group_order_payment_type: 'split', group_order_pay_extra: 0 }, false);
    network = fakeApi(({ method, url }) => {
      if (method === 'GET' && url.pathname === `/public/group-orders/${LINK}`) {
        return { json: { link: LINK, status: 'cancelled', store_name: 'Old Town', organiser_name: 'Olga', payment_mode: 'split', group_order_payment_type: 'split', group_order_pay_extra: 0 } };
      }
      if (method === 'GET' && url.pathname === `/public/group-orders/${LINK}/food-to-take-back`) return { json: { store_id: 1, products: [lasagna] } };
      return undefined;
    });
    render(
      <MemoryRouter initialEntries={[`/auth/join-group-order?link=${LINK}`]}>
        <Routes>
          <Route path="/auth/join-group-order" element={<JoinGroupOrderPage params={{}} />} />
          <Route path="/group-orders/cancelled" element={<GroupOrderCancelledPage params={{}} />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByText('The organiser deleted this group order. Your cart is yours again.')).toBeInTheDocument();
    await waitFor(() => expect($cart.get()).toMatchObject({ group_order: false, order_token: null, store_id: 1, products: [lasagna] }));
    expect(participantTokenFor(LINK)).toBeNull();
  });

  it("takes a participant reopening the link after everyone confirmed to the group order's screen, not to \"finished\"", async () => {
    localStorage.setItem('group_orders.participant_tokens', JSON.stringify({ [LINK]: 'b'.repeat(43) }));
    network = fakeApi(({ method, url }) => {
      if (method === 'GET' && url.pathname === `/public/group-orders/${LINK}`) {
        return { json: { link: LINK, status: 'completed', store_name: 'Old Town', organiser_name: 'Olga', payment_mode: 'split', group_order_payment_type: 'split', group_order_pay_extra: 0 } };
      }
      return undefined;
    });
    renderScreen(JoinGroupOrderPage, '/auth/join-group-order', `/auth/join-group-order?link=${LINK}`);
    expect(await screen.findByText('You are already in this group order.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the group order' })).toHaveAttribute('href', `/group-orders/${LINK}`);
    expect(screen.queryByText(/finished/)).not.toBeInTheDocument();
  });

  it('says a link the API does not know is not known, and stays, instead of going to the homepage', async () => {
    const navigated: string[] = [];
    setNavigator((path) => navigated.push(path));
    network = fakeApi(({ url }) =>
      url.pathname === '/public/group-orders/AAAAAAAAAAAAAAAAAAAAAA' ? { status: 404, json: { statusCode: 404, error: 'Not Found', message: 'This group order link is not valid.' } } : undefined,
    );
    renderScreen(JoinGroupOrderPage, '/auth/join-group-order', '/auth/join-group-order?link=AAAAAAAAAAAAAAAAAAAAAA');
    expect(await screen.findByText('We could not find this group order. Check the link, or ask the organiser to share it again.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Join a group order' })).toBeInTheDocument();
    expect(navigated).toEqual([]);
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('says the connection was lost when the link could not be read, and reads it again when asked', async () => {
    network = fakeApi(() => undefined);
    network.restore();
    const offline = jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    renderScreen(JoinGroupOrderPage, '/auth/join-group-order', `/auth/join-group-order?link=${LINK}`);
    // ky tries a GET again before giving up.
    expect(await screen.findByText('Please check your internet connection.', {}, { timeout: 5000 })).toBeInTheDocument();
    offline.mockRestore();
    network = fakeApi(({ url }) =>
      url.pathname === `/public/group-orders/${LINK}`
        ? { json: { link: LINK, status: 'open', store_name: 'Old Town', organiser_name: 'Olga', payment_mode: 'split', group_order_payment_type: 'split', group_order_pay_extra: 0 } }
        : undefined,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Olga invites you to order together from Old Town.')).toBeInTheDocument();
  });

  it("says a busy server's own words when the link could not be read", async () => {
    const busy = 'The shop is very busy right now. Please try again in a minute.';
    network = fakeApi(({ url }) => (url.pathname === `/public/group-orders/${LINK}` ? { status: 503, json: { statusCode: 503, error: 'Service Unavailable', message: busy } } : undefined));
    renderScreen(JoinGroupOrderPage, '/auth/join-group-order', `/auth/join-group-order?link=${LINK}`);
    expect(await screen.findByText(busy, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  describe('a join whose answer was lost', () => {
    const invited = { link: LINK, status: 'open', store_name: 'Old Town', organiser_name: 'Olga', payment_mode: 'split', group_order_payment_type: 'split', group_order_pay_extra: 0 };
    const joined = { link: LINK, participant_token: 't'.repeat(43), store_id: 1, payment_mode: 'split', group_order_payment_type: 'split', group_order_pay_extra: 0 };
    const joins = () => network.requests.filter((request) => request.method === 'POST');
    const keys = () => joins().map((request) => request.headers.get('Idempotency-Key'));

    it('is sent again under the same Idempotency-Key, after a reload too, so the API answers the participant it made', async () => {
      // The server stores Ana at once, but its answers never arrive until the network is back.
      let online = false;
      network = fakeApi(({ method, url }) => {
        if (method === 'GET' && url.pathname === `/public/group-orders/${LINK}`) return { json: invited };
        if (method === 'POST' && url.pathname === `/public/group-orders/${LINK}/join`) {
          if (!online) throw new TypeError('Failed to fetch');
          return { status: 200, json: joined };
        }
        return undefined;
      });
      const { unmount } = renderScreen(JoinGroupOrderPage, '/auth/join-group-order', `/auth/join-group-order?link=${LINK}`);
      await userEvent.type(await screen.findByRole('textbox', { name: /Your name/ }), 'Ana');
      await userEvent.click(screen.getByRole('button', { name: 'Join' }));
      // Sent again by itself before giving up: it is safe under its key.
      await waitFor(() => expect(screen.getByRole('button', { name: 'Join' })).not.toHaveAttribute('aria-busy', 'true'), { timeout: 5000 });
      expect(joins().length).toBeGreaterThan(1);
      expect(participantTokenFor(LINK)).toBeNull();

      // The guest reloads the page and presses Join again with the same name.
      unmount();
      online = true;
      renderScreen(JoinGroupOrderPage, '/auth/join-group-order', `/auth/join-group-order?link=${LINK}`);
      await userEvent.type(await screen.findByRole('textbox', { name: /Your name/ }), 'Ana');
      await userEvent.click(screen.getByRole('button', { name: 'Join' }));
      expect(await screen.findByTestId('location')).toHaveTextContent(`/group-orders/${LINK}`);
      expect(participantTokenFor(LINK)).toBe('t'.repeat(43));
      const [key] = keys();
      expect(key).toMatch(/^[A-Za-z0-9_-]{16,128}$/);
      expect(new Set(keys())).toEqual(new Set([key]));
    });

    it('goes under a new key when the join is another one: under another name', async () => {
      const taken = 'Someone in this group order already goes by this name. Add an initial or a nickname so everyone can tell you apart.';
      network = fakeApi(({ method, url, body }) => {
        if (method === 'GET' && url.pathname === `/public/group-orders/${LINK}`) return { json: invited };
        if (method === 'POST' && (body as { name: string }).name === 'Ana') return { status: 422, json: { statusCode: 422, error: 'Unprocessable Entity', message: taken, field: 'name' } };
        if (method === 'POST') return { status: 201, json: joined };
        return undefined;
      });
      renderScreen(JoinGroupOrderPage, '/auth/join-group-order', `/auth/join-group-order?link=${LINK}`);
      const name = await screen.findByRole('textbox', { name: /Your name/ });
      await userEvent.type(name, 'Ana');
      await userEvent.click(screen.getByRole('button', { name: 'Join' }));
      expect(await screen.findByText(taken)).toBeInTheDocument();
      await userEvent.type(name, ' P.');
      await userEvent.click(screen.getByRole('button', { name: 'Join' }));
      expect(await screen.findByTestId('location')).toHaveTextContent(`/group-orders/${LINK}`);
      const [first, second] = keys();
      expect(first).toBeTruthy();
      expect(second).toBeTruthy();
      expect(second).not.toBe(first);
    });
  });

  describe('the name', () => {
    const invited = { link: LINK, status: 'open', store_name: 'Old Town', organiser_name: 'Olga', payment_mode: 'split', group_order_payment_type: 'total', group_order_pay_extra: 0 };

    it("is held to the API's bound, and a name the API refuses (already someone's) is said on the field", async () => {
      const taken = 'Someone in this group order already goes by this name. Add an initial or a nickname so everyone can tell you apart.';
      network = fakeApi(({ method, url }) => {
        if (method === 'GET' && url.pathname === `/public/group-orders/${LINK}`) return { json: invited };
        if (method === 'POST') return { status: 422, json: { statusCode: 422, error: 'Unprocessable Entity', message: taken, field: 'name' } };
        return undefined;
      });
      renderScreen(JoinGroupOrderPage, '/auth/join-group-order', `/auth/join-group-order?link=${LINK}`);
      const name = await screen.findByRole('textbox', { name: /Your name/ });
      expect(name).toHaveAttribute('maxLength', '120');
      await userEvent.type(name, 'olga');
      await userEvent.click(screen.getByRole('button', { name: 'Join' }));
      expect(await screen.findByText(taken)).toBeInTheDocument();
      expect(name).toHaveAccessibleDescription(new RegExp(taken.slice(0, 40)));
      expect(name).toHaveFocus();
      expect(participantTokenFor(LINK)).toBeNull();
      expect(screen.queryByTestId('location')).toBeNull();
    });

    const lemonade: CartProduct = {
      id: 24, name: 'House lemonade', quantity: 2, price: 14, pack_price: null, options: [{ id: 5, price: 1, quantity: 1 }], categories: [],
      age_restriction: false, locked: false, order_product_id: null, sizes: [], selected_size: null,
    };

    it("joins with the cart's food as the joiner's part and empties the cart's products, so the checkout does not offer them", async () => {
      network = fakeApi(({ method, url }) => {
        if (method === 'GET' && url.pathname === `/public/group-orders/${LINK}`) return { json: invited };
        if (method === 'POST' && url.pathname === `/public/group-orders/${LINK}/join`) {
          return { status: 201, json: { link: LINK, participant_token: 't'.repeat(43), store_id: 1, payment_mode: 'split', group_order_payment_type: 'total', group_order_pay_extra: 0 } };
        }
        return undefined;
      });
      const said = 'The products in your cart become your part of the group order.';
      const { unmount } = renderScreen(JoinGroupOrderPage, '/auth/join-group-order', `/auth/join-group-order?link=${LINK}`);
      expect(await screen.findByText('Olga invites you to order together from Old Town.')).toBeInTheDocument();
      expect(screen.queryByText(said)).not.toBeInTheDocument();
      // Each pays their own part, the organiser the delivery fee: both said before joining.
      expect(screen.getByText('Each pays their own part by card')).toBeInTheDocument();
      expect(screen.getByText('The organiser pays the delivery fee')).toBeInTheDocument();
      unmount();

      $cart.set({ ...emptyCart(), store_id: 1, products: [lemonade] });
      renderScreen(JoinGroupOrderPage, '/auth/join-group-order', `/auth/join-group-order?link=${LINK}`);
      expect(await screen.findByText(said)).toBeInTheDocument();
      await userEvent.type(screen.getByRole('textbox', { name: /Your name/ }), 'Ana');
      await userEvent.click(screen.getByRole('button', { name: 'Join' }));
      expect(await screen.findByTestId('location')).toHaveTextContent(`/group-orders/${LINK}`);
      expect(network.requests.find((request) => request.method === 'POST')?.body).toEqual({
        name: 'Ana', products: [{ id: 24, quantity: 2, selected_size: null, options: [{ id: 5, quantity: 1 }] }],
      });
      expect($cart.get()).toMatchObject({ group_order: true, order_token: LINK, participant_token: 't'.repeat(43), products: [] });
    });

    it("joins with a cart filled at another store: what the group's store does not sell is set aside, named, and back in the cart on leaving", async () => {
      const tiramisu: CartProduct = { ...lemonade, id: 17, name: 'Tiramisu', quantity: 1, price: 18, options: [] };
      network = fakeApi(({ method, url }) => {
        if (method === 'GET' && url.pathname === `/public/group-orders/${LINK}`) return { json: invited };
        if (method === 'POST' && url.pathname === `/public/group-orders/${LINK}/join`) {
          return { status: 201, json: { link: LINK, participant_token: 't'.repeat(43), store_id: 1, payment_mode: 'split', group_order_payment_type: 'total', group_order_pay_extra: 0, left_out: [1] } };
        }
        return undefined;
      });
      $notifications.set([]);
      $cart.set({ ...emptyCart(), store_id: 2, payment_method: 'cash', products: [lemonade, tiramisu] });
      renderScreen(JoinGroupOrderPage, '/auth/join-group-order', `/auth/join-group-order?link=${LINK}`);
      await userEvent.type(await screen.findByRole('textbox', { name: /Your name/ }), 'Ana');
      await userEvent.click(screen.getByRole('button', { name: 'Join' }));
      // Joined all the same (spec §4, §6: a name only), with the lemonade the store sells.
      expect(await screen.findByTestId('location')).toHaveTextContent(`/group-orders/${LINK}`);
      expect($cart.get()).toMatchObject({ group_order: true, order_token: LINK, products: [] });
      expect($notifications.get().map(noticeText)).toEqual([
        'Old Town does not sell Tiramisu as chosen in your cart, so they are not in your part of the group order. They are kept for you and come back to your cart when the group order is over for you.',
      ]);
      // Given up, removed, deleted or placed: the cart leaves the group order, and the tiramisu is back,
      // at the store it was chosen at, with the payment method chosen there (joining moved the cart to store 1).
      forgetGroupOrder(LINK);
      expect($cart.get()).toMatchObject({ group_order: false, store_id: 2, payment_method: 'cash', products: [tiramisu] });
      forgetGroupOrder(LINK);
      expect($cart.get().products).toEqual([tiramisu]);
    });

    describe('a cart already in another group order', () => {
      const OTHER = 'ZyXwVuTsRqPoNmLkJiHgFe';
      // Ana pressed "Place the group order" on group A: everyone's lines are in her cart, locked, for its checkout.
      const lockedLines: CartProduct[] = [
        { ...lemonade, locked: true, order_product_id: 5 },
        { ...lemonade, id: 31, name: 'Pizza Diavola', quantity: 1, options: [], locked: true, order_product_id: 6 },
      ];
      const inA = { ...emptyCart(), store_id: 2, group_order: true, order_token: OTHER, participant_token: 'o'.repeat(43) };

      it.each([
        ['the organiser at its checkout, with everyone\'s food', { ...inA, group_order_admin: true, products: lockedLines }],
        ['a participant of it', { ...inA, group_order_admin: false, products: [] }],
      ])('%s is taken to it instead of joining: the food stays in it and the cart in it', async (_who, cart) => {
        localStorage.setItem('group_orders.participant_tokens', JSON.stringify({ [OTHER]: 'o'.repeat(43) }));
        network = fakeApi(({ method, url }) => {
          if (method === 'GET' && url.pathname === `/public/group-orders/${LINK}`) return { json: invited };
          if (method === 'POST') return { status: 201, json: { link: LINK, participant_token: 't'.repeat(43), store_id: 1, payment_mode: 'split', group_order_payment_type: 'total', group_order_pay_extra: 0, left_out: [] } };
          return undefined;
        });
        $cart.set(cart);
        renderScreen(JoinGroupOrderPage, '/auth/join-group-order', `/auth/join-group-order?link=${LINK}`);
        expect(await screen.findByText('You are already in another group order. Once it is over for you, you can join this one.')).toBeInTheDocument();
        expect(screen.getByRole('link', { name: 'Open the group order you are in' })).toHaveAttribute('href', `/group-orders/${OTHER}`);
        expect(screen.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
        expect(screen.queryByText('The products in your cart become your part of the group order.')).not.toBeInTheDocument();
        expect(network.requests.filter((request) => request.method === 'POST')).toEqual([]);
        expect($cart.get()).toEqual(cart);
        expect(participantTokenFor(LINK)).toBeNull();
      });

      it('a cart marked in a group order this device holds no token for does not keep its reader from joining', async () => {
        network = fakeApi(({ method, url }) => {
          if (method === 'GET' && url.pathname === `/public/group-orders/${LINK}`) return { json: invited };
          if (method === 'POST') return { status: 201, json: { link: LINK, participant_token: 't'.repeat(43), store_id: 1, payment_mode: 'split', group_order_payment_type: 'total', group_order_pay_extra: 0, left_out: [] } };
          return undefined;
        });
        // Its panel would open with no token ("no link"): the guard would send the reader round in a loop.
        $cart.set({ ...inA, group_order_admin: false, products: [] });
        renderScreen(JoinGroupOrderPage, '/auth/join-group-order', `/auth/join-group-order?link=${LINK}`);
        await userEvent.type(await screen.findByRole('textbox', { name: /Your name/ }), 'Ana');
        await userEvent.click(screen.getByRole('button', { name: 'Join' }));
        expect(await screen.findByTestId('location')).toHaveTextContent(`/group-orders/${LINK}`);
        expect($cart.get().order_token).toBe(LINK);
      });

      it('never joins with a group order\'s lines left in the cart: only its own food goes', async () => {
        network = fakeApi(({ method, url }) => {
          if (method === 'GET' && url.pathname === `/public/group-orders/${LINK}`) return { json: invited };
          if (method === 'POST') return { status: 201, json: { link: LINK, participant_token: 't'.repeat(43), store_id: 1, payment_mode: 'split', group_order_payment_type: 'total', group_order_pay_extra: 0, left_out: [] } };
          return undefined;
        });
        // Out of the group order, yet a group's lines stayed in the cart beside the customer's own.
        $cart.set({ ...emptyCart(), store_id: 2, products: [...lockedLines, { ...lemonade, id: 40, quantity: 1, options: [] }, { ...lemonade, id: 41, order_product_id: 8 }] });
        renderScreen(JoinGroupOrderPage, '/auth/join-group-order', `/auth/join-group-order?link=${LINK}`);
        await userEvent.type(await screen.findByRole('textbox', { name: /Your name/ }), 'Ana');
        await userEvent.click(screen.getByRole('button', { name: 'Join' }));
        expect(await screen.findByTestId('location')).toHaveTextContent(`/group-orders/${LINK}`);
        expect(network.requests.find((request) => request.method === 'POST')?.body).toEqual({
          name: 'Ana', products: [{ id: 40, quantity: 1, selected_size: null, options: [] }],
        });
      });
    });

    it('shows any other refusal on top, keeps the cart, and does not join', async () => {
      const refusal = 'This request was already sent with other details.';
      network = fakeApi(({ method, url }) => {
        if (method === 'GET' && url.pathname === `/public/group-orders/${LINK}`) return { json: invited };
        if (method === 'POST') return { status: 422, json: { statusCode: 422, error: 'Unprocessable Entity', message: refusal } };
        return undefined;
      });
      $cart.set({ ...emptyCart(), store_id: 2, products: [lemonade] });
      renderScreen(JoinGroupOrderPage, '/auth/join-group-order', `/auth/join-group-order?link=${LINK}`);
      const name = await screen.findByRole('textbox', { name: /Your name/ });
      await userEvent.type(name, 'Ana');
      await userEvent.click(screen.getByRole('button', { name: 'Join' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
      // Not the name's fault: the field says nothing.
      expect(name).not.toHaveAccessibleDescription(new RegExp(refusal));
      expect($cart.get()).toMatchObject({ group_order: false, products: [lemonade] });
      expect(participantTokenFor(LINK)).toBeNull();
      expect(screen.queryByTestId('location')).toBeNull();
    });
  });
});

describe('JoinGroupOrderPage, a new link this device never followed', () => {
  const NEW = 'NeWlInKnEwLiNkNeWlInKx';
  const TOKEN = 'p'.repeat(43);
  const joinedBy = (link: string, token: string) => ({ link, participant_token: token, store_id: 1, payment_mode: 'split' as const, group_order_payment_type: 'split' as const, group_order_pay_extra: 0 });

  it('takes a participant whose token is filed under the old link to the group order, not to joining again', async () => {
    network = fakeApi(({ method, url }) => {
      if (method === 'GET' && url.pathname === `/public/group-orders/${NEW}`) {
        return { json: { link: NEW, status: 'open', store_name: 'Old Town', organiser_name: 'Olga', payment_mode: 'split', group_order_payment_type: 'split', group_order_pay_extra: 0 } };
      }
      if (method === 'GET' && url.pathname === `/public/group-orders/${NEW}/panel`) {
        if (url.searchParams.get('participant_token') !== TOKEN) return { status: 403, json: { statusCode: 403, message: 'You are not a participant of this group order.' } };
        return { json: { link: NEW, status: 'open', me: { id: 2, name: 'Ana', left: false, removed: false }, participants: [] } };
      }
      return undefined;
    });
    enterGroupOrder(joinedBy(LINK, TOKEN), false);
    // Left with the cart's food placed elsewhere meanwhile: the cart no longer names the group order.
    $cart.set(emptyCart());
    renderScreen(JoinGroupOrderPage, '/auth/join-group-order', `/auth/join-group-order?link=${NEW}`);

    expect(await screen.findByText('You are already in this group order.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the group order' })).toHaveAttribute('href', `/group-orders/${NEW}`);
    expect(participantTokenFor(NEW)).toBe(TOKEN);
  });
});
