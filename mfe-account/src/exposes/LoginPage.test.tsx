import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from 'shared-contracts/api/client';
import { $user, logIn, logOut } from 'shared-contracts/stores/user';
import { fakeApi } from 'shared-contracts/test-support/fake-api';
import { renderInShop } from '../test-support/render-in-shop';
import LoginPage from './LoginPage';

beforeAll(() => configureApi({ apiUrl: 'http://api.test' }));
afterEach(() => act(() => logOut()));

/** Opens sign-in at `path`, the API answering `answer`; fills in a right e-mail and password and presses Sign in. */
async function signInFrom(path: string, answer: object) {
  const user = userEvent.setup();
  const api = fakeApi(({ url }) => (url.pathname === '/public/auth/login' ? { json: answer } : undefined));
  await renderInShop(<LoginPage params={{}} />, { path });
  await user.type(await screen.findByLabelText(/E-mail/), 'ana@example.com');
  await user.type(screen.getByLabelText(/^Password/), 'secret password');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return api;
}

const signedIn = { id: 3, token: 'tok', name: 'Ana Pop', delivery_addresses: [], phone_validated: true };

describe('LoginPage', () => {
  it.each([
    ['/auth/login?next=%2Faccount%2Fbenefits', '/account/benefits'],
    ['/auth/login?next=%2F%2Fevil.example', '/account'],
    ['/auth/login', '/account'],
  ])('sends a customer who arrives signed in at %s on to %s instead of an empty form', async (path, destination) => {
    act(() => logIn(signedIn));
    const api = fakeApi(() => undefined);
    await renderInShop(<LoginPage params={{}} />, { path });
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent(destination));
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
    api.restore();
  });

  it('keeps a signed-in customer who asks for a new reset link (?forgot) on the form for it', async () => {
    act(() => logIn(signedIn));
    const api = fakeApi(() => undefined);
    await renderInShop(<LoginPage params={{}} />, { path: '/auth/login?forgot' });
    expect(await screen.findByRole('form', { name: 'Forgotten password' })).toBeInTheDocument();
    expect(screen.getByTestId('current-path')).toHaveTextContent('/auth/login');
    api.restore();
  });

  it('checks the fields before sending', async () => {
    const user = userEvent.setup();
    const api = fakeApi(() => undefined);
    await renderInShop(<LoginPage params={{}} />, { path: '/auth/login' });
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText(/E-mail/)).toHaveAccessibleDescription('Your email address is invalid.');
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription('Please enter your password.');
    expect(api.requests.filter((r) => r.method === 'POST')).toEqual([]);
    api.restore();
  });

  it.each(['ana@example.com.', 'ana@exämple.com'])('refuses %s in the form, in words, as the API would refuse it', async (address) => {
    const user = userEvent.setup();
    const api = fakeApi(() => undefined);
    await renderInShop(<LoginPage params={{}} />, { path: '/auth/login' });
    await user.type(await screen.findByLabelText(/E-mail/), address);
    await user.type(screen.getByLabelText(/^Password/), 'secret password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText(/E-mail/)).toHaveAccessibleDescription('Your email address is invalid.');
    expect(api.requests.filter((r) => r.method === 'POST')).toEqual([]);
    api.restore();
  });

  it('signs in, keeps the spec §3 user in the store and opens the account', async () => {
    const api = await signInFrom('/auth/login', signedIn);
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent('/account'));
    expect($user.get()).toEqual({ id: 3, token: 'tok', name: 'Ana Pop', delivery_addresses: [] });
    expect(api.requests.find((r) => r.url.pathname === '/public/auth/login')?.body).toEqual({ email: 'ana@example.com', password: 'secret password' });
    api.restore();
  });

  it('brings the focus to the first field in error, not leaving it on the button', async () => {
    await renderInShop(<LoginPage params={{}} />, { path: '/auth/login' });
    await userEvent.setup().type(await screen.findByLabelText(/E-mail/), 'ana@example.com{Enter}');
    expect(screen.getByLabelText(/^Password/)).toHaveFocus();
  });

  it.each([
    { validated: true, path: '/account/benefits', search: '' },
    { validated: false, path: '/auth/validate-phone-number', search: '?next=/account/benefits' },
  ])('carries where the customer was going through sign-in (phone validated: $validated)', async ({ validated, path, search }) => {
    const api = await signInFrom('/auth/login?next=%2Faccount%2Fbenefits', { ...signedIn, phone_validated: validated });
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent(path));
    expect(screen.getByTestId('current-search').textContent).toBe(search);
    api.restore();
  });

  it('never follows a destination outside the shop', async () => {
    const api = await signInFrom('/auth/login?next=%2F%2Fevil.example%2F', signedIn);
    await waitFor(() => expect(screen.getByTestId('current-path').textContent).toBe('/account'));
    api.restore();
  });

  it("shows the server's refusal in the form", async () => {
    const user = userEvent.setup();
    const api = fakeApi(() => ({ status: 422, json: { statusCode: 422, error: 'Unprocessable Entity', message: 'The e-mail address or the password is not correct.' } }));
    await renderInShop(<LoginPage params={{}} />, { path: '/auth/login' });
    await user.type(await screen.findByLabelText(/E-mail/), 'ana@example.com');
    const formRegion = within(screen.getByLabelText(/^Password/).closest('form')!).getByRole('alert');
    await user.type(screen.getByLabelText(/^Password/), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    // Said from its alert region, which was in the form before it.
    const refusal = await screen.findByText('The e-mail address or the password is not correct.');
    expect(refusal.closest('[role=alert]')).toBe(formRegion);
    // No field is to blame: the refusal itself takes the focus.
    await waitFor(() => expect(refusal.closest('[data-form-refusal]')).toHaveFocus());
    expect($user.get().token).toBeNull();
    // Moving on to a forgotten password takes the sign-in's refusal away.
    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    expect(screen.queryByText('The e-mail address or the password is not correct.')).not.toBeInTheDocument();
    api.restore();
  });

  it('says Google sign-in is unavailable and asks for the e-mail for a forgotten password', async () => {
    const user = userEvent.setup();
    const api = fakeApi(({ url }) => {
      if (url.pathname === '/public/auth/sign-in-methods') return { json: { google_client_id: null } };
      return url.pathname === '/public/auth/forgot-password' ? { json: { sent: true } } : undefined;
    });
    await renderInShop(<LoginPage params={{}} />, { path: '/auth/login' });
    expect(await screen.findByText('Google sign-in currently unavailable.')).toBeInTheDocument();
    expect(document.querySelector('script[src*="accounts.google.com"]')).toBeNull();
    await user.type(screen.getByLabelText(/E-mail/), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    // The answer's region is in the page with the form, empty, before the answer takes the form's place.
    const answers = screen.getAllByRole('status').filter((region) => region.textContent === '');
    expect(answers).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await within(answers[0]!).findByText(/If an account exists for this e-mail address/)).toBeInTheDocument();
    // The form the focus was in is gone: the answer in its place takes the focus, not the page.
    expect(screen.getByText(/If an account exists for this e-mail address/).closest('[tabindex="-1"]')).toHaveFocus();
    expect(api.requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([{ email: 'ana@example.com' }]);
    api.restore();
  });

  it("offers Google's button when the shop has a client id, and signs in with the token Google gives", async () => {
    const api = fakeApi(({ method, url, body }) => {
      if (url.pathname === '/public/auth/sign-in-methods') return { json: { google_client_id: 'shop-client' } };
      if (method === 'POST' && url.pathname === '/public/auth/google' && (body as { credential: string }).credential === 'google-id-token') return { json: signedIn };
      return undefined;
    });
    await renderInShop(<LoginPage params={{}} />, { path: '/auth/login' });
    // Google's script is another site's: it loads on the customer's click, not with the page.
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    // Google's script is the network boundary: a stand-in with the same two calls answers its load.
    let answer: ((response: { credential: string }) => void) | undefined;
    const initialize = jest.fn((options: { client_id: string; callback: typeof answer }) => {
      answer = options.callback;
    });
    const renderButton = jest.fn((parent: HTMLElement) => {
      const button = document.createElement('button');
      button.textContent = 'Sign in with Google';
      button.onclick = () => answer?.({ credential: 'google-id-token' });
      parent.append(button);
    });
    const script = await waitFor(() => {
      const found = document.querySelector<HTMLScriptElement>('script[src="https://accounts.google.com/gsi/client"]');
      if (!found) throw new Error('no Google script yet');
      return found;
    }, { timeout: 5000 });
    (window as unknown as { google: unknown }).google = { accounts: { id: { initialize, renderButton } } };
    act(() => {
      script.dispatchEvent(new Event('load'));
    });
    // Google's button takes the place of the shop's, of the same name.
    await waitFor(() => expect(renderButton).toHaveBeenCalled());
    await user.click(await screen.findByRole('button', { name: 'Sign in with Google' }, { timeout: 5000 }));
    expect(initialize).toHaveBeenCalledWith(expect.objectContaining({ client_id: 'shop-client' }));
    await waitFor(() => expect($user.get().token).toBe('tok'), { timeout: 5000 });
    // The store changes first; the screen follows on React's next render.
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent('/account'));
    expect(screen.queryByText('Google sign-in currently unavailable.')).not.toBeInTheDocument();
    api.restore();
  });
});
