import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from 'shared-contracts/api/client';
import { fakeApi } from 'shared-contracts/test-support/fake-api';
import { renderInShop } from '../test-support/render-in-shop';
import ConfirmEmailPage from './ConfirmEmailPage';

beforeAll(() => configureApi({ apiUrl: 'http://api.test' }));

describe('ConfirmEmailPage', () => {
  it('confirms the new address only when asked, and says (focused) which address the account now uses', async () => {
    const user = userEvent.setup();
    const api = fakeApi(() => ({ json: { email: 'new@example.com' } }));
    await renderInShop(<ConfirmEmailPage params={{ id: 'link-id' }} />, { path: '/auth/confirm-email/link-id' });
    await screen.findByRole('heading', { level: 1, name: 'Confirm your new e-mail address' });
    expect(api.requests).toEqual([]);
    // In the page before the answer, so the answer is said.
    const region = screen.getByRole('status');
    await user.click(screen.getByRole('button', { name: 'Confirm the new address' }));
    await waitFor(() => expect(region).toHaveTextContent('Your account now uses new@example.com.'));
    // The button it replaces had the focus: the answer takes it, not the page.
    expect(within(region).getByText('Your account now uses new@example.com.').closest('[tabindex="-1"]')).toHaveFocus();
    expect(api.requests[0]?.body).toEqual({ id: 'link-id' });
    expect(screen.getByRole('link', { name: 'Go to your account' })).toHaveAttribute('href', '/account');
    api.restore();
  });

  it("shows the API's message for a used link, focused, and no second try", async () => {
    const user = userEvent.setup();
    const api = fakeApi(() => ({ status: 422, json: { message: 'This link has expired or has already been used. Change the e-mail address in your account again.' } }));
    await renderInShop(<ConfirmEmailPage params={{ id: 'used' }} />, { path: '/auth/confirm-email/used' });
    const confirm = await screen.findByRole('button', { name: 'Confirm the new address' });
    const region = screen.getByRole('alert');
    await user.click(confirm);
    await waitFor(() => expect(region).toHaveTextContent('This link has expired or has already been used.'));
    expect(within(region).getByText(/This link has expired/).closest('[tabindex="-1"]')).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Confirm the new address' })).toBeNull();
    api.restore();
  });
});
