import { useNavigate } from 'react-router-dom';
import { href } from 'shared-contracts/routes/named-routes';
import { keepSignedIn, type SignedInUser } from './api/signed-in-user';
import { useReturnPath, withNext } from './return-path';

/**
 * After signing in: an unvalidated phone is offered for validation first (spec §5), carrying on to
 * where the customer was going (the `next` of sign-in), else to the account.
 */
export function useAfterSignIn() {
  const navigate = useNavigate();
  const next = useReturnPath();
  return (answer: SignedInUser) => {
    keepSignedIn(answer);
    navigate(answer.phone_validated ? (next ?? href('account.details')) : withNext(href('auth.validate-phone-number'), next));
  };
}
