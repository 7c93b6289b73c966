import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { configureApi } from 'shared-contracts/api/client';
import { fakeApi } from 'shared-contracts/test-support/fake-api';
import { $notifications, noticeText } from 'shared-contracts/stores/notifications';
import { $user, logOut } from 'shared-contracts/stores/user';
import { renderInShop } from '../test-support/render-in-shop';
import LoginPage from './LoginPage';
import NewPasswordPage from './NewPasswordPage';

beforeAll(() => configureApi({ apiUrl: 'http://api.test' }));
afterEach(() => act(() => logOut()));

const usedLink = { statusCode: 422, error: 'Unprocessable Entity', message: 'This link has expired or has already been used. Ask for a new one.' };

describe('NewPasswordPage', () => {
  it('asks for a missing password, refuses a short one in a sentence of its own, and takes the error away as the field changes', async () => {
    const user = userEvent.setup();
    const api = fakeApi(() => undefined);
    await renderInShop(<NewPasswordPage params={{ id: 'link' }} />, { path: '/auth/new-password/link' });
    await user.click(await screen.findByRole('button', { name: 'Save the new password' }));
    expect(screen.getByLabelText(/New password/)).toHaveAccessibleDescription('At least 8 characters. Please enter a new password.');
    await user.type(screen.getByLabelText(/New password/), 'short');
    expect(screen.getByLabelText(/New password/)).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(screen.getByLabelText(/New password/)).toHaveAccessibleDescription('At least 8 characters. Your new password must have at least 8 characters.');
    expect(api.requests.filter((request) => request.method === 'POST')).toEqual([]);
    api.restore();
  });

  it('says a used or expired link is one before anything is typed, with the way to a new link', async () => {
    const api = fakeApi(({ method, url }) => (method === 'GET' && url.pathname === '/public/auth/new-password/used-link' ? { json: { usable: false } } : undefined));
    await renderInShop(<NewPasswordPage params={{ id: 'used-link' }} />, { path: '/auth/new-password/used-link' });
    expect(await screen.findByText(/This link has expired or has already been used\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/New password/)).not.toBeInTheDocument();
    api.restore();
  });

  it("a check the API refuses (too many attempts) says the API's sentence above the form", async () => {
    const tooMany = { statusCode: 429, error: 'Too Many Requests', message: 'Too many attempts. Please try again in 15 minutes.' };
    const api = fakeApi(({ method }) => (method === 'GET' ? { status: 429, json: tooMany } : undefined));
    await renderInShop(<NewPasswordPage params={{ id: 'link' }} />, { path: '/auth/new-password/link' });
    const sentence = await screen.findByText('Too many attempts. Please try again in 15 minutes.', {}, { timeout: 4000 });
    expect(screen.getByRole('alert')).toContainElement(sentence);
    expect(screen.getByLabelText(/New password/)).toBeInTheDocument();
    api.restore();
  });

  it('an address whose id no link can have (400) says the link cannot be used', async () => {
    const api = fakeApi(({ method }) => (method === 'GET' ? { status: 400, json: { statusCode: 400, error: 'Bad Request', message: 'params/id must NOT have more than 100 characters' } } : undefined));
    await renderInShop(<NewPasswordPage params={{ id: 'x'.repeat(101) }} />, { path: '/auth/new-password/x' });
    expect(await screen.findByText(/This link has expired or has already been used\./)).toBeInTheDocument();
    expect(screen.queryByText(/params\/id/)).not.toBeInTheDocument();
    api.restore();
  });

  it('saves the new password, signs in, goes on to validate the phone and says the password is saved', async () => {
    const user = userEvent.setup();
    const api = fakeApi(({ url }) => (url.pathname === '/public/auth/new-password' ? { json: { id: 9, token: 't9', name: 'Ana Pop', delivery_addresses: [], phone_validated: false } } : undefined));
    await renderInShop(<NewPasswordPage params={{ id: 'link' }} />, { path: '/auth/new-password/link' });
    await user.type(await screen.findByLabelText(/New password/), 'a brand new secret');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent('/auth/validate-phone-number'));
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({ id: 'link', password: 'a brand new secret' });
    expect($user.get().token).toBe('t9');
    expect($notifications.get().map((notice) => [notice.kind, noticeText(notice)])).toContainEqual([
      'success',
      'Your new password has been saved and you are signed in. Other devices have been signed out.',
    ]);
    api.restore();
  });

  it('a used or expired link leads to the forgotten-password form, open and focused, to ask for a new one', async () => {
    const user = userEvent.setup();
    const api = fakeApi(({ url }) => (url.pathname === '/public/auth/new-password' ? { status: 422, json: usedLink } : undefined));
    await renderInShop(
      <Routes>
        <Route path="/auth/new-password/:id" element={<NewPasswordPage params={{ id: 'used-link' }} />} />
        <Route path="/auth/login" element={<LoginPage params={{}} />} />
      </Routes>,
      { path: '/auth/new-password/used-link' },
    );
    await user.type(await screen.findByLabelText(/New password/), 'a brand new secret');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByText(/This link has expired or has already been used/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Ask for a new link' }));
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/auth\/login$/));
    const forgotten = await screen.findByRole('form', { name: 'Forgotten password' });
    expect(within(forgotten).getByLabelText(/E-mail/)).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Forgot your password?' })).toHaveAttribute('aria-expanded', 'true');
    api.restore();
  });

  it('the link reads in the language of the screen', async () => {
    const user = userEvent.setup();
    const api = fakeApi(({ url }) => (url.pathname === '/public/auth/new-password' ? { status: 422, json: usedLink } : undefined));
    await renderInShop(<NewPasswordPage params={{ id: 'used-link' }} />, { path: '/auth/new-password/used-link', language: 'lt' });
    await user.type(await screen.findByLabelText(/Naujas slaptažodis/), 'a brand new secret');
    await user.click(screen.getByRole('button', { name: 'Išsaugoti naują slaptažodį' }));
    expect(await screen.findByRole('link', { name: 'Prašyti naujos nuorodos' })).toHaveAttribute('href', '/auth/login?forgot');
    api.restore();
  });
});
