import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { brandWith, forgetBrand } from '../../../test-support/brand-benefits';
import { renderInShop } from '../../../test-support/render-in-shop';
import { DeleteAccount } from './DeleteAccount';

afterEach(forgetBrand);

describe('DeleteAccount', () => {
  it.each([
    [{ points: true, vouchers: true }, /saved addresses and cards, bonus points and vouchers\./],
    [{ points: true, vouchers: false }, /saved addresses and cards, and bonus points\./],
    [{ points: false, vouchers: true }, /saved addresses and cards, and vouchers\./],
    [{ points: false, vouchers: false }, /erases your personal data and your saved addresses and cards\./],
  ])('for a brand with %o lists only what the account can hold', async (brand, erased) => {
    brandWith(brand);
    await renderInShop(<DeleteAccount />, { path: '/account' });
    expect(await screen.findByText(erased)).toBeInTheDocument();
  });

  it('forgets the password typed and its refusal when the customer keeps the account', async () => {
    brandWith({ points: true, vouchers: true });
    const user = userEvent.setup();
    await renderInShop(<DeleteAccount />, { path: '/account' });
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    await user.click(screen.getByRole('button', { name: 'Delete the account' }));
    expect(screen.getByText('Please enter your password.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Password/), 'half typed');
    await user.click(screen.getByRole('button', { name: 'Keep my account' }));
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(screen.getByLabelText(/Password/)).toHaveValue('');
    expect(screen.queryByText('Please enter your password.')).not.toBeInTheDocument();
  });
});
