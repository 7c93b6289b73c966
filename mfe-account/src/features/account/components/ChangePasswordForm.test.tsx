import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from 'shared-contracts/api/client';
import { fakeApi } from 'shared-contracts/test-support/fake-api';
import { renderInShop } from '../../../test-support/render-in-shop';
import { ChangePasswordForm } from './ChangePasswordForm';

beforeAll(() => configureApi({ apiUrl: 'http://api.test' }));

describe('ChangePasswordForm', () => {
  it('says the length up front, as registration does, and once (as the error) for a short one', async () => {
    const user = userEvent.setup();
    const api = fakeApi(() => undefined);
    await renderInShop(<ChangePasswordForm userInputs={[]} hasPassword onChanged={() => undefined} />, { path: '/account' });
    expect(await screen.findByLabelText(/New password/)).toHaveAccessibleDescription('At least 8 characters.');
    await user.type(screen.getByLabelText(/Old password/), 'the old one');
    await user.type(screen.getByLabelText(/New password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByLabelText(/New password/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('At least 8 characters.')).toHaveLength(1);
    expect(api.requests).toEqual([]);
    api.restore();
  });
});
