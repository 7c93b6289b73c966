import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from 'shared-contracts/api/client';
import { $cart } from 'shared-contracts/stores/cart';
import { $notifications } from 'shared-contracts/stores/notifications';
import { $user, logIn, logOut } from 'shared-contracts/stores/user';
import { emptyCart } from 'shared-contracts/types/cart';
import { fakeApi } from 'shared-contracts/test-support/fake-api';
import { renderInShop } from '../test-support/render-in-shop';
import { brandWith, forgetBrand } from '../test-support/brand-benefits';
import { i18n } from 'shared-contracts/i18n/i18n';
import { ACCOUNT_NAMESPACE } from '../i18n/load-account-messages';
import UserMenu from './UserMenu';

beforeAll(() => configureApi({ apiUrl: 'http://api.test' }));
afterEach(() => {
  act(() => logOut());
  forgetBrand();
});

describe('UserMenu', () => {
  // First: the account namespace, once in the shared i18n, stays for the file's other tests.
  it('names itself from its own small namespace: the account catalogue is not downloaded (issue #11)', async () => {
    const user = userEvent.setup();
    await renderInShop(<UserMenu />);
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('link', { name: 'Create an account' })).toBeInTheDocument();
    expect(i18n.hasResourceBundle('en', ACCOUNT_NAMESPACE)).toBe(false);
  });

  it('invites a guest to sign in or create an account for points and vouchers', async () => {
    const user = userEvent.setup();
    brandWith({ points: true, vouchers: true });
    await renderInShop(<UserMenu />);
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Create an account to collect bonus points and receive vouchers.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/auth/register');
  });

  it('promises a guest no points or vouchers at a brand without them', async () => {
    const user = userEvent.setup();
    brandWith({ points: false, vouchers: false });
    await renderInShop(<UserMenu />);
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Create an account to save your delivery addresses and repeat past orders in a click.')).toBeInTheDocument();
    expect(screen.queryByText(/points|vouchers/)).toBeNull();
  });

  it('gives a signed-in user the account links and logs out as spec §4 says', async () => {
    const user = userEvent.setup();
    const api = fakeApi(() => ({ json: { signed_out: true } }));
    act(() => {
      logIn({ id: 1, token: 'tok', name: 'Ana Pop', delivery_addresses: [] });
      $cart.set({ ...emptyCart(), name: 'Ana Pop', phone: '+40712345678', address_id: 4 });
    });
    brandWith({ points: false, vouchers: true });
    await renderInShop(<UserMenu />, { path: '/account' });
    await user.click(await screen.findByRole('button', { name: 'Ana Pop' }));
    expect(screen.getByRole('link', { name: 'Benefits' })).toHaveAttribute('href', '/account/benefits');
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/account/orders');
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/$/));
    expect($user.get().token).toBeNull();
    expect($cart.get()).toMatchObject({ name: '', phone: '', address_id: null });
    expect(api.requests.map((r) => r.url.pathname)).toEqual(['/public/auth/logout']);
    api.restore();
  });

  it('logs out on this device at once, while the server still has to answer, and revokes the token it had', async () => {
    const user = userEvent.setup();
    // A server that hangs: the revocation answers only when the test says so, and then fails.
    let answer: (response: Response) => void = () => undefined;
    const sent: Request[] = [];
    const network = jest.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      sent.push(new Request(input, init));
      return new Promise((resolve) => (answer = resolve));
    });
    act(() => {
      logIn({ id: 1, token: 'tok', name: 'Ana Pop', delivery_addresses: [] });
      $notifications.set([]);
    });
    brandWith({ points: false, vouchers: true });
    await renderInShop(<UserMenu />, { path: '/account' });
    await user.click(await screen.findByRole('button', { name: 'Ana Pop' }));
    await user.click(screen.getByRole('button', { name: 'Log out' }));

    expect($user.get().token).toBeNull();
    expect(document.cookie).not.toMatch(/(^|; )user=/);
    expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/$/);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.method).toBe('POST');
    expect(new URL(sent[0]!.url).pathname).toBe('/public/auth/logout');
    expect(sent[0]!.headers.get('Authorization')).toBe('Bearer tok');
    // Its failure says nothing: the customer is signed out here whatever the server answers.
    await act(async () => answer(new Response('{}', { status: 500, headers: { 'content-type': 'application/json' } })));
    expect($notifications.get()).toEqual([]);
    network.mockRestore();
  });

  it('offers a signed-in user no benefits page at a brand with neither points nor vouchers', async () => {
    const user = userEvent.setup();
    act(() => logIn({ id: 1, token: 'tok', name: 'Ana Pop', delivery_addresses: [] }));
    brandWith({ points: false, vouchers: false });
    await renderInShop(<UserMenu />, { path: '/account' });
    await user.click(await screen.findByRole('button', { name: 'Ana Pop' }));
    expect(screen.getByRole('link', { name: 'Orders' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Benefits' })).toBeNull();
  });
});
