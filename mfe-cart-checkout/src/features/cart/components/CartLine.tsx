import { useStore } from '@nanostores/react';
import { $cart, changeQuantity, removeProduct } from 'shared-contracts/stores/cart';
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

/** One line of the cart: what it is, how many, what it costs, and a way to remove it. */
export function CartLine({ product, index }: CartLineProps) {
  const { t } = useCartTexts();
  const deliveryType = useStore($cart).delivery_type;
  const size = product.sizes.find((candidate) => candidate.id === product.selected_size);
  return (
    <li className="cart-line">
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
    </li>
  );
}
