import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $cart } from 'shared-contracts/stores/cart';
import { emptyCart } from 'shared-contracts/types/cart';
import { cartProduct } from '../test-support/cart-product';
import { renderInShop } from '../test-support/render-in-shop';
import { configureApi } from 'shared-contracts/api/client';
import { fakeApi } from 'shared-contracts/test-support/fake-api';
import { rememberAwaitingPayment, awaitingPaymentRoute, forgetAwaitingPayment } from '../features/checkout/awaiting-payment';
import CartPage from './CartPage';

beforeAll(() => configureApi({ apiUrl: 'http://api.test' }));
afterEach(() => act(() => $cart.set(emptyCart())));

describe('CartPage', () => {
  it('shows "Your order" with the cart contents, the subtotal and a way back to the menu', async () => {
    act(() =>
      $cart.set({ ...emptyCart(), products: [cartProduct({ name: 'Lemonade', quantity: 3, price: 4.5 })] }),
    );
    await renderInShop(<CartPage params={{}} />, { path: '/cart/checkout' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Your order' })).toBeInTheDocument();
    const lines = within(screen.getByRole('list', { name: 'Products in your cart' })).getAllByRole('listitem');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toHaveTextContent('Lemonade');
    // 3 x 4.5 = 13.50
    expect(within(screen.getByRole('list', { name: 'Products in your cart' }).parentElement!).getByText('Subtotal').nextElementSibling).toHaveTextContent('13.50 lei');

    await userEvent.click(screen.getByRole('link', { name: 'Back to the menu' }));
    expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/$/);
  });

  it('shows the empty state when the cart is empty', async () => {
    await renderInShop(<CartPage params={{}} />, { path: '/cart/checkout' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Your order' })).toBeInTheDocument();
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the menu' })).toHaveAttribute('href', '/');
  });

  it('speaks Romanian', async () => {
    await renderInShop(<CartPage params={{}} />, { path: '/cart/checkout', language: 'ro' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Comanda ta' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vezi meniul' })).toBeInTheDocument();
  });

  it("in a group order, the empty cart leads to the group order's panel, where the food is", async () => {
    act(() => $cart.set({ ...emptyCart(), group_order: true, order_token: 'LINK123', participant_token: 'participant-1' }));
    await renderInShop(<CartPage params={{}} />, { path: '/cart/checkout', language: 'lt' });

    expect(await screen.findByText(/Dalyvaujate grupiniame užsakyme/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Eiti į grupinį užsakymą' }));
    expect(screen.getByTestId('current-path')).toHaveTextContent('/group-orders/LINK123');
  });

  it('after Back from a declined card, the empty checkout leads back to paying the order it placed', async () => {
    const token = 'tok_card_abcdefghijklmnopqrstuvwx';
    // What placing an order paid online leaves for the visit (the cart itself is cleared, spec §8).
    rememberAwaitingPayment({ token, payment_method: 'card' });
    try {
      await renderInShop(<CartPage params={{}} />, { path: '/cart/checkout', language: 'es' });

      expect(await screen.findByText('Tu carrito está vacío')).toBeInTheDocument();
      expect(screen.getByText(/Tu pedido está hecho y espera el pago\./)).toBeInTheDocument();
      await userEvent.click(screen.getByRole('link', { name: 'Pagar tu pedido' }));
      expect(screen.getByTestId('current-path')).toHaveTextContent(`/integrations/payment/${token}`);
    } finally {
      forgetAwaitingPayment(token);
    }
    expect(awaitingPaymentRoute()).toBeNull();
  });

  it('an order the shop cancelled unpaid is no longer offered for payment: the cart says so once, with its page', async () => {
    const token = 'tok_gone_abcdefghijklmnopqrstuvwx';
    rememberAwaitingPayment({ token, payment_method: 'card' });
    const api = fakeApi(({ url }) => (url.pathname === `/public/orders/${token}` ? { json: { token, payment_method: 'card', payment_due: false, abandoned: true } } : undefined));
    try {
      await renderInShop(<CartPage params={{}} />, { path: '/cart/checkout' });

      expect(await screen.findByText(/Your last order was not paid in time, so it was cancelled\. Nothing was charged\./)).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Pay for your order' })).not.toBeInTheDocument();
      expect(awaitingPaymentRoute()).toBeNull();
      await userEvent.click(screen.getByRole('link', { name: 'See the order' }));
      expect(screen.getByTestId('current-path')).toHaveTextContent(`/order-success/${token}`);
    } finally {
      api.restore();
      forgetAwaitingPayment(token);
    }
  });

  // An order closed with a payment its provider could not verify may have been charged: the cart says whom to ask.
  it.each([
    ['en', false, 'Your last order was not paid in time, so it was cancelled. Nothing was charged.', 'See the order'],
    ['en', true, 'We could not verify the payment for your last order, so the order was cancelled. If your bank shows a charge for it, contact Casa Aurora Old Town to have it refunded.', 'See the order'],
    ['es', false, 'Tu último pedido no se pagó a tiempo, así que se ha cancelado. No se ha cobrado nada.', 'Ver el pedido'],
    ['es', true, 'Tu último pedido se ha cancelado porque no hemos podido verificar el pago. Si en tu banco aparece un cargo por este pedido, contacta con Casa Aurora Old Town para que te lo devuelvan.', 'Ver el pedido'],
    ['lt', false, 'Jūsų paskutinis užsakymas nebuvo apmokėtas laiku, todėl buvo atšauktas. Nieko nenuskaičiuota.', 'Peržiūrėti užsakymą'],
    ['lt', true, 'Nepavyko patikrinti jūsų paskutinio užsakymo mokėjimo, todėl užsakymas buvo atšauktas. Jei banko sąskaitoje matote, kad pinigai už šį užsakymą nuskaičiuoti, susisiekite su parduotuve (Casa Aurora Old Town): jie bus grąžinti.', 'Peržiūrėti užsakymą'],
    ['ro', false, 'Ultima ta comandă nu a fost plătită la timp, așa că a fost anulată. Nu ți s-a debitat nimic.', 'Vezi comanda'],
    ['ro', true, 'Ultima ta comandă a fost anulată, deoarece nu am putut verifica plata. Dacă în contul tău bancar apare o plată pentru această comandă, contactează Casa Aurora Old Town ca să primești banii înapoi.', 'Vezi comanda'],
  ] as const)('in %s, an order cancelled unpaid (its payment unverified: %s) is said cancelled in those words', async (language, unverified, said, seeOrder) => {
    const token = `tok_said_${language}${unverified ? 'u' : 'p'}_abcdefghijklmnopqrs`;
    rememberAwaitingPayment({ token, payment_method: 'card' });
    const store = { id: 1, name: 'Casa Aurora Old Town', address: 'Strada Lipscani 5', phone: '' };
    const order = { token, store, payment_method: 'card', payment_due: false, abandoned: true, payment_unverified: unverified };
    const api = fakeApi(({ url }) => (url.pathname === `/public/orders/${token}` ? { json: order } : undefined));
    try {
      await renderInShop(<CartPage params={{}} />, { path: '/cart/checkout', language });

      // The notice holds its text and the link to the order.
      expect(await screen.findByText(said, { exact: false })).toHaveTextContent(`${said} ${seeOrder}`);
      expect(screen.getByRole('link', { name: seeOrder })).toHaveAttribute('href', `/order-success/${token}`);
    } finally {
      api.restore();
      forgetAwaitingPayment(token);
    }
  });

  it('an order still waiting for payment keeps its way to pay once the API has answered', async () => {
    const token = 'tok_due_abcdefghijklmnopqrstuvwxy';
    rememberAwaitingPayment({ token, payment_method: 'card' });
    const api = fakeApi(({ url }) => (url.pathname === `/public/orders/${token}` ? { json: { token, payment_method: 'card', payment_due: true } } : undefined));
    try {
      await renderInShop(<CartPage params={{}} />, { path: '/cart/checkout' });
      expect(await screen.findByRole('link', { name: 'Pay for your order' })).toBeInTheDocument();
      // Only the order's own requests: an earlier test's GET, which ky retries later, may land here.
      await waitFor(() => expect(api.requests.filter(({ url }) => url.pathname === `/public/orders/${token}`)).toHaveLength(1));
      expect(screen.getByRole('link', { name: 'Pay for your order' })).toHaveAttribute('href', `/integrations/payment/${token}`);
      expect(screen.queryByText(/was cancelled/)).not.toBeInTheDocument();
    } finally {
      api.restore();
      forgetAwaitingPayment(token);
    }
  });

  it('an order paid on collection leaves nothing awaiting payment', async () => {
    rememberAwaitingPayment({ token: 'tok_cash_abcdefghijklmnopqrstuvwx', payment_method: 'cash-pickup' });
    await renderInShop(<CartPage params={{}} />, { path: '/cart/checkout' });

    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pay for your order' })).not.toBeInTheDocument();
  });
});
