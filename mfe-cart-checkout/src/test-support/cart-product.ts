import type { CartProduct } from 'shared-contracts/types/cart';

/** A cart line with every spec §3 field; tests override what they are about. */
export function cartProduct(overrides: Partial<CartProduct> = {}): CartProduct {
  return {
    id: 1,
    name: 'Pizza Margherita',
    quantity: 1,
    price: 10,
    pack_price: null,
    options: [],
    categories: [{ id: 1 }],
    age_restriction: false,
    locked: false,
    order_product_id: null,
    sizes: [],
    selected_size: null,
    ...overrides,
  };
}
