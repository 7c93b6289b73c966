import { useStore } from '@nanostores/react';
import { Link } from 'react-router-dom';
import { cartCostLines } from 'shared-contracts/pricing/cost-lines';
import { freeItemsOfLines } from 'shared-contracts/pricing/free-products-discount';
import { href } from 'shared-contracts/routes/named-routes';
import { $cart, changeQuantity, removeProduct } from 'shared-contracts/stores/cart';
import { $invalidCartLines, hasInvalidLines } from 'shared-contracts/stores/invalid-cart-products';
import { $settings } from 'shared-contracts/stores/settings';
import { Notice, NoticeRegion } from 'shared-contracts/ui/Notice';
import { Price } from 'shared-contracts/ui/Price';
import { useCartTexts } from '../../../i18n/use-cart-texts';
import { $placingOrder } from '../../checkout/placing-order';
import { useCartChangeStatus } from '../use-cart-change-status';
import { useFocusAfterRemoval } from '../use-focus-after-removal';
import { useLineNamesInLanguage } from '../line-names-in-language';
import { CartLine } from './CartLine';
import '../../../spoken-only.css';
import './CartContents.css';

export interface CartContentsProps {
  /** Called when a link inside is followed, so a panel holding the contents can close. */
  onNavigate?: () => void;
}

/** The lines of the cart and their subtotal, or the empty state with a way to the menu. */
export function CartContents({ onNavigate }: CartContentsProps) {
  const status = useCartChangeStatus();
  return (
    <>
      <CartLines onNavigate={onNavigate} status={status} />
      {/* In the page before it speaks, whatever the lines show: a live region inserted with its words is often not read. */}
      <p className="cart-spoken-only" role="status">
        {status.status}
      </p>
    </>
  );
}

function CartLines({ onNavigate, status }: CartContentsProps & { status: ReturnType<typeof useCartChangeStatus> }) {
  const { t, ready } = useCartTexts();
  const cart = useStore($cart);
  const settings = useStore($settings);
  const products = cart.products;
  // The same free items the cost lines take off, line by line, so the free line says so.
  const free = freeItemsOfLines(cart.voucher, products, cart.delivery_type);
  // The checkout's subtotal, free items taken off from the voucher: it agrees with the lines above
  // even before the server's discount_free_products arrives (or when a reload has lost it).
  // Rounded in the brand's currency as the checkout rounds it (whole units where it is charged so).
  const subtotal = cartCostLines(cart, { currency: settings?.localization.currency ?? 'RON' }).subtotal;
  const invalid = hasInvalidLines(products, useStore($invalidCartLines));
  const focus = useFocusAfterRemoval(products.length);
  const placing = useStore($placingOrder);
  useLineNamesInLanguage();
  const remove = (index: number) => {
    focus.willRemove(index);
    removeProduct(index);
    status.removed(products[index]!.name);
  };
  const change = (index: number, delta: 1 | -1) => {
    changeQuantity(index, delta);
    status.changed(products[index]!.name, $cart.get().products[index]!.quantity);
  };
  if (!ready) return <div className="cart-contents cart-contents--loading" aria-hidden="true" />;
  if (products.length === 0) {
    return (
      <div className="cart-contents cart-contents--empty">
        {/* Focusable so focus can land here when the last line is removed. */}
        <p ref={focus.emptyRef} tabIndex={-1}>
          {t('contents.empty')}
        </p>
        <Link to={href('homepage')} onClick={onNavigate}>
          {t('contents.toMenu')}
        </Link>
      </div>
    );
  }
  return (
    <div className="cart-contents">
      <NoticeRegion>
        {invalid && <Notice tone="warning" live={false}>{t('contents.invalidNotice')}</Notice>}
      </NoticeRegion>
      <ul ref={focus.listRef} className="cart-contents__lines" aria-label={t('contents.label')} tabIndex={-1}>
        {products.map((product, index) => (
          <CartLine
            key={`${index}:${product.id}:${product.selected_size ?? ''}`}
            product={product}
            onRemove={() => remove(index)}
            onChange={(delta) => change(index, delta)}
            disabled={placing}
            free={cart.voucher && free[index] ? { ...free[index], code: cart.voucher.code } : null}
          />
        ))}
      </ul>
      <dl className="cart-contents__subtotal">
        <dt>{t('contents.subtotal')}</dt>
        <dd>
          <Price value={subtotal} />
        </dd>
      </dl>
    </div>
  );
}
