import type { ReactNode } from 'react';
import { NavLink, useNavigate } from 'react-router-dom';
import { href } from 'shared-contracts/routes/named-routes';
import { Button } from 'shared-contracts/ui/Button';
import { ScreenHeading } from 'shared-contracts/stores/screen-metadata';
import { useAccountTexts } from '../../../i18n/use-account-texts';
import { logout } from '../../auth/api/logout';
import { useAccountBenefits } from '../account-benefits';
import { RequireSignIn } from '../../auth/components/RequireSignIn';
import './account-layout.css';

/** The account section's frame: sign-in required, its title, the sub-screen links and logout. */
export function AccountLayout({ children }: { children: ReactNode }) {
  const { t, ready } = useAccountTexts();
  const navigate = useNavigate();
  const benefits = useAccountBenefits();

  async function signOut() {
    await logout();
    navigate(href('homepage'));
  }

  return (
    <RequireSignIn>
      {ready ? (
        <div className="account-screen account-area">
          <ScreenHeading>{t('account.title')}</ScreenHeading>
          <nav className="account-area__nav" aria-label={t('account.nav')}>
            <NavLink end className="account-area__tab" to={href('account.details')}>
              {t('account.details')}
            </NavLink>
            <NavLink className="account-area__tab" to={href('account.orders')}>
              {t('account.orders')}
            </NavLink>
            {benefits && (
              <NavLink className="account-area__tab" to={href('account.bonus-points')}>
                {t('account.benefits')}
              </NavLink>
            )}
            <Button variant="secondary" onClick={signOut}>
              {t('account.logout')}
            </Button>
          </nav>
          {children}
        </div>
      ) : (
        <div className="account-screen" aria-busy="true" />
      )}
    </RequireSignIn>
  );
}
