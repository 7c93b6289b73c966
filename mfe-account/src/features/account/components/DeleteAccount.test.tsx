import { screen } from '@testing-library/react';
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
});
