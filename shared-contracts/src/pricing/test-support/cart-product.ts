import type { CartProduct } from '../../types/cart';

/** A cart product for pricing tests: 1 unit of a plain 10.00 product unless told otherwise. */
export function cartProduct(fields: Partial<CartProduct> = {}): CartProduct {
  return {
    id: 1,
    name: 'Pizza',
    quantity: 1,
    price: 10,
    pack_price: null,
    options: [],
    categories: [],
    age_restriction: false,
    locked: false,
    order_product_id: null,
    sizes: [],
    selected_size: null,
    ...fields,
  };
}
