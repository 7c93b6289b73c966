import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { configureApi } from 'shared-contracts/api/client';
import { setNavigator } from 'shared-contracts/api/navigation';
import { $cart } from 'shared-contracts/stores/cart';
import { emptyCart } from 'shared-contracts/types/cart';
import { fakeApi } from 'shared-contracts/test-support/fake-api';
import { renderInShop } from '../../../test-support/render-in-shop';
import { SavedCards } from './SavedCards';

beforeAll(() => configureApi({ apiUrl: 'http://api.test' }));
afterEach(() => act(() => $cart.set(emptyCart())));

const visa = { id: 12, brand: 'visa', last4: '4242', exp_month: 4, exp_year: 2030 };

/** The error catalogue changes page through the router, as the shell registers it. */
function ShellNavigator() {
  const navigate = useNavigate();
  useEffect(() => setNavigator((path) => navigate(path, { replace: true })), [navigate]);
  return null;
}

describe('SavedCards', () => {
  it('deleting a card already deleted in another tab takes it off the list and out of the cart, and stays on the account', async () => {
    const api = fakeApi(({ method, url }) => {
      if (url.pathname === '/public/account/cards') return { json: [visa] };
      if (method === 'DELETE' && url.pathname === '/public/account/cards/12') return { status: 404, json: { statusCode: 404, error: 'Not Found', message: 'This saved card does not exist.' } };
      return undefined;
    });
    act(() => $cart.set({ ...emptyCart(), use_credit_card_id: 12 }));
    const user = userEvent.setup();
    await renderInShop(<><ShellNavigator /><SavedCards /></>, { path: '/account' });
    await user.click(await screen.findByRole('button', { name: 'Delete VISA ending in 4242' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));

    expect(await screen.findByText(/You have no saved cards/)).toBeInTheDocument();
    expect(screen.getByTestId('current-path')).toHaveTextContent('/account');
    expect($cart.get().use_credit_card_id).toBeNull();
    api.restore();
  });

  it('deleting a second card while the first is still being deleted keeps both off the list', async () => {
    const mastercard = { id: 13, brand: 'mastercard', last4: '5454', exp_month: 9, exp_year: 2031 };
    // A slow server: each delete answers only when the test says so.
    const answerDelete = new Map<string, () => void>();
    const network = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      const { pathname } = new URL(request.url);
      if (request.method === 'DELETE') await new Promise<void>((resolve) => answerDelete.set(pathname, resolve));
      const json = pathname === '/public/account/cards' ? [visa, mastercard] : {};
      return new Response(JSON.stringify(json), { headers: { 'content-type': 'application/json' } });
    });
    const user = userEvent.setup();
    await renderInShop(<SavedCards />, { path: '/account' });
    await screen.findByText(/VISA ending in 4242/);
    for (const label of ['VISA ending in 4242', 'MASTERCARD ending in 5454']) {
      await user.click(screen.getByRole('button', { name: `Delete ${label}` }));
      await user.click(within(screen.getByRole('group', { name: `Delete ${label}?` })).getByRole('button', { name: 'Yes, delete' }));
    }
    await waitFor(() => expect(answerDelete.size).toBe(2));

    await act(async () => answerDelete.get('/public/account/cards/12')!());
    await waitFor(() => expect(screen.queryByText(/VISA ending in 4242/)).not.toBeInTheDocument());
    await act(async () => answerDelete.get('/public/account/cards/13')!());
    expect(await screen.findByText(/You have no saved cards/)).toBeInTheDocument();
    expect(screen.queryByText(/VISA ending in 4242/)).not.toBeInTheDocument();
    network.mockRestore();
  });
});
