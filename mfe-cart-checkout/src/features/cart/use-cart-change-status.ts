import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { formatMoney } from 'shared-contracts/pricing/format-money';
import { $cartCount, $cartSubtotal } from 'shared-contracts/stores/cart';
import { $settings } from 'shared-contracts/stores/settings';
import { useCartHeaderTexts } from '../../i18n/header-texts';
import { useCartTexts } from '../../i18n/use-cart-texts';

/**
 * What a polite live region says after a line is removed or its quantity changed (WCAG 4.1.3): the
 * change happens in place, and a screen reader would otherwise hear nothing, or a bare "2". It
 * ends with the cart as the header's button names it ("Cart, 3 items, 79 lei"), from the same
 * stores. Set by the action that made the change, so a second cart on the page stays silent.
 */
export function useCartChangeStatus() {
  const { t } = useCartTexts();
  const header = useCartHeaderTexts();
  const currency = useStore($settings)?.localization.currency || 'RON';
  const [status, setStatus] = useState('');
  const say = (change: string) =>
    setStatus(`${change} ${header.t('widget.name', { count: $cartCount.get() })} ${formatMoney($cartSubtotal.get(), currency)}`);
  return {
    status,
    removed: (name: string) => say(t('contents.removed', { name })),
    changed: (name: string, quantity: number) => say(t('contents.quantityNow', { name, quantity })),
  };
}
