import { screen, waitFor, within } from '@testing-library/react';
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
    await renderInShop(<DeleteAccount hasPassword email="ana@example.com" />, { path: '/account' });
    expect(await screen.findByText(erased)).toBeInTheDocument();
  });

  it('forgets the password typed and its refusal when the customer keeps the account', async () => {
    brandWith({ points: true, vouchers: true });
    const user = userEvent.setup();
    await renderInShop(<DeleteAccount hasPassword email="ana@example.com" />, { path: '/account' });
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    await user.click(screen.getByRole('button', { name: 'Delete the account' }));
    expect(screen.getByText('Please enter your password.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Password/), 'half typed');
    await user.click(screen.getByRole('button', { name: 'Keep my account' }));
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(screen.getByLabelText(/Password/)).toHaveValue('');
    expect(screen.queryByText('Please enter your password.')).not.toBeInTheDocument();
  });

  it('asks an account made with Google, which has no password, to confirm from a link e-mailed to it, and says to check the e-mail', async () => {
    brandWith({ points: true, vouchers: true });
    const api = fakeApi(({ method, url }) => (method === 'POST' && url.pathname === '/public/account/deletion-link' ? { json: { sent: true } } : undefined));
    try {
      const user = userEvent.setup();
      await renderInShop(<DeleteAccount hasPassword={false} email="ana@example.com" />, { path: '/account' });
      await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
      const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
      expect(within(dialog).getByText(/Your account has no password \(you sign in with Google\), so we confirm it is you by e-mail: we send a link to ana@example\.com/)).toBeInTheDocument();
      // Nothing to type: the address shown on this page would prove nothing.
      expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
      expect(within(dialog).queryByLabelText(/Password/)).not.toBeInTheDocument();
      expect(within(dialog).queryByRole('button', { name: 'Delete the account' })).not.toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'E-mail me the link' }));
      expect(await within(dialog).findByText('Check your e-mail: we sent a link to ana@example.com. Open it to delete your account; nothing is deleted until then.')).toBeInTheDocument();
      expect(api.requests.map((request) => [request.method, request.url.pathname])).toEqual([['POST', '/public/account/deletion-link']]);
    } finally {
      api.restore();
    }
  });

  it('opened from the e-mailed link, shows the dialog, takes the link out of the address and deletes with it', async () => {
    brandWith({ points: true, vouchers: true });
    const api = fakeApi(({ method }) => (method === 'DELETE' ? { json: { deleted: true } } : undefined));
    try {
      const user = userEvent.setup();
      await renderInShop(<DeleteAccount hasPassword={false} email="ana@example.com" />, { path: '/account?delete=1772362800.the-signature' });
      const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
      expect(within(dialog).getByText('This cannot be undone. You opened the link we e-mailed to ana@example.com: confirm to delete your account now.')).toBeInTheDocument();
      await waitFor(() => expect(screen.getByTestId('current-search')).toHaveTextContent(/^$/));
      expect(api.requests).toEqual([]);
      await user.click(within(dialog).getByRole('button', { name: 'Delete the account' }));
      await waitFor(() => expect(api.requests.map((request) => [request.method, request.body])).toEqual([['DELETE', { link: '1772362800.the-signature' }]]));
      await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/$/));
    } finally {
      api.restore();
    }
  });

  it('a link that no longer works is said above the form, which offers to e-mail a new one', async () => {
    brandWith({ points: true, vouchers: true });
    const expired = 'This link has expired or is not for the account you are signed in to. Ask for a new one under "Delete account".';
    const api = fakeApi(({ method }) => (method === 'DELETE' ? { status: 422, json: { statusCode: 422, message: expired, field: 'link' } } : { json: { sent: true } }));
    try {
      const user = userEvent.setup();
      await renderInShop(<DeleteAccount hasPassword={false} email="ana@example.com" />, { path: '/account?delete=1772362800.the-signature' });
      const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
      await user.click(within(dialog).getByRole('button', { name: 'Delete the account' }));
      expect(await within(dialog).findByText(expired)).toBeInTheDocument();
      expect(within(dialog).getByText(expired).closest('[data-form-refusal]')).toHaveFocus();
      await user.click(within(dialog).getByRole('button', { name: 'E-mail me the link' }));
      await waitFor(() => expect(api.requests.map((request) => [request.method, request.url.pathname])).toEqual([['DELETE', '/public/account'], ['POST', '/public/account/deletion-link']]));
      expect(await within(dialog).findByText(/^Check your e-mail/)).toBeInTheDocument();
    } finally {
      api.restore();
    }
  });

  it('an account with a password keeps confirming with it, even opened from a deletion link', async () => {
    brandWith({ points: true, vouchers: true });
    const user = userEvent.setup();
    await renderInShop(<DeleteAccount hasPassword email="ana@example.com" />, { path: '/account?delete=1772362800.the-signature' });
    await screen.findByRole('button', { name: 'Delete my account' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(screen.getByLabelText(/Password/)).toBeInTheDocument();
    expect(screen.getByText('This cannot be undone. Enter your password to confirm.')).toBeInTheDocument();
  });

  it.each([
    ['the whole form, above it, while an order is in progress', { statusCode: 422, message: 'Your account cannot be deleted yet: you have an order in progress.' }, false],
    ['its field, for a wrong password', { statusCode: 422, message: 'The password is not correct.', field: 'password' }, true],
  ])('shows a refusal of %s', async (_case, refusal, onField) => {
    brandWith({ points: true, vouchers: true });
    const api = fakeApi(() => ({ status: 422, json: refusal }));
    try {
      const user = userEvent.setup();
      await renderInShop(<DeleteAccount hasPassword email="ana@example.com" />, { path: '/account' });
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
