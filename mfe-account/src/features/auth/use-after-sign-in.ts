import { useNavigate } from 'react-router-dom';
import { href } from 'shared-contracts/routes/named-routes';
import { keepSignedIn, type SignedInUser } from './api/signed-in-user';
import { useReturnPath, withNext } from './return-path';

/**
 * Sends a customer who has just signed in on to `to`. A destination the router refuses (it throws,
 * or rejects under a data router) must not leave them signed in on the sign-in form: they go to
 * their account instead.
 */
export function useGoOnSignedIn(): (to: string) => void {
  const navigate = useNavigate();
  return (to) => {
    void (async () => {
      try {
        await navigate(to);
      } catch {
        await navigate(href('account.details'));
      }
    })();
  };
}

/**
 * After signing in: an unvalidated phone is offered for validation first (spec §5), carrying on to
 * where the customer was going (the `next` of sign-in), else to the account.
 */
export function useAfterSignIn() {
  const goOn = useGoOnSignedIn();
  const next = useReturnPath();
  return (answer: SignedInUser) => {
    keepSignedIn(answer);
    goOn(answer.phone_validated ? (next ?? href('account.details')) : withNext(href('auth.validate-phone-number'), next));
  };
}
