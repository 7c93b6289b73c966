import { useStore } from '@nanostores/react';
import { Link } from 'react-router-dom';
import type { ScreenProps } from 'shared-contracts/remotes/contracts';
import { href } from 'shared-contracts/routes/named-routes';
import { $cartCount } from 'shared-contracts/stores/cart';
import { CartContents } from '../features/cart/components/CartContents';
import { CheckoutForm } from '../features/checkout/components/CheckoutForm';
import { useCartTexts } from '../i18n/use-cart-texts';
import './CartPage.css';

/**
 * /cart/checkout: the order as it stands, then the checkout. The shell's layout provides the <main> landmark.
 * The route has no path params, so `params` is unused.
 */
export default function CartPage(_props: ScreenProps) {
  const { t, ready } = useCartTexts();
  const count = useStore($cartCount);
  if (!ready) return <div className="cart-page cart-page--loading" aria-busy="true" />;
  return (
    <div className="cart-page">
      <h1 className="cart-page__title">{t('page.title')}</h1>
      <CartContents />
      {count > 0 && <CheckoutForm />}
      {count > 0 && (
        <Link className="cart-page__back" to={href('homepage')}>
          {t('page.backToMenu')}
        </Link>
      )}
    </div>
  );
}
