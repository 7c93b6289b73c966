import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from 'shared-contracts/api/client';
import { $user, logIn, logOut } from 'shared-contracts/stores/user';
import { $cart, updateCart } from 'shared-contracts/stores/cart';
import { fakeApi } from 'shared-contracts/test-support/fake-api';
import { $notifications, noticeText } from 'shared-contracts/stores/notifications';
import { renderInShop } from '../test-support/render-in-shop';
import AccountDetailsPage from './AccountDetailsPage';

beforeAll(() => configureApi({ apiUrl: 'http://api.test' }));
afterEach(() => act(() => logOut()));

const home = { id: 4, address: 'Strada Lunga 1', address_line2: 'ap. 2', name: 'Home', instructions: '', lat: 45.6, lng: 25.6 };
const account = { id: 1, name: 'Ana Pop', email: 'ana@example.com', pending_email: null, phone: '+40712345678', phone_validated: true, has_password: true, referral_code: 'X', delivery_addresses: [home] };

describe('AccountDetailsPage', () => {
  beforeEach(() => act(() => logIn({ id: 1, token: 'tok', name: 'Ana Pop', delivery_addresses: [home] })));

  it('saves the details; a new e-mail address is announced as waiting for its link, and the field keeps the current one', async () => {
    const user = userEvent.setup();
    const api = fakeApi(({ method, url, body }) => {
      if (url.pathname === '/public/account/cards') return { json: [] };
      if (method === 'PUT') return { json: { ...account, name: (body as { name: string }).name, pending_email: 'new@example.com' } };
      if (method === 'GET') return { json: account };
      return undefined;
    });
    await renderInShop(<AccountDetailsPage params={{}} />, { path: '/account' });
    const email = await screen.findByLabelText(/E-mail/);
    await user.clear(email);
    await user.type(email, 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('We have sent a link to new@example.com. Your e-mail address changes when you open it (within 24 hours).')).toBeInTheDocument();
    expect(screen.getByLabelText(/E-mail/)).toHaveValue('ana@example.com');
    expect(api.requests.find((request) => request.method === 'PUT')?.body).toEqual({ name: 'Ana Pop', email: 'new@example.com', phone: '+40712345678' });
    api.restore();
  });

  it('edits a saved address in place (same id) and deletes it, keeping the user cookie in step', async () => {
    const user = userEvent.setup();
    const api = fakeApi(({ method, url, body }) => {
      if (url.pathname === '/public/account') return { json: account };
      if (url.pathname === '/public/account/cards') return { json: [] };
      if (method === 'POST') return { json: { ...home, ...(body as object) } };
      if (method === 'DELETE') return { json: { deleted: true } };
      return undefined;
    });
    await renderInShop(<AccountDetailsPage params={{}} />, { path: '/account' });
    await user.click(await screen.findByRole('button', { name: 'Edit Home' }));
    const street = screen.getByLabelText(/Street and number/);
    await user.clear(street);
    await user.type(street, 'Strada Lunga 5');
    await user.click(screen.getByRole('button', { name: 'Save the address' }));
    expect(await screen.findByText('Strada Lunga 5, ap. 2')).toBeInTheDocument();
    expect(api.requests.at(-1)?.body).toMatchObject({ id: 4, address: 'Strada Lunga 5', lat: 45.6, lng: 25.6 });
    expect($user.get().delivery_addresses.map((a) => a.address)).toEqual(['Strada Lunga 5']);

    await user.click(screen.getByRole('button', { name: 'Delete Home' }));
    expect(await screen.findByText('You have no saved delivery addresses.')).toBeInTheDocument();
    expect($user.get().delivery_addresses).toEqual([]);
    api.restore();
  });

  it('deletes the account only after the password is confirmed, then logs out and says so on the homepage', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const api = fakeApi(({ method, url }) => {
      if (method === 'GET' && url.pathname === '/public/account') return { json: account };
      if (url.pathname === '/public/account/cards') return { json: [] };
      if (method === 'DELETE' && url.pathname === '/public/account') {
        attempts += 1;
        return attempts === 1
          ? { status: 422, json: { statusCode: 422, error: 'Unprocessable Entity', message: 'The password is not correct.' } }
          : { json: { deleted: true } };
      }
      return undefined;
    });
    await renderInShop(<AccountDetailsPage params={{}} />, { path: '/account' });
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    await user.type(within(dialog).getByLabelText(/Password/), 'wrong one');
    await user.click(within(dialog).getByRole('button', { name: 'Delete the account' }));
    expect(await within(dialog).findByText('The password is not correct.')).toBeInTheDocument();
    expect($user.get().token).toBe('tok');
    await user.click(within(dialog).getByRole('button', { name: 'Delete the account' }));
    await waitFor(() => expect($user.get().token).toBeNull());
    // The homepage, not the sign-in screen the account section sends signed-out visitors to.
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/$/));
    expect($notifications.get().map((notice) => [notice.kind, noticeText(notice)])).toContainEqual(['success', 'Your account has been deleted.']);
    api.restore();
  });

  it('lists the saved cards by their last four digits and deletes one, which the cart stops using', async () => {
    const user = userEvent.setup();
    act(() => updateCart({ use_credit_card_id: 9 }));
    const api = fakeApi(({ method, url }) => {
      if (url.pathname === '/public/account') return { json: account };
      if (method === 'GET' && url.pathname === '/public/account/cards') return { json: [{ id: 9, brand: 'visa', last4: '4242', exp_month: 3, exp_year: 2030 }] };
      if (method === 'DELETE' && url.pathname === '/public/account/cards/9') return { json: { deleted: true } };
      return undefined;
    });
    await renderInShop(<AccountDetailsPage params={{}} />, { path: '/account' });
    expect(await screen.findByText('VISA ending in 4242')).toBeInTheDocument();
    expect(screen.getByText('expires 03/2030')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete VISA ending in 4242' }));
    expect(await screen.findByText(/You have no saved cards/)).toBeInTheDocument();
    expect($cart.get().use_credit_card_id).toBeNull();
    api.restore();
  });

  it('lets an account made with Google set its first password without an old one', async () => {
    const user = userEvent.setup();
    const api = fakeApi(({ method, url }) => {
      if (url.pathname === '/public/account') return { json: { ...account, has_password: false } };
      if (url.pathname === '/public/account/cards') return { json: [] };
      if (method === 'POST' && url.pathname === '/public/account/password') return { json: { changed: true } };
      return undefined;
    });
    await renderInShop(<AccountDetailsPage params={{}} />, { path: '/account' });
    expect(await screen.findByText(/Your account was made with Google/, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByLabelText(/Old password/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/New password/), 'a long new passphrase');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByLabelText(/Old password/, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(api.requests.find((r) => r.url.pathname === '/public/account/password')?.body).toEqual({ new_password: 'a long new passphrase' });
    api.restore();
  });
});
