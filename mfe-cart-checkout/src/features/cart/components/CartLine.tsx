import { useStore } from '@nanostores/react';
import { $cart, changeQuantity, removeProduct } from 'shared-contracts/stores/cart';
import { $invalidCartLines, invalidRulesOf } from 'shared-contracts/stores/invalid-cart-products';
import type { CartProduct } from 'shared-contracts/types/cart';
import { Price } from 'shared-contracts/ui/Price';
import { useCartTexts } from '../../../i18n/use-cart-texts';
import { linePrice } from '../line-price';
import { QuantityStepper } from './QuantityStepper';
import './CartLine.css';

export interface CartLineProps {
  product: CartProduct;
  /** Position in $cart.products: the cart actions address lines by index. */
  index: number;
}

/**
 * One line of the cart: what it is, how many, what it costs, and a way to remove it. A line the
 * server reported (no longer sold at the cart's store, or choices no longer possible) says so.
 */
export function CartLine({ product, index }: CartLineProps) {
  const { t } = useCartTexts();
  const deliveryType = useStore($cart).delivery_type;
  const rules = invalidRulesOf(product, useStore($invalidCartLines));
  const size = product.sizes.find((candidate) => candidate.id === product.selected_size);
  return (
    <li className={rules ? 'cart-line cart-line--invalid' : 'cart-line'}>
      <div className="cart-line__what">
        <span className="cart-line__name">{product.name}</span>
        {size && <span className="cart-line__size">{t('contents.size', { size: size.name })}</span>}
      </div>
      {/* A group order's line (locked) changes only on the group order's screen. */}
      {product.locked ? (
        <span className="cart-line__locked">{t('contents.lockedQuantity', { count: product.quantity })}</span>
      ) : (
        <QuantityStepper
          name={product.name}
          quantity={product.quantity}
          onChange={(delta) => changeQuantity(index, delta)}
        />
      )}
      <span className="cart-line__price">
        <Price value={linePrice(product, deliveryType)} />
      </span>
      {!product.locked && (
        <button
          type="button"
          className="cart-line__remove"
          aria-label={t('contents.remove', { name: product.name })}
          onClick={() => removeProduct(index)}
        >
          <span aria-hidden="true">×</span>
        </button>
      )}
      {rules && (
        <p className="cart-line__problem">
          <span>{t(rules.includes('unknown_product') ? 'contents.invalid.unknown_product' : 'contents.invalid.choices')}</span>
          <button type="button" className="cart-line__remove-invalid" onClick={() => removeProduct(index)}>
            {t('contents.removeInvalid', { name: product.name })}
          </button>
        </p>
      )}
    </li>
  );
}
