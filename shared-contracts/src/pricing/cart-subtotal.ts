import type { Cart } from 'shared-contracts/types/cart';
import { productLineValue } from 'shared-contracts/pricing/product-price';
import { packagingFee } from 'shared-contracts/pricing/packaging-fee';
import { roundMoney } from 'shared-contracts/pricing/round-money';

/**
 * Spec §9: sum of quantity x (price + pack price + option price x option quantity), floored at 0,
 * minus the free-product discount, floored at 0 again.
 * Reading of the spec: "price" is the selected size's price when a size is chosen (a size replaces
 * the base price, it is not added to it); pack price is per unit and left out for table orders
 * (nothing is packed at a table); rounding happens once, at the end.
 */
export function cartSubtotal(
  cart: Pick<Cart, 'products' | 'delivery_type' | 'discount_free_products'>,
): number {
  const products = cart.products.reduce((sum, product) => sum + productLineValue(product), 0);
  const gross = Math.max(0, products + packagingFee(cart.products, cart.delivery_type));
  const discount = cart.discount_free_products?.value ?? 0;
  return roundMoney(Math.max(0, gross - discount));
}
