import { cartSubtotal } from 'shared-contracts/pricing/cart-subtotal';
import type { CartProduct, DeliveryType } from 'shared-contracts/types/cart';

/**
 * What one cart line costs: quantity x (price or size price + pack price + options).
 * It is the spec §9 subtotal of a cart holding only this line, so the line prices and the
 * subtotal can never disagree (e.g. no pack price for table orders). The free-product discount
 * belongs to the whole cart, not to a line, so it is left out here.
 */
export function linePrice(product: CartProduct, deliveryType: DeliveryType): number {
  return cartSubtotal({ products: [product], delivery_type: deliveryType, discount_free_products: null });
}
