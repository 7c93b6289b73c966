import { screen } from '@testing-library/react';
import { renderInShop } from '../../../test-support/render-in-shop';
import { PhoneStatus } from './PhoneStatus';

describe('PhoneStatus', () => {
  it('asks an account without a phone number (made with Google) to add one, with nothing to validate', async () => {
    await renderInShop(<PhoneStatus typed="" saved="" validated={false} />, { path: '/account' });
    expect(await screen.findByText('Add your phone number: once you save it, we validate it with a 4-digit code by SMS.')).toBeInTheDocument();
    expect(screen.queryByText(/not validated yet/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('says the same while the number is typed, before it is saved', async () => {
    await renderInShop(<PhoneStatus typed="+40799000111" saved="" validated={false} />, { path: '/account' });
    expect(await screen.findByText('Add your phone number: once you save it, we validate it with a 4-digit code by SMS.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('offers to validate a saved number not validated yet', async () => {
    await renderInShop(<PhoneStatus typed="+40799000111" saved="+40799000111" validated={false} />, { path: '/account' });
    expect(await screen.findByText(/Your phone number is not validated yet\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Validate it now' })).toHaveAttribute('href', '/auth/validate-phone-number');
  });
});
