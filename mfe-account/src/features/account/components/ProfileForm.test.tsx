import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startI18n } from 'shared-contracts/i18n/i18n';
import { configureApi } from 'shared-contracts/api/client';
import { fakeApi, type Answer } from 'shared-contracts/test-support/fake-api';
import { $user, logIn, logOut } from 'shared-contracts/stores/user';
import { renderInShop } from '../../../test-support/render-in-shop';
import type { AccountDetails } from '../api/account-calls';
import { ProfileForm } from './ProfileForm';

beforeAll(() => configureApi({ apiUrl: 'http://api.test' }));
afterAll(() => act(() => startI18n('en')));
// What the form kept for the tab (use-kept-state) belongs to the test that typed it.
beforeEach(() => sessionStorage.clear());

const account: AccountDetails = {
  id: 1,
  name: 'Ana Pop',
  email: 'ana@example.com',
  pending_email: null,
  phone: '+40712345678',
  phone_validated: true,
  has_password: true,
  referral_code: 'X',
  delivery_addresses: [],
  profile_version: 3,
};
const putBodies = (requests: { method: string; body: unknown }[]) => requests.filter((request) => request.method === 'PUT').map((request) => request.body);

describe('ProfileForm: a new e-mail address is asked for with the current password', () => {
  it.each([
    ['en', 'E-mail', 'Current password', 'Needed to change your e-mail address.'],
    ['es', 'Correo electrónico', 'Contraseña actual', 'Necesaria para cambiar tu correo electrónico.'],
    ['lt', 'El. paštas', 'Dabartinis slaptažodis', 'Reikalingas el. pašto adresui pakeisti.'],
    ['ro', 'E-mail', 'Parola actuală', 'Necesară pentru a schimba adresa de e-mail.'],
  ] as const)('in %s, asks for it only while the e-mail field holds another address', async (language, emailLabel, label, hint) => {
    const user = userEvent.setup();
    const api = fakeApi(() => undefined);
    await renderInShop(<ProfileForm account={account} onSaved={() => undefined} />, { path: '/account', language });
    const email = await screen.findByLabelText(new RegExp(`^${emailLabel}`));
    expect(screen.queryByLabelText(new RegExp(label))).not.toBeInTheDocument();
    await user.clear(email);
    await user.type(email, 'new@example.com');
    const password = screen.getByLabelText(new RegExp(label));
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(password).toHaveAccessibleDescription(hint);
    // The same address, written otherwise, is no change.
    await user.clear(email);
    await user.type(email, ' ANA@example.com');
    expect(screen.queryByLabelText(new RegExp(label))).not.toBeInTheDocument();
    api.restore();
  });

  it('sends it with the new address; left empty it is asked for on its field, and nothing is sent', async () => {
    const user = userEvent.setup();
    const api = fakeApi(({ method }) => (method === 'PUT' ? { json: { ...account, pending_email: 'new@example.com', profile_version: 4 } } : undefined));
    await renderInShop(<ProfileForm account={account} onSaved={() => undefined} />, { path: '/account' });
    const email = await screen.findByLabelText(/E-mail/);
    await user.clear(email);
    await user.type(email, 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    const password = screen.getByLabelText(/Current password/);
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription('Needed to change your e-mail address. Please enter your password.');
    await waitFor(() => expect(password).toHaveFocus());
    expect(putBodies(api.requests)).toEqual([]);
    await user.type(password, 'correct horse battery');
    expect(password).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Your details have been saved.')).toBeInTheDocument();
    expect(putBodies(api.requests)).toEqual([{ name: 'Ana Pop', email: 'new@example.com', phone: '+40712345678', profile_version: 3, password: 'correct horse battery' }]);
    // Saved, the field shows the account's address again, and the password goes.
    expect(screen.getByLabelText(/E-mail/)).toHaveValue('ana@example.com');
    expect(screen.queryByLabelText(/Current password/)).not.toBeInTheDocument();
    api.restore();
  });

  it("shows the API's refusal of the password on its field, which takes the focus", async () => {
    const user = userEvent.setup();
    const wrong = { statusCode: 422, error: 'Unprocessable Entity', message: 'La contraseña no es correcta.', field: 'password' };
    const api = fakeApi(({ method }) => (method === 'PUT' ? { status: 422, json: wrong } : undefined));
    await renderInShop(<ProfileForm account={account} onSaved={() => undefined} />, { path: '/account' });
    const email = await screen.findByLabelText(/E-mail/);
    await user.clear(email);
    await user.type(email, 'new@example.com');
    await user.type(screen.getByLabelText(/Current password/), 'not it{Enter}');
    const password = screen.getByLabelText(/Current password/);
    await waitFor(() => expect(password).toHaveFocus());
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription('Needed to change your e-mail address. La contraseña no es correcta.');
    expect(screen.getAllByText('La contraseña no es correcta.')).toHaveLength(1);
    api.restore();
  });

  it('sends the link for the address waiting for it again without one (it was asked for with it)', async () => {
    const user = userEvent.setup();
    const waiting = { ...account, pending_email: 'new@example.com' };
    const api = fakeApi(({ method }) => (method === 'PUT' ? { json: waiting } : undefined));
    await renderInShop(<ProfileForm account={waiting} onSaved={() => undefined} />, { path: '/account' });
    await user.click(await screen.findByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText('We have sent a new link to new@example.com; the one sent before no longer works.')).toBeInTheDocument();
    expect(putBodies(api.requests)).toEqual([{ name: 'Ana Pop', email: 'new@example.com', phone: '+40712345678', profile_version: 3 }]);
    api.restore();
  });

  it('an account made with Google is asked for no password; the API says on the e-mail field to set one first', async () => {
    const user = userEvent.setup();
    const message = 'Your account was made with Google: to change its e-mail address, first set a password (under "Change password"), then save the new address with it.';
    const api = fakeApi(({ method }) => (method === 'PUT' ? { status: 422, json: { statusCode: 422, error: 'Unprocessable Entity', message, field: 'email' } } : undefined));
    await renderInShop(<ProfileForm account={{ ...account, has_password: false }} onSaved={() => undefined} />, { path: '/account' });
    const email = await screen.findByLabelText(/E-mail/);
    await user.clear(email);
    await user.type(email, 'new@example.com');
    expect(screen.queryByLabelText(/Current password/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription(message);
    expect(putBodies(api.requests)).toEqual([{ name: 'Ana Pop', email: 'new@example.com', phone: '+40712345678', profile_version: 3 }]);
    api.restore();
  });
});

describe('ProfileForm: what was typed survives a session that ends before the save', () => {
  beforeEach(() => act(() => logIn({ id: 1, token: 'tok', name: 'Ana Pop', delivery_addresses: [] })));
  afterEach(() => act(() => logOut()));
  const expired = { status: 401, json: { statusCode: 401, error: 'Unauthorized', message: 'Your session has expired. Please sign in again.' } };

  it('shows it again after signing in, never the password; once saved, the account is shown as it is', async () => {
    const user = userEvent.setup();
    let answer: Answer = expired;
    const api = fakeApi(({ method }) => (method === 'PUT' ? answer : undefined));
    await renderInShop(<ProfileForm account={account} onSaved={() => undefined} />, { path: '/account' });
    await user.type(await screen.findByLabelText(/Full name/), ' Maria');
    const email = screen.getByLabelText(/E-mail/);
    await user.clear(email);
    await user.type(email, 'new@example.com');
    await user.type(screen.getByLabelText(/Current password/), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect($user.get().token).toBeNull());
    expect(JSON.stringify(sessionStorage)).not.toContain('correct horse battery');
    cleanup();

    act(() => logIn({ id: 1, token: 'tok2', name: 'Ana Pop', delivery_addresses: [] }));
    const saved = { ...account, name: 'Ana Pop Maria', pending_email: 'new@example.com', profile_version: 4 };
    answer = { json: saved };
    let shown = account;
    await renderInShop(<ProfileForm account={account} onSaved={(now) => (shown = now)} />, { path: '/account' });
    expect(await screen.findByLabelText(/Full name/)).toHaveValue('Ana Pop Maria');
    expect(screen.getByLabelText(/E-mail/)).toHaveValue('new@example.com');
    expect(screen.getByLabelText(/Current password/)).toHaveValue('');
    await user.type(screen.getByLabelText(/Current password/), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    await screen.findByText('Your details have been saved.');
    cleanup();

    // Another tab saves the phone next: this tab, opened again, shows the account as it is.
    await renderInShop(<ProfileForm account={{ ...shown, phone: '+40799111222', profile_version: 5 }} onSaved={() => undefined} />, { path: '/account' });
    expect(await screen.findByLabelText(/Phone/)).toHaveValue('+40799111222');
    expect(screen.getByLabelText(/E-mail/)).toHaveValue('ana@example.com');
    api.restore();
  });

  it('typed over the details the account has since saved in another tab, it does not hide them', async () => {
    const user = userEvent.setup();
    const api = fakeApi(() => undefined);
    await renderInShop(<ProfileForm account={account} onSaved={() => undefined} />, { path: '/account' });
    await user.type(await screen.findByLabelText(/Full name/), ' Maria');
    cleanup();
    await renderInShop(<ProfileForm account={{ ...account, phone: '+40799111222', profile_version: 4 }} onSaved={() => undefined} />, { path: '/account' });
    expect(await screen.findByLabelText(/Full name/)).toHaveValue('Ana Pop');
    expect(screen.getByLabelText(/Phone/)).toHaveValue('+40799111222');
    api.restore();
  });
});
