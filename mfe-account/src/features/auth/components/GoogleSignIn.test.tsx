import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from 'shared-contracts/api/client';
import { $user, logOut } from 'shared-contracts/stores/user';
import { fakeApi } from 'shared-contracts/test-support/fake-api';
import { renderInShop } from '../../../test-support/render-in-shop';
import { GOOGLE_IDENTITY_SCRIPT } from '../google-identity-script';
import { GoogleSignIn } from './GoogleSignIn';

beforeAll(() => configureApi({ apiUrl: 'http://api.test' }));
afterEach(() => {
  act(() => logOut());
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

const signedIn = { id: 3, token: 'tok', name: 'Ana Pop', delivery_addresses: [], phone_validated: true };
const googleScript = () => document.querySelector<HTMLScriptElement>(`script[src="${GOOGLE_IDENTITY_SCRIPT}"]`);

/** The shop's API: Google sign-in configured with `clientId`, and Google's token traded for the account. */
function shopApi(clientId: string | null) {
  return fakeApi(({ method, url, body }) => {
    if (url.pathname === '/public/auth/sign-in-methods') return { json: { google_client_id: clientId } };
    if (method === 'POST' && url.pathname === '/public/auth/google' && (body as { credential: string }).credential === 'google-id-token') return { json: signedIn };
    return undefined;
  });
}

/** Google's script is the network boundary: a stand-in with the same two calls answers its load. */
function googleAnswers(script: HTMLScriptElement) {
  let answer: ((response: { credential: string }) => void) | undefined;
  const initialize = jest.fn((options: { client_id: string; callback: typeof answer }) => {
    answer = options.callback;
  });
  const renderButton = jest.fn((parent: HTMLElement) => {
    const button = document.createElement('button');
    button.textContent = 'Continue with Google';
    button.onclick = () => answer?.({ credential: 'google-id-token' });
    parent.append(button);
  });
  (window as unknown as { google: unknown }).google = { accounts: { id: { initialize, renderButton } } };
  act(() => {
    script.dispatchEvent(new Event('load'));
  });
  return { initialize };
}

it('without a client id says Google sign-in is unavailable, offers no button and loads nothing of Google', async () => {
  const api = shopApi(null);
  await renderInShop(<GoogleSignIn />, { path: '/auth/login' });
  expect(await screen.findByText('Google sign-in currently unavailable.')).toBeInTheDocument();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
  expect(googleScript()).toBeNull();
  api.restore();
});

it("loads Google's script only on the customer's click; a failed load says so and can be tried again; then Google's button, focused, signs in", async () => {
  const user = userEvent.setup();
  const api = shopApi('shop-client');
  await renderInShop(<GoogleSignIn />, { path: '/auth/login?next=%2Faccount%2Fbenefits' });
  const offer = await screen.findByRole('button', { name: 'Sign in with Google' });
  // Before consent, and before any click, nothing of Google's is in the page.
  expect(googleScript()).toBeNull();

  await user.click(offer);
  act(() => {
    googleScript()!.dispatchEvent(new Event('error'));
  });
  expect(await screen.findByText('Google sign-in currently unavailable.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Sign in with Google' })).toHaveFocus();

  googleScript()!.remove();
  await user.click(screen.getByRole('button', { name: 'Sign in with Google' }));
  expect(screen.queryByText('Google sign-in currently unavailable.')).not.toBeInTheDocument();
  const { initialize } = googleAnswers(googleScript()!);
  const googleButton = await screen.findByRole('button', { name: 'Continue with Google' });
  expect(googleButton).toHaveFocus();
  expect(screen.queryByRole('button', { name: 'Sign in with Google' })).not.toBeInTheDocument();
  expect(initialize).toHaveBeenCalledWith(expect.objectContaining({ client_id: 'shop-client' }));

  await user.click(googleButton);
  await waitFor(() => expect($user.get().token).toBe('tok'));
  await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent('/account/benefits'));
  api.restore();
});
