import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useStore } from '@nanostores/react';
import { $user } from 'shared-contracts/stores/user';
import { href } from 'shared-contracts/routes/named-routes';
import { useAccountHeaderTexts } from '../i18n/header-texts';
import { logout } from '../features/auth/api/logout';
import { useBenefitsContext } from '../features/account/account-benefits';
import './UserMenu.css';

/**
 * The header's user menu. A guest gets "Sign in" and the invitation to create an account for
 * bonus points and vouchers, as far as the brand has them (spec §6); a signed-in user gets the account links and logout.
 */
export default function UserMenu() {
  const { t, ready } = useAccountHeaderTexts();
  const user = useStore($user);
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const benefits = useBenefitsContext();

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  if (!ready) return <span className="user-menu" aria-hidden="true" />;
  const close = () => setOpen(false);

  function signOut() {
    setOpen(false);
    logout();
    navigate(href('homepage'));
  }

  return (
    <div className="user-menu" ref={rootRef}>
      <button ref={buttonRef} type="button" className="user-menu__button" aria-expanded={open} aria-controls={open ? menuId : undefined} onClick={() => setOpen((o) => !o)}>
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M4 21c0-4 4-6 8-6s8 2 8 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="user-menu__label">{user.token ? user.name || t('menu.account') : t('menu.sign_in')}</span>
      </button>
      {open && (
        <div id={menuId} className="user-menu__panel">
          {user.token ? (
            <ul className="user-menu__list">
              <li>
                <Link className="user-menu__item" to={href('account.details')} onClick={close}>
                  {t('menu.account')}
                </Link>
              </li>
              <li>
                <Link className="user-menu__item" to={href('account.orders')} onClick={close}>
                  {t('menu.orders')}
                </Link>
              </li>
              {/* No page about points and vouchers at a brand that has neither. */}
              {benefits.context && (
                <li>
                  <Link className="user-menu__item" to={href('account.bonus-points')} onClick={close}>
                    {t('menu.benefits')}
                  </Link>
                </li>
              )}
              <li>
                <button type="button" className="user-menu__item" onClick={signOut}>
                  {t('menu.logout')}
                </button>
              </li>
            </ul>
          ) : (
            <>
              <p className="user-menu__invite">{t('menu.invitation', benefits)}</p>
              <ul className="user-menu__list">
                <li>
                  <Link className="user-menu__item" to={href('auth.login')} onClick={close}>
                    {t('menu.sign_in')}
                  </Link>
                </li>
                <li>
                  <Link className="user-menu__item" to={href('auth.register')} onClick={close}>
                    {t('menu.register')}
                  </Link>
                </li>
              </ul>
            </>
          )}
        </div>
      )}
    </div>
  );
}
