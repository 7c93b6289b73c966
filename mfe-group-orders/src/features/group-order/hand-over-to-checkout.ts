import { api } from 'shared-contracts/api/client';
import { configuredCartProduct } from 'shared-contracts/choices/validate-product-choices';
import { updateCart } from 'shared-contracts/stores/cart';
import type { CartProduct } from 'shared-contracts/types/cart';
import type { GroupOrder } from 'shared-contracts/types/group-order';
import type { Product } from 'shared-contracts/types/product';
import { forgetGroupOrder } from './participant-tokens';

/** Every confirmed line of the group order as cart lines, priced from the store's catalog. */
async function groupCartLines(order: GroupOrder): Promise<CartProduct[]> {
  const lines = order.participants.flatMap((participant) => participant.products);
  if (lines.length === 0) return [];
  const productIds = [...new Set(lines.map((line) => line.product_id))].join(',');
  const products = await api().get('public/products', { searchParams: { product_ids: productIds, store_id: order.store_id, with: 'sizes' } }).json<Product[]>();
  return lines.flatMap((line) => {
    const product = products.find((candidate) => candidate.id === line.product_id);
    if (!product) return [];
    // Option prices come from the catalog inside configuredCartProduct; 0 is never used.
    const options = line.options.map((option) => ({ ...option, price: 0 }));
    return [configuredCartProduct(product, { quantity: line.quantity, selected_size: line.selected_size, options })];
  });
}

/**
 * The completed group order becomes the organiser's cart, so the checkout (another team's screen,
 * reached by its named route) places it as one order: the cart first leaves the group order
 * (spec §4 resets), then takes every participant's lines.
 */
export async function handOverToCheckout(order: GroupOrder): Promise<void> {
  const products = await groupCartLines(order);
  forgetGroupOrder(order.link);
  updateCart({ store_id: order.store_id, delivery_type: order.delivery_type, products });
}
