import { soldSize } from 'shared-contracts/pricing/product-price';
import type { CartProduct } from 'shared-contracts/types/cart';
import type { Product } from 'shared-contracts/types/product';

/**
 * The spec §3 cart product for one unit of a product without required choices. A product with a
 * single size is sold in that size, at that size's price.
 */
export function toCartProduct(product: Product): CartProduct {
  // None is chosen here: a product with a single size is sold in it (soldSize).
  const onlySize = soldSize(product.sizes, null);
  return {
    id: product.id,
    name: product.name,
    quantity: 1,
    price: onlySize ? onlySize.price : product.price,
    pack_price: product.pack_price,
    options: [],
    categories: product.categories.map((category) => ({ id: category.id })),
    age_restriction: product.age_restriction,
    locked: false,
    order_product_id: null,
    sizes: product.sizes.map(({ product_store_id, id, name, price }) => ({ product_store_id, id, name, price })),
    selected_size: onlySize ? onlySize.id : null,
    // Spec §4: the cart is for later only, or a today basket, because of what it holds.
    only_for_later: product.only_for_later === true,
    today_only: product.today_only === true,
  };
}
