import type { CartProduct, DeliveryType } from 'shared-contracts/types/cart';

/** Pack price x quantity over the cart; nothing is packed for a table order (spec §9). */
export function packagingFee(products: CartProduct[], deliveryType: DeliveryType): number {
  if (deliveryType === 'table') return 0;
  return products.reduce((sum, product) => sum + (product.pack_price ?? 0) * product.quantity, 0);
}
