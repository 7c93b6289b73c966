import { useLocation, useNavigate } from 'react-router-dom';
import { href } from 'shared-contracts/routes/named-routes';
import { keepSignedIn, type SignedInUser } from './api/signed-in-user';

/** Where a screen sent the customer to sign in from (the checkout's invitation): only a path of this shop. */
function returnPathOf(state: unknown): string | null {
  const returnTo = (state as { returnTo?: unknown } | null)?.returnTo;
  return typeof returnTo === 'string' && returnTo.startsWith('/') && !returnTo.startsWith('//') ? returnTo : null;
}

/** After signing in: an unvalidated phone is validated first (spec §6), else back where they came from, else the account. */
export function useAfterSignIn() {
  const navigate = useNavigate();
  const returnTo = returnPathOf(useLocation().state);
  return (answer: SignedInUser) => {
    keepSignedIn(answer);
    navigate(answer.phone_validated ? (returnTo ?? href('account.details')) : href('auth.validate-phone-number'));
  };
}
