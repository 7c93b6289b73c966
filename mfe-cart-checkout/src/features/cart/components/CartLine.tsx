import { useStore } from '@nanostores/react';
import { $cart } from 'shared-contracts/stores/cart';
import { $invalidCartLines, invalidRulesOf } from 'shared-contracts/stores/invalid-cart-products';
import type { FreeItemsOfLine } from 'shared-contracts/pricing/free-products-discount';
import { formatMoney } from 'shared-contracts/pricing/format-money';
import { packagingFee } from 'shared-contracts/pricing/packaging-fee';
import { $settings } from 'shared-contracts/stores/settings';
import type { MouseEvent } from 'react';
import type { CartProduct } from 'shared-contracts/types/cart';
import { Price } from 'shared-contracts/ui/Price';
import { useCartTexts } from '../../../i18n/use-cart-texts';
import { lineChoices } from '../line-choices';
import { linePrice } from '../line-price';
import { FOCUS_AFTER_REMOVAL } from '../use-focus-after-removal';
import { LineChoicesText, optionTexts } from './LineChoicesText';
import { QuantityStepper } from './QuantityStepper';
import '../../../spoken-only.css';
import './CartLine.css';

export interface CartLineProps {
  product: CartProduct;
  /** Removes this line; the list decides where focus goes next. */
  onRemove: () => void;
  /** Changes this line's quantity; the list says the new one, and the cart's. */
  onChange: (delta: 1 | -1) => void;
  /** What a free-items voucher gives away on this line, and the voucher's code; null when nothing. */
  free?: (FreeItemsOfLine & { code: string }) | null;
  /** While the order is being placed: it goes as the cart was at the click. */
  disabled?: boolean;
}

/**
 * One line of the cart: what it is (with its size and options), how many, what it costs, and a
 * way to remove it. A line the server reported (no longer sold at the cart's store, or choices no
 * longer possible) says so.
 */
export function CartLine({ product, onRemove, onChange, free = null, disabled = false }: CartLineProps) {
  const { t } = useCartTexts();
  const deliveryType = useStore($cart).delivery_type;
  const rules = invalidRulesOf(product, useStore($invalidCartLines));
  const chosen = lineChoices(product);
  const choices = [...(chosen.size ? [chosen.size] : []), ...optionTexts(chosen, t)].join(', ');
  // Two lines of one dish differ only by their choices, so the buttons name them too.
  const label = choices ? t('contents.lineLabel', { name: product.name, choices }) : product.name;
  const fullPrice = linePrice(product, deliveryType);
  const freeValue = free && free.units > 0 ? free.value : 0;
  const paid = Math.max(0, fullPrice - freeValue);
  // The line's price holds its packaging (none at a table, spec §9): said, or it seems dearer than the product's card.
  const packaging = packagingFee([product], deliveryType);
  const currency = useStore($settings)?.localization.currency || 'RON';
  // A double click's second click would remove the next line, moved up under the pointer.
  const remove = (event: MouseEvent) => {
    if (event.detail < 2) onRemove();
  };
  return (
    <li className={rules ? 'cart-line cart-line--invalid' : 'cart-line'}>
      <div className="cart-line__what">
        <span className="cart-line__name">{product.name}</span>
        <LineChoicesText choices={chosen} t={t} />
        {free && freeValue > 0 && (
          <span className="cart-line__free">
            {t(paid === 0 ? 'contents.freeWith' : 'contents.partlyFreeWith', { code: free.code })}
          </span>
        )}
      </div>
      {/* A group order's line (locked) changes only on the group order's screen. */}
      {product.locked ? (
        <span className="cart-line__locked">{t('contents.lockedQuantity', { count: product.quantity })}</span>
      ) : (
        <QuantityStepper name={label} quantity={product.quantity} onChange={onChange} disabled={disabled} />
      )}
      <span className="cart-line__price">
        {/* The struck price is named in words too: a strike-through alone is not read out. */}
        {freeValue > 0 && (
          <del className="cart-line__full-price">
            <span className="cart-spoken-only">{t('contents.fullPrice')} </span>
            <Price value={fullPrice} />
          </del>
        )}
        {freeValue > 0 && paid === 0 ? <strong className="cart-line__free-price">{t('contents.free')}</strong> : <Price value={paid} />}
        {packaging > 0 && (
          <small className="cart-line__packaging">{t('contents.packagingIncluded', { fee: formatMoney(packaging, currency) })}</small>
        )}
      </span>
      {!product.locked && (
        <button
          type="button"
          className="cart-line__remove"
          aria-label={t('contents.remove', { name: label })}
          onClick={remove}
          disabled={disabled}
          {...FOCUS_AFTER_REMOVAL}
        >
          <span aria-hidden="true">×</span>
        </button>
      )}
      {rules && (
        <p className="cart-line__problem">
          <span>{t(`contents.invalid.${lineProblem(rules)}`)}</span>
          <button type="button" className="cart-line__remove-invalid" onClick={remove} disabled={disabled}>
            {t('contents.removeInvalid', { name: label })}
          </button>
        </p>
      )}
    </li>
  );
}

/** What the server found wrong with a line, most telling first: a product gone, out of stock, or its choices. */
function lineProblem(rules: string[]): 'unknown_product' | 'out_of_stock' | 'choices' {
  if (rules.includes('unknown_product')) return 'unknown_product';
  return rules.includes('out_of_stock') ? 'out_of_stock' : 'choices';
}
