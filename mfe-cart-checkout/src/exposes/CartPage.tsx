import { useStore } from '@nanostores/react';
import { Link } from 'react-router-dom';
import type { ScreenProps } from 'shared-contracts/remotes/contracts';
import { href } from 'shared-contracts/routes/named-routes';
import { $cart, $cartCount } from 'shared-contracts/stores/cart';
import { ScreenHeading } from 'shared-contracts/stores/screen-metadata';
import { CartContents } from '../features/cart/components/CartContents';
import { useAwaitingPayment } from '../features/checkout/use-awaiting-payment';
import { CheckoutForm } from '../features/checkout/components/CheckoutForm';
import { TableCheckout } from '../features/table/components/TableCheckout';
import { useAtTable } from '../features/table/use-at-table';
import { useCartTexts } from '../i18n/use-cart-texts';
import './CartPage.css';

/**
 * /cart/checkout: the order as it stands, then the checkout. The shell's layout provides the <main> landmark.
 * The route has no path params, so `params` is unused.
 */
export default function CartPage(_props: ScreenProps) {
  const { t, ready } = useCartTexts();
  const count = useStore($cartCount);
  const cart = useStore($cart);
  const atTable = useAtTable(cart);
  const inGroupOrder = cart.group_order;
  // Back from a declined payment: the cart was cleared when the order was placed (spec §8).
  const { toPayment, cancelled } = useAwaitingPayment(count === 0);
  if (!ready) return <div className="cart-page cart-page--loading" aria-busy="true" />;
  return (
    <div className="cart-page">
      <ScreenHeading className="cart-page__title">{t('page.title')}</ScreenHeading>
      {/* First, above "your cart is empty": the placed order still waiting for its payment. */}
      {toPayment && (
        <p className="cart-page__awaiting">
          {t('page.awaitingPayment')}{' '}
          <Link className="ui-button ui-button--primary" to={toPayment}>{t('page.payOrder')}</Link>
        </p>
      )}
      {cancelled && (
        <p className="cart-page__awaiting" role="status">
          {/* Its payment unverified, the customer may have been charged: not "nothing was charged". */}
          {cancelled.refundingStore ? t('page.orderCancelledUnverified', { store: cancelled.refundingStore }) : t('page.orderCancelled')}{' '}
          <Link className="ui-button ui-button--secondary" to={cancelled.page}>{t('page.seeOrder')}</Link>
        </p>
      )}
      {/* The group order's food is on the server, in its panel (another team's screen, by its named route). */}
      {inGroupOrder && cart.order_token && count === 0 && (
        <p className="cart-page__awaiting">
          {t('page.inGroupOrder')}{' '}
          <Link className="ui-button ui-button--primary" to={href('group-orders.panel', { link: cart.order_token })}>{t('page.toGroupOrder')}</Link>
        </p>
      )}
      <CartContents />
      {/* Group orders are another team's screens: reached by their named route, never imported. */}
      {count > 0 && !inGroupOrder && !atTable && (
        <Link className="cart-page__back" to={href('group-orders.start')}>
          {t('page.startGroupOrder')}
        </Link>
      )}
      {count > 0 && (atTable ? <TableCheckout /> : <CheckoutForm />)}
      {count > 0 && (
        <Link className="cart-page__back" to={href('homepage')}>
          {t('page.backToMenu')}
        </Link>
      )}
    </div>
  );
}
