import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from 'shared-contracts/api/client';
import { $user, logIn, logOut } from 'shared-contracts/stores/user';
import { fakeApi } from 'shared-contracts/test-support/fake-api';
import { renderInShop } from '../test-support/render-in-shop';
import AccountDetailsPage from './AccountDetailsPage';

beforeAll(() => configureApi({ apiUrl: 'http://api.test' }));
afterEach(() => act(() => logOut()));

const home = { id: 4, address: 'Strada Lunga 1', address_line2: 'ap. 2', name: 'Home', instructions: '', lat: 45.6, lng: 25.6 };
const account = { id: 1, name: 'Ana Pop', email: 'ana@example.com', phone: '+40712345678', phone_validated: true, referral_code: 'X', delivery_addresses: [home] };

describe('AccountDetailsPage', () => {
  beforeEach(() => act(() => logIn({ id: 1, token: 'tok', name: 'Ana Pop', delivery_addresses: [home] })));

  it('edits a saved address in place (same id) and deletes it, keeping the user cookie in step', async () => {
    const user = userEvent.setup();
    const api = fakeApi(({ method, url, body }) => {
      if (url.pathname === '/public/account') return { json: account };
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

  it('deletes the account only after the password is confirmed, then logs out', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const api = fakeApi(({ method, url }) => {
      if (method === 'GET' && url.pathname === '/public/account') return { json: account };
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
    api.restore();
  });
});
