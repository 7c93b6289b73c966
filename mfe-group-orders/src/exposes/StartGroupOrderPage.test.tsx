import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { configureApi } from 'shared-contracts/api/client';
import { startI18n } from 'shared-contracts/i18n/i18n';
import { $cart } from 'shared-contracts/stores/cart';
import { $settings } from 'shared-contracts/stores/settings';
import { emptyCart, type CartProduct } from 'shared-contracts/types/cart';
import { fakeApi } from 'shared-contracts/test-support/fake-api';
import { renderScreen } from 'shared-contracts/test-support/render-screen';
import { aStore, websiteSettingsFixture } from 'shared-contracts/test-support/website-settings';
import { participantTokenFor } from '../features/group-order/participant-tokens';
import StartGroupOrderPage from './StartGroupOrderPage';

const LINK = 'AbCdEfGhIjKlMnOpQrStUv';
let network: ReturnType<typeof fakeApi>;

const pizza: CartProduct = {
  id: 3, name: 'Margherita', quantity: 2, price: 30, pack_price: null, options: [{ id: 7, price: 4, quantity: 1 }], categories: [{ id: 1 }],
  age_restriction: false, locked: false, order_product_id: null, sizes: [], selected_size: null,
};

beforeAll(async () => {
  configureApi({ apiUrl: 'http://api.test' });
  await startI18n('en');
});
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  $settings.set(websiteSettingsFixture());
  $cart.set({ ...emptyCart(), store_id: 1, delivery_type: 'pickup', products: [pizza] });
});
afterEach(() => network.restore());

describe('StartGroupOrderPage', () => {
  it('opened again while in a group order, links to it instead of starting a second one', async () => {
    network = fakeApi(() => undefined);
    // As enterGroupOrder leaves them: the cart in the group order, and this device's token for it.
    localStorage.setItem('group_orders.participant_tokens', JSON.stringify({ [LINK]: 'p'.repeat(43) }));
    $cart.set({ ...emptyCart(), store_id: 1, group_order: true, order_token: LINK, participant_token: 'p'.repeat(43), group_order_admin: true });
    renderScreen(StartGroupOrderPage, '/group-orders/start', '/group-orders/start');
    expect(await screen.findByText('You are already in this group order.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the group order' })).toHaveAttribute('href', `/group-orders/${LINK}`);
    expect(screen.queryByRole('button', { name: 'Start and get the link' })).not.toBeInTheDocument();
  });

  it("turns the cart into the organiser's part, with the payment mode chosen, and opens the panel", async () => {
    network = fakeApi(({ method, url }) => (method === 'POST' && url.pathname === '/public/group-orders' ? { status: 201, json: { link: LINK, participant_token: 'p'.repeat(43), store_id: 1, payment_mode: 'organiser', group_order_payment_type: 'split', group_order_pay_extra: 2.5 } } : undefined));
    renderScreen(StartGroupOrderPage, '/group-orders/start', '/group-orders/start');

    await userEvent.click(await screen.findByRole('button', { name: 'Start and get the link' }));
    expect(screen.getByText('Please enter your name.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Your name/ })).toHaveFocus();
    await userEvent.type(screen.getByRole('textbox', { name: /Your name/ }), 'Olga');
    await userEvent.click(screen.getByRole('radio', { name: 'I pay for everyone' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Extra I add/ }), '2,5');
    await userEvent.click(screen.getByRole('button', { name: 'Start and get the link' }));

    expect(await screen.findByTestId('location')).toHaveTextContent(`/group-orders/${LINK}`);
    expect(network.requests.find((request) => request.method === 'POST')?.body).toEqual({
      store_id: 1, delivery_type: 'pickup', delivery_area_id: null, name: 'Olga', payment_mode: 'organiser',
      group_order_payment_type: 'split', group_order_pay_extra: 2.5,
      products: [{ id: 3, quantity: 2, selected_size: null, options: [{ id: 7, quantity: 1 }] }],
    });
    expect(participantTokenFor(LINK)).toBe('p'.repeat(43));
    expect($cart.get()).toMatchObject({ group_order: true, order_token: LINK, group_order_admin: true, group_order_payment_mode: 'organiser', group_order_pay_extra: 2.5, products: [] });
  });

  it("puts a cart with no store yet at the group's store, as every participant's is", async () => {
    $settings.set(websiteSettingsFixture({ store_id: 2, stores: [aStore(), aStore({ id: 2, name: 'Riverside', url: 'riverside' })] }));
    $cart.set({ ...emptyCart(), store_id: null, products: [] });
    network = fakeApi(({ method, url }) => (method === 'POST' && url.pathname === '/public/group-orders' ? { status: 201, json: { link: LINK, participant_token: 'p'.repeat(43), store_id: 2, payment_mode: 'split', group_order_payment_type: 'split', group_order_pay_extra: 0 } } : undefined));
    renderScreen(StartGroupOrderPage, '/group-orders/start', '/group-orders/start');
    await userEvent.type(await screen.findByRole('textbox', { name: /Your name/ }), 'Olga');
    await userEvent.click(screen.getByRole('button', { name: 'Start and get the link' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(`/group-orders/${LINK}`);
    expect(network.requests.find((request) => request.method === 'POST')?.body).toMatchObject({ store_id: 2 });
    expect($cart.get()).toMatchObject({ group_order: true, store_id: 2 });
  });

  it('takes the place of the form in the history: Back from the new group order goes to where the customer was before', async () => {
    network = fakeApi(({ method, url }) => (method === 'POST' && url.pathname === '/public/group-orders' ? { status: 201, json: { link: LINK, participant_token: 'p'.repeat(43), store_id: 1, payment_mode: 'split', group_order_payment_type: 'split', group_order_pay_extra: 0 } } : undefined));
    function Elsewhere() {
      const navigate = useNavigate();
      return (
        <>
          <p data-testid="location">{useLocation().pathname}</p>
          <button onClick={() => navigate(-1)}>Back</button>
        </>
      );
    }
    render(
      <MemoryRouter initialEntries={['/cart', '/group-orders/start']} initialIndex={1}>
        <Routes>
          <Route path="/group-orders/start" element={<StartGroupOrderPage params={{}} />} />
          <Route path="*" element={<Elsewhere />} />
        </Routes>
      </MemoryRouter>,
    );
    await userEvent.type(await screen.findByRole('textbox', { name: /Your name/ }), 'Olga');
    await userEvent.click(screen.getByRole('button', { name: 'Start and get the link' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(`/group-orders/${LINK}`);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/cart$/);
  });

  it('sends a start whose answer was lost again under the same Idempotency-Key, so the API answers the group order it started', async () => {
    // The server starts it at once, but its answers never arrive until the network is back.
    let online = false;
    network = fakeApi(({ method, url }) => {
      if (method !== 'POST' || url.pathname !== '/public/group-orders') return undefined;
      if (!online) throw new TypeError('Failed to fetch');
      return { status: 200, json: { link: LINK, participant_token: 'p'.repeat(43), store_id: 1, payment_mode: 'split', group_order_payment_type: 'split', group_order_pay_extra: 0 } };
    });
    renderScreen(StartGroupOrderPage, '/group-orders/start', '/group-orders/start');
    await userEvent.type(await screen.findByRole('textbox', { name: /Your name/ }), 'Olga');
    const start = screen.getByRole('button', { name: 'Start and get the link' });
    await userEvent.click(start);
    await waitFor(() => expect(start).not.toHaveAttribute('aria-busy', 'true'), { timeout: 5000 });
    expect($cart.get()).toMatchObject({ group_order: false, products: [pizza] });

    online = true;
    await userEvent.click(start);
    expect(await screen.findByTestId('location')).toHaveTextContent(`/group-orders/${LINK}`);
    expect(participantTokenFor(LINK)).toBe('p'.repeat(43));
    const keys = network.requests.map((request) => request.headers.get('Idempotency-Key'));
    expect(keys.length).toBeGreaterThan(2);
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{16,128}$/);
    expect(new Set(keys)).toEqual(new Set([keys[0]]));
  });

  it('shows a refusal of the API on top and keeps the cart as it was', async () => {
    const refusal = 'Margherita: Toppings: alege cel mult <strong>2</strong> opțiuni.';
    network = fakeApi(({ method, url }) => (method === 'POST' && url.pathname === '/public/group-orders' ? { status: 422, json: { statusCode: 422, error: 'Unprocessable Entity', message: refusal } } : undefined));
    renderScreen(StartGroupOrderPage, '/group-orders/start', '/group-orders/start');

    await userEvent.type(await screen.findByRole('textbox', { name: /Your name/ }), 'Olga');
    await userEvent.click(screen.getByRole('button', { name: 'Start and get the link' }));

    const notice = await screen.findByText(/Margherita: Toppings: alege cel mult/);
    expect(notice.closest('.go-notice')?.querySelector('strong')?.textContent).toBe('2');
    expect(screen.queryByTestId('location')).toBeNull();
    expect($cart.get()).toMatchObject({ products: [pizza] });
    expect($cart.get().group_order).toBeFalsy();
    expect(screen.getByRole('button', { name: 'Start and get the link' })).toBeEnabled();
  });

  it('asks who pays the delivery fee only when each pays their own part, and sends the default otherwise', async () => {
    $cart.set({ ...emptyCart(), store_id: 1, delivery_type: 'delivery', delivery_area: { id: 12 } as never, products: [pizza] });
    network = fakeApi(({ method, url }) => (method === 'POST' && url.pathname === '/public/group-orders' ? { status: 201, json: { link: LINK, participant_token: 'p'.repeat(43), store_id: 1, payment_mode: 'integral', group_order_payment_type: 'split', group_order_pay_extra: 0 } } : undefined));
    renderScreen(StartGroupOrderPage, '/group-orders/start', '/group-orders/start');
    const feeQuestion = () => screen.queryByRole('group', { name: 'Delivery fee' });
    expect(await screen.findByRole('group', { name: 'Delivery fee' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'I pay the delivery fee for everyone' }));
    await userEvent.click(screen.getByRole('radio', { name: /Integral: one person pays everything/ }));
    expect(feeQuestion()).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'I pay for everyone' }));
    expect(feeQuestion()).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /Integral: one person pays everything/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Your name/ }), 'Olga');
    await userEvent.click(screen.getByRole('button', { name: 'Start and get the link' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(`/group-orders/${LINK}`);
    expect(network.requests.find((request) => request.method === 'POST')?.body).toMatchObject({ payment_mode: 'integral', group_order_payment_type: 'split' });
  });

  it("holds the name to the API's bound, and shows the API's refusal of a name on the field", async () => {
    network = fakeApi(({ method, url }) =>
      method === 'POST' && url.pathname === '/public/group-orders' ? { status: 422, json: { statusCode: 422, error: 'Unprocessable Entity', message: 'Your name can be at most 120 characters long.', field: 'name' } } : undefined,
    );
    renderScreen(StartGroupOrderPage, '/group-orders/start', '/group-orders/start');
    const name = await screen.findByRole('textbox', { name: /Your name/ });
    expect(name).toHaveAttribute('maxLength', '120');
    await userEvent.type(name, 'Olga');
    await userEvent.click(screen.getByRole('button', { name: 'Start and get the link' }));
    expect(await screen.findByRole('textbox', { name: /Your name/ })).toHaveAccessibleDescription(/Your name can be at most 120 characters long\./);
    expect(name).toHaveFocus();
    expect(document.querySelector('.go-notice')).toBeNull();
  });

  it('refuses an extra finer than the currency is charged in, on its field, and sends nothing: 0.5 yen, 2.555 lei', async () => {
    network = fakeApi(() => undefined);
    const settings = websiteSettingsFixture();
    $settings.set({ ...settings, localization: { ...settings.localization, currency: 'JPY' } });
    const { unmount } = renderScreen(StartGroupOrderPage, '/group-orders/start', '/group-orders/start');
    await userEvent.type(await screen.findByRole('textbox', { name: /Your name/ }), 'Olga');
    const yen = screen.getByRole('textbox', { name: /Extra I add/ });
    expect(yen).toHaveAttribute('inputMode', 'numeric');
    await userEvent.type(yen, '0.5');
    await userEvent.click(screen.getByRole('button', { name: 'Start and get the link' }));
    expect(yen).toHaveAccessibleDescription(/In this shop's currency the extra is a whole amount: enter it without decimals\./);
    expect(yen).toHaveFocus();
    unmount();

    $settings.set(settings);
    renderScreen(StartGroupOrderPage, '/group-orders/start', '/group-orders/start');
    await userEvent.type(await screen.findByRole('textbox', { name: /Your name/ }), 'Olga');
    const lei = screen.getByRole('textbox', { name: /Extra I add/ });
    await userEvent.type(lei, '2.555');
    await userEvent.click(screen.getByRole('button', { name: 'Start and get the link' }));
    expect(lei).toHaveAccessibleDescription(/Enter the extra with at most 2 decimals\./);
    expect(network.requests).toEqual([]);
  });

  it("shows the API's refusal of the extra on its field", async () => {
    const message = "In this shop's currency the extra is a whole amount: enter it without decimals.";
    network = fakeApi(({ method, url }) =>
      method === 'POST' && url.pathname === '/public/group-orders' ? { status: 422, json: { statusCode: 422, error: 'Unprocessable Entity', message, field: 'group_order_pay_extra' } } : undefined,
    );
    renderScreen(StartGroupOrderPage, '/group-orders/start', '/group-orders/start');
    await userEvent.type(await screen.findByRole('textbox', { name: /Your name/ }), 'Olga');
    await userEvent.type(screen.getByRole('textbox', { name: /Extra I add/ }), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Start and get the link' }));
    const extra = screen.getByRole('textbox', { name: /Extra I add/ });
    await waitFor(() => expect(extra).toHaveAccessibleDescription(new RegExp(message.replace('.', '\\.'))));
    expect(extra).toHaveFocus();
    expect(document.querySelector('.go-notice')).toBeNull();
  });
});
