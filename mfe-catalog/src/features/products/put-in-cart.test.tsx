import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { configureApi } from 'shared-contracts/api/client';
import { startI18n } from 'shared-contracts/i18n/i18n';
import { $cart } from 'shared-contracts/stores/cart';
import { $notifications, noticeText } from 'shared-contracts/stores/notifications';
import { $settings } from 'shared-contracts/stores/settings';
import { fakeApi } from 'shared-contracts/test-support/fake-api';
import { formatDayInSentence } from 'shared-contracts/i18n/format-date';
import { emptyCart } from 'shared-contracts/types/cart';
import { aProduct, someSettings } from '../../test-support/catalog-fixtures';
import { ProductCard } from './components/ProductCard';
import { storeToday } from './today-only-refusal';
import { toCartProduct } from './to-cart-product';

beforeAll(() => {
  configureApi({ apiUrl: 'http://api.test' });
  return startI18n('en');
});

beforeEach(() => {
  $settings.set(someSettings());
  $notifications.set([]);
});

const inGroupOrder = () => ({ ...emptyCart(), group_order: true, order_token: 'LINK123', participant_token: 'participant-1' });

async function addLemonade() {
  render(
    <MemoryRouter>
      <ProductCard product={aProduct({ id: 24, name: 'House lemonade', price: 14 })} />
    </MemoryRouter>,
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Add to cart House lemonade' }));
}

describe('Add to cart in a group order (spec §6: participants’ product changes go through the server)', () => {
  it("sends the line to the participant's part of the group order, not to a cart that could never be ordered", async () => {
    $cart.set(inGroupOrder());
    const api = fakeApi(({ url }) => (url.pathname === '/public/group-orders/add-product' ? { json: { status: 'OK', message: '' } } : undefined));
    await addLemonade();
    await waitFor(() => expect(api.requests.map((request) => request.url.pathname)).toEqual(['/public/group-orders/add-product']));
    expect(api.requests[0]?.body).toEqual({ participant_token: 'participant-1', product: { id: 24, quantity: 1, selected_size: null, options: [] } });
    // Under a key: an addition sent again after its answer was lost is added once.
    expect(api.requests[0]?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect($cart.get().products).toEqual([]);
    await waitFor(() => expect($notifications.get().map(noticeText)).toEqual(['House lemonade was added to your part of the group order']));
    api.restore();
  });

  it("shows the server's refusal as the red notice on top (spec §8), and the cart stays as it was", async () => {
    $cart.set(inGroupOrder());
    const refusal = 'You have <strong>already confirmed</strong> your order.';
    const api = fakeApi(({ url }) => (url.pathname === '/public/group-orders/add-product' ? { json: { status: 'ERROR', message: refusal } } : undefined));
    await addLemonade();
    await waitFor(() => expect($notifications.get()).toEqual([expect.objectContaining({ message: refusal, kind: 'error', html: true, position: 'top' })]));
    expect($cart.get().products).toEqual([]);
    api.restore();
  });

  it('the button is busy until the answer comes: a second press sends nothing and "added" is said once', async () => {
    $cart.set(inGroupOrder());
    let answer = (): void => undefined;
    const fetchSpy = jest.spyOn(globalThis, 'fetch').mockImplementation(
      () => new Promise((resolve) => (answer = () => resolve(Response.json({ status: 'OK', message: '' })))),
    );
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <ProductCard product={aProduct({ id: 24, name: 'House lemonade', price: 14 })} />
      </MemoryRouter>,
    );
    const add = await screen.findByRole('button', { name: 'Add to cart House lemonade' });
    await user.click(add);
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
    expect(add).toHaveAttribute('aria-busy', 'true');
    expect(add).toHaveAttribute('aria-disabled', 'true');
    await user.click(add);
    answer();
    await waitFor(() => expect(add).not.toHaveAttribute('aria-busy'));
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect($notifications.get().map(noticeText)).toEqual(['House lemonade was added to your part of the group order']);
    fetchSpy.mockRestore();
  });

  it('a refused or failed addition frees the button too, with nothing said to be added', async () => {
    $cart.set(inGroupOrder());
    const api = fakeApi(() => ({ status: 400, json: { statusCode: 400, error: 'Bad Request', message: 'Not now.' } }));
    await addLemonade();
    await waitFor(() => expect($notifications.get().map(noticeText)).toEqual(['Not now.']));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add to cart House lemonade' })).not.toHaveAttribute('aria-busy'));
    api.restore();
  });

  it('outside a group order the line goes into the cart, with no call', async () => {
    $cart.set(emptyCart());
    const api = fakeApi(() => undefined);
    await addLemonade();
    expect($cart.get().products.map((line) => line.id)).toEqual([24]);
    expect(api.requests).toEqual([]);
    api.restore();
  });
});

describe('a today-only dish and a cart set for another day (spec §4: a delivery-today basket cannot be combined with a scheduled-date delivery)', () => {
  const lunch = aProduct({ id: 5, name: 'Lunch menu of the day', today_only: true });
  const margherita = toCartProduct(aProduct({ id: 1, name: 'Margherita' }));
  // The store's (someSettings: Europe/Bucharest) tomorrow, whatever the day the test runs.
  const tomorrow = new Date(`${storeToday('Europe/Bucharest')}T12:00:00Z`);
  tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
  const laterDay = tomorrow.toISOString().slice(0, 10);

  async function addLunch() {
    render(
      <MemoryRouter>
        <ProductCard product={lunch} />
      </MemoryRouter>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Add to cart Lunch menu of the day' }));
  }

  it('is not added, and the customer is told why and what to do, not "added" and a refusal at checkout', async () => {
    const cart = { ...emptyCart(), store_id: 7, products: [margherita], for_later: true, later_day: laterDay, later_time: '12:00' };
    $cart.set(cart);
    await addLunch();
    // The check loads on demand (put-in-cart): its answer comes a moment later.
    await waitFor(() => expect($notifications.get()).toEqual([expect.objectContaining({ kind: 'warning', timeout: 0 })]));
    expect($cart.get()).toEqual(cart);
    expect($notifications.get().map(noticeText)).toEqual([
      `Lunch menu of the day is sold for today only, and your order is for ${formatDayInSentence(laterDay, 'en')}, so it was not added. ` +
        'To order it, change your order time to today at checkout, then add it again.',
    ]);
  });

  it('goes in for a cart set for later today', async () => {
    $cart.set({ ...emptyCart(), store_id: 7, products: [margherita], for_later: true, later_day: storeToday('Europe/Bucharest'), later_time: '23:45' });
    await addLunch();
    await waitFor(() => expect($cart.get().products.map((line) => line.id)).toEqual([1, 5]));
    expect($notifications.get().map(noticeText)).toEqual(['Lunch menu of the day was added to your cart']);
  });

  it('goes in for a cart for now', async () => {
    $cart.set({ ...emptyCart(), store_id: 7, products: [margherita] });
    await addLunch();
    expect($cart.get().products.map((line) => line.id)).toEqual([1, 5]);
    expect($notifications.get().map(noticeText)).toEqual(['Lunch menu of the day was added to your cart']);
  });
});
