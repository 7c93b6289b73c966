import { useNavigate } from 'react-router-dom';
import { href } from 'shared-contracts/routes/named-routes';
import { keepSignedIn, type SignedInUser } from './api/signed-in-user';

/** After signing in: an unvalidated phone is validated first (spec §6), else the account. */
export function useAfterSignIn() {
  const navigate = useNavigate();
  return (answer: SignedInUser) => {
    keepSignedIn(answer);
    navigate(answer.phone_validated ? href('account.details') : href('auth.validate-phone-number'));
  };
}
