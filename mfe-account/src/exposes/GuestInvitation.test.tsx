import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { configureApi } from 'shared-contracts/api/client';
import { startI18n } from 'shared-contracts/i18n/i18n';
import { fakeApi } from 'shared-contracts/test-support/fake-api';
import { logIn, logOut } from 'shared-contracts/stores/user';
import { renderInShop } from '../test-support/render-in-shop';
import { brandWith, forgetBrand } from '../test-support/brand-benefits';
import GuestInvitation from './GuestInvitation';
import LoginPage from './LoginPage';

function CurrentPath() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

beforeAll(() => configureApi({ apiUrl: 'http://api.test' }));

afterEach(() => {
  act(() => logOut());
  forgetBrand();
});

describe('GuestInvitation', () => {
  it('invites a guest to create an account for bonus points and vouchers', async () => {
    brandWith({ points: true, vouchers: true });
    await renderInShop(<GuestInvitation />, { path: '/order-success/abc' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Collect bonus points on your next order' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/auth/register');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login');
  });

  it('at the checkout offers this order\'s points, and signing in from it comes back to the checkout', async () => {
    const user = userEvent.setup();
    brandWith({ points: true, vouchers: true });
    const api = fakeApi(({ url }) => (url.pathname === '/public/auth/login' ? { json: { id: 3, token: 'tok', name: 'Ana Pop', delivery_addresses: [], phone_validated: true } } : undefined));
    await startI18n('en');
    render(
      <MemoryRouter initialEntries={['/cart/checkout']}>
        <Routes>
          <Route path="/cart/checkout" element={<GuestInvitation place="checkout" />} />
          <Route path="/auth/login" element={<LoginPage params={{}} />} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
        <CurrentPath />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { level: 3, name: 'Collect bonus points on this order' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    await user.type(await screen.findByLabelText(/E-mail/), 'ana@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/cart/checkout'));
    api.restore();
  });

  // A brand without a loyalty programme or vouchers (the second brand, Limonaia) must not promise them.
  it.each([
    [{ points: true, vouchers: false }, 'Collect bonus points on your next order', 'With an account, every paid order earns you bonus points that never expire. It takes a minute.'],
    [{ points: false, vouchers: true }, 'Receive vouchers with an account', 'With an account you receive vouchers, and your delivery addresses are saved for next time. It takes a minute.'],
    [{ points: false, vouchers: false }, 'Order faster with an account', 'With an account, your delivery addresses are saved and you can repeat a past order in a click. It takes a minute.'],
  ])('after the order, for a brand with %o, promises only what it has', async (brand, title, text) => {
    brandWith(brand);
    await renderInShop(<GuestInvitation />, { path: '/order-success/abc' });
    const invitation = await screen.findByRole('complementary', { name: title });
    expect(invitation).toHaveTextContent(text);
  });

  it.each([
    [{ points: true, vouchers: false }, 'Collect bonus points on this order', 'Sign in before you place the order and it earns you bonus points that never expire.'],
    [{ points: false, vouchers: true }, 'Receive vouchers with an account', 'Sign in before you place the order; with an account you receive vouchers.'],
    [{ points: false, vouchers: false }, 'Order faster with an account', 'Sign in before you place the order to use your saved delivery addresses and find this order in your account.'],
  ])('at the checkout, for a brand with %o, promises only what it has', async (brand, title, text) => {
    brandWith(brand);
    await renderInShop(<GuestInvitation place="checkout" />, { path: '/cart/checkout' });
    const invitation = await screen.findByRole('complementary', { name: title });
    expect(invitation).toHaveTextContent(text);
  });

  it('in Lithuanian, for a brand with neither, speaks of addresses and orders only', async () => {
    brandWith({ points: false, vouchers: false });
    await renderInShop(<GuestInvitation place="checkout" />, { path: '/cart/checkout', language: 'lt' });
    const invitation = await screen.findByRole('complementary', { name: 'Su paskyra užsisakysite greičiau' });
    expect(invitation).not.toHaveTextContent(/taš|kupon/);
    await act(() => startI18n('en'));
  });

  it('shows nothing to a signed-in customer', async () => {
    act(() => logIn({ id: 1, token: 'tok', name: 'Ana Pop', delivery_addresses: [] }));
    const { container } = await renderInShop(<GuestInvitation />, { path: '/order-success/abc' });
    await screen.findByTestId('current-path');
    expect(container.querySelector('.guest-invitation')).toBeNull();
  });
});
