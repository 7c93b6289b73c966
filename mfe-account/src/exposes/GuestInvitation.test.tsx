import { act, screen } from '@testing-library/react';
import { logIn, logOut } from 'shared-contracts/stores/user';
import { renderInShop } from '../test-support/render-in-shop';
import GuestInvitation from './GuestInvitation';

afterEach(() => act(() => logOut()));

describe('GuestInvitation', () => {
  it('invites a guest to create an account for bonus points and vouchers', async () => {
    await renderInShop(<GuestInvitation />, { path: '/order-success/abc' });
    expect(await screen.findByRole('heading', { name: 'Collect bonus points on your next order' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/auth/register');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login');
  });

  it('shows nothing to a signed-in customer', async () => {
    act(() => logIn({ id: 1, token: 'tok', name: 'Ana Pop', delivery_addresses: [] }));
    const { container } = await renderInShop(<GuestInvitation />, { path: '/order-success/abc' });
    await screen.findByTestId('current-path');
    expect(container.querySelector('.guest-invitation')).toBeNull();
  });
});
