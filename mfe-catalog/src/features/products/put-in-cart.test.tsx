import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { configureApi } from 'shared-contracts/api/client';
import { startI18n } from 'shared-contracts/i18n/i18n';
import { $cart } from 'shared-contracts/stores/cart';
import { $notifications, noticeText } from 'shared-contracts/stores/notifications';
import { $settings } from 'shared-contracts/stores/settings';
import { fakeApi } from 'shared-contracts/test-support/fake-api';
import { emptyCart } from 'shared-contracts/types/cart';
import { aProduct, someSettings } from '../../test-support/catalog-fixtures';
import { ProductCard } from './components/ProductCard';

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
