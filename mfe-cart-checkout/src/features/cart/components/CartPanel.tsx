import { useEffect, useId, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { Link } from 'react-router-dom';
import { href } from 'shared-contracts/routes/named-routes';
import { $cartCount } from 'shared-contracts/stores/cart';
import { useCartTexts } from '../../../i18n/use-cart-texts';
import { CartContents } from './CartContents';
import './CartPanel.css';

export interface CartPanelProps {
  id: string;
  /** `returnFocus` is false when the visitor moved elsewhere (followed a link). */
  onClose: (returnFocus: boolean) => void;
}

/**
 * The cart as a non-modal popover under the header's cart button. It takes focus when it opens
 * so keyboard and screen-reader users land in it; the widget closes it on Escape, an outside click,
 * or when focus leaves it for the page.
 * Default export: the widget loads it only when first needed, to stay small on every page.
 */
export default function CartPanel({ id, onClose }: CartPanelProps) {
  const { t, ready } = useCartTexts();
  const count = useStore($cartCount);
  const titleId = useId();
  const panelRef = useRef<HTMLElement>(null);
  useEffect(() => panelRef.current?.focus(), []);
  return (
    <section id={id} ref={panelRef} className="cart-panel" role="dialog" aria-labelledby={titleId} tabIndex={-1}>
      {ready && (
        <div className="cart-panel__header">
          <h2 id={titleId} className="cart-panel__title">
            {t('panel.title')}
          </h2>
          <button type="button" className="cart-panel__close" aria-label={t('panel.close')} onClick={() => onClose(true)}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      )}
      <CartContents onNavigate={() => onClose(false)} />
      {ready && count > 0 && (
        <Link className="cart-panel__view-cart" to={href('cart-checkout')} onClick={() => onClose(false)}>
          {t('panel.viewCart')}
        </Link>
      )}
    </section>
  );
}
