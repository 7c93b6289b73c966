import { api } from 'shared-contracts/api/client';
import { configuredCartProduct } from 'shared-contracts/choices/validate-product-choices';
import { groupOrderMethods } from 'shared-contracts/payments/group-order-methods';
import { $cart, updateCart } from 'shared-contracts/stores/cart';
import type { CartProduct } from 'shared-contracts/types/cart';
import type { GroupOrder } from 'shared-contracts/types/group-order';
import type { Product } from 'shared-contracts/types/product';

/**
 * Every participant's lines as locked cart lines, priced from the store's catalog: the checkout
 * shows them and their cost lines; the API places the lines it stored, never these. A product out
 * of stock since is left out as the API leaves it out (it refuses the order and opens the group
 * order again for a new choice), so the checkout's total is the API's and its message is shown.
 */
async function groupCartLines(order: GroupOrder): Promise<CartProduct[]> {
  const lines = order.participants.flatMap((participant) => participant.products);
  if (lines.length === 0) return [];
  const productIds = [...new Set(lines.map((line) => line.product_id))].join(',');
  const products = await api().get('public/products', { searchParams: { product_ids: productIds, store_id: order.store_id, with: 'sizes' } }).json<Product[]>();
  return lines.flatMap((line) => {
    const product = products.find((candidate) => candidate.id === line.product_id);
    if (!product || product.out_of_stock) return [];
    // Option prices come from the catalog inside configuredCartProduct; 0 is never used.
    const options = line.options.map((option) => ({ ...option, price: 0 }));
    return [{ ...configuredCartProduct(product, { quantity: line.quantity, selected_size: line.selected_size, options }), locked: true, order_product_id: line.order_product_id }];
  });
}

/**
 * The organiser of a completed group order goes to the checkout (another team's screen, reached by
 * its named route) to give the delivery or pickup details: the cart holds every participant's
 * lines and the group fields of spec §3 (order_token is the group order's link), which tell the
 * checkout and the API that this is the group's one order. No voucher or points go with it.
 */
export async function handOverToCheckout(order: GroupOrder, participantToken: string): Promise<void> {
  const products = await groupCartLines(order);
  const allowed = groupOrderMethods(order.payment_mode);
  const method = $cart.get().payment_method;
  updateCart({
    store_id: order.store_id,
    delivery_type: order.delivery_type,
    products,
    group_order: true,
    order_token: order.link,
    participant_token: participantToken,
    group_order_admin: true,
    group_order_payment_mode: order.payment_mode,
    group_order_payment_type: order.group_order_payment_type,
    group_order_pay_extra: order.group_order_pay_extra,
    voucher: null,
    loyalty_points: 0,
    payment_method: allowed && !(method && allowed.includes(method)) ? (allowed[0] ?? null) : method,
  });
}
