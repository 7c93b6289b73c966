import { Suspense, lazy, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $cart, $cartCount, $cartSubtotal } from 'shared-contracts/stores/cart';
import { $settings } from 'shared-contracts/stores/settings';
import { Price } from 'shared-contracts/ui/Price';
import { startOnDeliveryOnce } from '../features/delivery/start-on-delivery';
import { useAtTable } from '../features/table/use-at-table';
import { useCartHeaderTexts } from '../i18n/header-texts';
import { CART_NAMESPACE, loadCartMessages } from '../i18n/load-cart-messages';
import { loadNamespace } from 'shared-contracts/i18n/namespace';
import '../spoken-only.css';
import './CartWidget.css';

// The widget is on every page; the panel's code and texts are fetched only when the visitor reaches for it.
const loadCartPanel = () => import('../features/cart/components/CartPanel');
const CartPanel = lazy(loadCartPanel);
function preparePanel(): void {
  void loadCartPanel();
  void loadNamespace(CART_NAMESPACE, loadCartMessages);
}

/**
 * The header's cart badge: item count and subtotal. Its accessible name reads as a sentence
 * ("Cart, 2 items, 25.50 lei") made of a translated prefix and the very total shown, so the
 * money is formatted in one place (<Price/>). It opens the cart panel.
 */
export default function CartWidget() {
  const { t, ready } = useCartHeaderTexts();
  const count = useStore($cartCount);
  const subtotal = useStore($cartSubtotal);
  const cart = useStore($cart);
  // Issue 9: the table number on every screen while the visit lasts; the widget is in every layout's
  // header, so it is also where a cart whose visit is over leaves the table, whatever page is open.
  const tableNumber = useAtTable(cart) && cart.table_number;
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const nameId = useId();
  const totalId = useId();
  const panelId = useId();
  const settings = useStore($settings);

  useEffect(() => {
    // The widget is on every page from the start, so it applies the brand's starting delivery type.
    if (settings) startOnDeliveryOnce(settings);
  }, [settings]);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    // A click elsewhere means the visitor moved on: close without pulling focus back.
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, close]);

  if (!ready) return <span className="cart-widget cart-widget--loading" aria-hidden="true" />;
  return (
    <div
      className="cart-widget"
      ref={rootRef}
      // The panel is non-modal: once Tab takes focus out to the page, the visitor has moved on, so it
      // closes rather than stay open over what now has focus. (No related target: the window lost focus.)
      onBlur={(event) => {
        if (open && event.relatedTarget instanceof Node && !rootRef.current?.contains(event.relatedTarget)) close(false);
      }}
    >
      {tableNumber && (
        <span className="cart-widget__table" data-testid="table-badge">
          {t('table.badge', { number: tableNumber })}
        </span>
      )}
      <button
        ref={buttonRef}
        type="button"
        className="cart-widget__button"
        aria-labelledby={`${nameId} ${totalId}`}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? close(true) : setOpen(true))}
        onPointerEnter={preparePanel}
        onFocus={preparePanel}
      >
        <span id={nameId} className="cart-spoken-only">
          {t('widget.name', { count })}
        </span>
        <svg className="cart-widget__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path
            d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 7H6.2M9 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2zm8 0a1 1 0 1 0 0-2 1 1 0 0 0 0 2z"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <span className="cart-widget__count" data-testid="cart-count">
          {count}
        </span>
        <span id={totalId} className="cart-widget__total" data-testid="cart-total">
          <Price value={subtotal} />
        </span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <CartPanel id={panelId} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
