import type { ReactNode } from 'react';
import { NavLink, useNavigate } from 'react-router-dom';
import { href } from 'shared-contracts/routes/named-routes';
import { Button } from 'shared-contracts/ui/Button';
import { useScreenMetadata } from 'shared-contracts/stores/screen-metadata';
import { useAccountTexts } from '../../../i18n/use-account-texts';
import { logout } from '../../auth/api/logout';
import { useAccountBenefits } from '../account-benefits';
import { RequireSignIn } from '../../auth/components/RequireSignIn';
import './account-layout.css';

/** An account screen other than the details, named in the page title. */
export type AccountSection = 'orders' | 'benefits';

/** The account section's frame: sign-in required, its title, the sub-screen links and logout. */
export function AccountLayout({ section, children }: { section?: AccountSection; children: ReactNode }) {
  const { t, ready } = useAccountTexts();
  // The heading stays the account's, but the tab and the history list name the screen on show
  // ("Orders | My account", as the catalogue's "Category | Menu"), so they are told apart.
  const title = section ? `${t(`account.${section}`)} | ${t('account.title')}` : t('account.title');
  useScreenMetadata(ready ? { title } : null);
  const navigate = useNavigate();
  const benefits = useAccountBenefits();

  function signOut() {
    logout();
    navigate(href('homepage'));
  }

  return (
    <RequireSignIn>
      {ready ? (
        <div className="account-screen account-area">
          <h1>{t('account.title')}</h1>
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
