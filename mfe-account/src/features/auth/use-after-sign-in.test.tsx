import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom';
import { logOut } from 'shared-contracts/stores/user';
import { useAfterSignIn, useGoOnSignedIn } from './use-after-sign-in';

afterEach(() => act(() => logOut()));

const signedIn = { id: 3, token: 'tok', name: 'Ana Pop', delivery_addresses: [], phone_validated: true };

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** Signs in the way the sign-in forms do once the API has answered. */
function SignInForm() {
  const afterSignIn = useAfterSignIn();
  return (
    <>
      <button onClick={() => afterSignIn(signedIn)}>Sign in</button>
      <Where />
    </>
  );
}

/** Sends the customer somewhere the router refuses, as a destination slipping past the checks would. */
function GoOutside() {
  const goOn = useGoOnSignedIn();
  return (
    <>
      <button onClick={() => goOn('//evil.example/')}>Go on</button>
      <Where />
    </>
  );
}

describe('useAfterSignIn', () => {
  it.each(['/.//evil.example', '/..//evil.example', '/%2e//evil.example', '/account/..//evil.example'])(
    'sends a customer whose `next` normalises to another site (%s) to their account',
    async (next) => {
      render(
        <MemoryRouter initialEntries={[`/auth/login?next=${encodeURIComponent(next)}`]}>
          <SignInForm />
        </MemoryRouter>,
      );
      await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
      await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/account$/));
    },
  );
});

describe('useGoOnSignedIn', () => {
  it('leaves a customer the router refuses to send on at their account, not on the sign-in form', async () => {
    render(
      <MemoryRouter initialEntries={['/auth/login']}>
        <GoOutside />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Go on' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/account$/));
  });

  it('does the same under the shell\'s data router, whose navigate rejects rather than throws', async () => {
    const router = createMemoryRouter([{ path: '*', element: <GoOutside /> }], { initialEntries: ['/auth/login'] });
    render(<RouterProvider router={router} />);
    await userEvent.click(screen.getByRole('button', { name: 'Go on' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/account$/));
  });
});
