import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { USER_COOKIE, logIn, logOut } from 'shared-contracts/stores/user';
import { deleteCookie } from 'shared-contracts/stores/cookies';
import { RequireSignIn } from './RequireSignIn';

const ana = { id: 7, token: 'secret', name: 'Ana', delivery_addresses: [] };

function SignInScreen() {
  const { search } = useLocation();
  return <p>Sign in {decodeURIComponent(search)}</p>;
}

function renderAccountOrders() {
  render(
    <MemoryRouter initialEntries={['/account/orders']}>
      <Routes>
        <Route path="/account/*" element={<RequireSignIn><p>Your orders</p></RequireSignIn>} />
        <Route path="/auth/login" element={<SignInScreen />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => act(() => logOut()));

it('sends a visitor who is not signed in to sign in, and back here afterwards', () => {
  renderAccountOrders();
  expect(screen.getByText('Sign in ?next=/account/orders')).toBeInTheDocument();
});

it('only empties when this tab signs out: that sign-out goes where it chose', () => {
  logIn(ana);
  renderAccountOrders();
  expect(screen.getByText('Your orders')).toBeInTheDocument();
  act(() => logOut());
  expect(screen.queryByText('Your orders')).not.toBeInTheDocument();
  expect(screen.queryByText(/Sign in/)).not.toBeInTheDocument();
});

it('goes to sign in when another tab signs out', () => {
  logIn(ana);
  renderAccountOrders();
  deleteCookie(USER_COOKIE);
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: 'storefront.session' }));
  });
  expect(screen.queryByText('Your orders')).not.toBeInTheDocument();
  expect(screen.getByText('Sign in ?next=/account/orders')).toBeInTheDocument();
});
