import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from 'shared-contracts/api/client';
import { $user, logIn, logOut } from 'shared-contracts/stores/user';
import { fakeApi } from 'shared-contracts/test-support/fake-api';
import { renderInShop } from '../test-support/render-in-shop';
import { brandWith, forgetBrand } from '../test-support/brand-benefits';
import ConfirmRegistrationPage from './ConfirmRegistrationPage';

beforeAll(() => configureApi({ apiUrl: 'http://api.test' }));
afterEach(() => {
  act(() => logOut());
  forgetBrand();
});

describe('ConfirmRegistrationPage', () => {
  it.each([
    [{ points: true, vouchers: true }, 'One click and your account is ready: you can collect bonus points and receive vouchers.'],
    [{ points: false, vouchers: false }, 'One click and your account is ready: you can save your delivery addresses and see your past orders.'],
  ])('for a brand with %o says what the account brings there', async (brand, text) => {
    brandWith(brand);
    await renderInShop(<ConfirmRegistrationPage params={{ id: 'link-id' }} />, { path: '/auth/confirm-registration/link-id' });
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('makes the account only when asked, signs in and goes on to validate the phone', async () => {
    const user = userEvent.setup();
    const api = fakeApi(() => ({ json: { id: 9, token: 't9', name: 'Ana Pop', delivery_addresses: [], phone_validated: false } }));
    await renderInShop(<ConfirmRegistrationPage params={{ id: 'link-id' }} />, { path: '/auth/confirm-registration/link-id' });
    await screen.findByRole('heading', { level: 1, name: 'Finish creating your account' });
    expect(api.requests).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent('/auth/validate-phone-number'));
    expect(api.requests[0]?.body).toEqual({ id: 'link-id' });
    expect($user.get().token).toBe('t9');
    api.restore();
  });

  it('sends a customer who arrives signed in on to the account instead of a button that can only be refused', async () => {
    act(() => logIn({ id: 3, token: 'tok', name: 'Ana Pop', delivery_addresses: [] }));
    const api = fakeApi(() => undefined);
    await renderInShop(<ConfirmRegistrationPage params={{ id: 'used' }} />, { path: '/auth/confirm-registration/used' });
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent('/account'));
    expect(screen.queryByRole('button', { name: 'Create my account' })).not.toBeInTheDocument();
    expect(api.requests).toEqual([]);
    api.restore();
  });

  it("shows the API's message for a used link and offers to register again", async () => {
    const user = userEvent.setup();
    const api = fakeApi(() => ({ status: 422, json: { message: 'This link has expired or has already been used. Please register again.' } }));
    await renderInShop(<ConfirmRegistrationPage params={{ id: 'used' }} />, { path: '/auth/confirm-registration/used' });
    await user.click(await screen.findByRole('button', { name: 'Create my account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired or has already been used.');
    expect(screen.getByRole('link', { name: 'Register again' })).toHaveAttribute('href', '/auth/register');
    // The refusal may be that the address has an account already.
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login');
    expect($user.get().token).toBeFalsy();
    api.restore();
  });
});
