import { Link, useLocation } from 'react-router-dom';
import { useStore } from '@nanostores/react';
import type { AccountModules } from 'shared-contracts/remotes/contracts';
import { $loggedIn } from 'shared-contracts/stores/user';
import { href } from 'shared-contracts/routes/named-routes';
import { useAccountTexts } from '../i18n/use-account-texts';
import { useAccountHeaderTexts } from '../i18n/header-texts';
import { withNext } from '../features/auth/return-path';
import { useBenefitsContext } from '../features/account/account-benefits';
import './GuestInvitation.css';

/**
 * Spec §6: guests are prompted to create an account for bonus points and vouchers (for what the
 * brand has of them: account-benefits). Other teams
 * mount this where a guest orders (the checkout) and has just ordered (order success); a
 * signed-in customer sees nothing. From the checkout, signing in comes back to the checkout.
 */
export default function GuestInvitation({ place = 'order-success' }: AccountModules['./GuestInvitation']) {
  const { t, ready } = useAccountTexts();
  // Its two links say what the header's menu says, in the menu's words.
  const menu = useAccountHeaderTexts();
  const loggedIn = useStore($loggedIn);
  const { pathname } = useLocation();
  const benefits = useBenefitsContext();
  if (loggedIn || !ready || !menu.ready) return null;
  const atCheckout = place === 'checkout';
  // At the checkout it sits in the form's section ("Checkout", h2) beside its other parts (h3).
  const Heading = atCheckout ? 'h3' : 'h2';
  return (
    <aside className="guest-invitation" aria-labelledby="guest-invitation-title">
      <Heading id="guest-invitation-title" className="guest-invitation__title">
        {t(atCheckout ? 'invitation.checkout_title' : 'invitation.title', benefits)}
      </Heading>
      <p>{t(atCheckout ? 'invitation.checkout_text' : 'invitation.text', benefits)}</p>
      <p className="guest-invitation__links">
        <Link className="guest-invitation__register" to={href('auth.register')}>
          {menu.t('menu.register')}
        </Link>
        <Link to={withNext(href('auth.login'), atCheckout ? pathname : null)}>
          {menu.t('menu.sign_in')}
        </Link>
      </p>
    </aside>
  );
}
