import { Link } from 'react-router-dom';
import { useStore } from '@nanostores/react';
import { $loggedIn } from 'shared-contracts/stores/user';
import { href } from 'shared-contracts/routes/named-routes';
import { useAccountTexts } from '../i18n/use-account-texts';
import './GuestInvitation.css';

/**
 * Spec §6: guests are prompted to create an account for bonus points and vouchers. Other teams
 * mount this where a guest has just ordered (order success); a signed-in customer sees nothing.
 */
export default function GuestInvitation() {
  const { t, ready } = useAccountTexts();
  const loggedIn = useStore($loggedIn);
  if (loggedIn || !ready) return null;
  return (
    <aside className="guest-invitation" aria-labelledby="guest-invitation-title">
      <h2 id="guest-invitation-title" className="guest-invitation__title">
        {t('invitation.title')}
      </h2>
      <p>{t('invitation.text')}</p>
      <p className="guest-invitation__links">
        <Link className="guest-invitation__register" to={href('auth.register')}>
          {t('menu.register')}
        </Link>
        <Link to={href('auth.login')}>{t('menu.sign_in')}</Link>
      </p>
    </aside>
  );
}
