import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from 'shared-contracts/api/client';
import { fakeApi } from 'shared-contracts/test-support/fake-api';
import { brandWith, forgetBrand } from '../../../test-support/brand-benefits';
import { renderInShop } from '../../../test-support/render-in-shop';
import { DeleteAccount } from './DeleteAccount';

beforeAll(() => configureApi({ apiUrl: 'http://api.test' }));
afterEach(forgetBrand);

describe('DeleteAccount', () => {
  it.each([
    [{ points: true, vouchers: true }, /saved addresses and cards, bonus points and vouchers\./],
    [{ points: true, vouchers: false }, /saved addresses and cards, and bonus points\./],
    [{ points: false, vouchers: true }, /saved addresses and cards, and vouchers\./],
    [{ points: false, vouchers: false }, /erases your personal data and your saved addresses and cards\./],
  ])('for a brand with %o lists only what the account can hold', async (brand, erased) => {
    brandWith(brand);
    await renderInShop(<DeleteAccount hasPassword />, { path: '/account' });
    expect(await screen.findByText(erased)).toBeInTheDocument();
  });

  it('forgets the password typed and its refusal when the customer keeps the account', async () => {
    brandWith({ points: true, vouchers: true });
    const user = userEvent.setup();
    await renderInShop(<DeleteAccount hasPassword />, { path: '/account' });
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    await user.click(screen.getByRole('button', { name: 'Delete the account' }));
    expect(screen.getByText('Please enter your password.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Password/), 'half typed');
    await user.click(screen.getByRole('button', { name: 'Keep my account' }));
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(screen.getByLabelText(/Password/)).toHaveValue('');
    expect(screen.queryByText('Please enter your password.')).not.toBeInTheDocument();
  });

  it('asks an account made with Google, which has no password, for its e-mail address instead', async () => {
    brandWith({ points: true, vouchers: true });
    const api = fakeApi(() => ({ json: { deleted: true } }));
    try {
      const user = userEvent.setup();
      await renderInShop(<DeleteAccount hasPassword={false} />, { path: '/account' });
      await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
      expect(screen.getByText(/Your account has no password \(you sign in with Google\)/)).toBeInTheDocument();
      expect(screen.queryByLabelText(/Password/)).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Delete the account' }));
      expect(screen.getByText("Please type your account's e-mail address.")).toBeInTheDocument();
      expect(api.requests).toEqual([]);
      await user.type(screen.getByRole('textbox', { name: /Your account's e-mail address/ }), ' ana@example.com ');
      await user.click(screen.getByRole('button', { name: 'Delete the account' }));
      await waitFor(() => expect(api.requests.map((request) => [request.method, request.body])).toEqual([['DELETE', { email: 'ana@example.com' }]]));
    } finally {
      api.restore();
    }
  });

  it.each([
    ['the whole form, above it, while an order is in progress', { statusCode: 422, message: 'Your account cannot be deleted yet: you have an order in progress.' }, false],
    ['its field, for a wrong password', { statusCode: 422, message: 'The password is not correct.', field: 'password' }, true],
  ])('shows a refusal of %s', async (_case, refusal, onField) => {
    brandWith({ points: true, vouchers: true });
    const api = fakeApi(() => ({ status: 422, json: refusal }));
    try {
      const user = userEvent.setup();
      await renderInShop(<DeleteAccount hasPassword />, { path: '/account' });
      await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
      await user.type(screen.getByLabelText(/Password/), 'the password');
      await user.click(screen.getByRole('button', { name: 'Delete the account' }));
      expect(await screen.findByText(refusal.message)).toBeInTheDocument();
      const password = screen.getByLabelText(/Password/);
      if (onField) {
        expect(password).toHaveAttribute('aria-invalid', 'true');
        expect(password).toHaveFocus();
      } else {
        // Nothing is wrong with the password: the refusal is said above the form, and takes the focus.
        expect(password).not.toHaveAttribute('aria-invalid');
        expect(screen.getByText(refusal.message).closest('[data-form-refusal]')).toHaveFocus();
      }
      expect(screen.getByRole('dialog')).toBeInTheDocument();
    } finally {
      api.restore();
    }
  });
});
