import { $cart, setDeliveryType } from 'shared-contracts/stores/cart';
import type { Cart } from 'shared-contracts/types/cart';
import type { WebsiteSettings } from 'shared-contracts/types/settings';

/**
 * Spec §4: a brand may start visitors on delivery when delivery is available now (the spec's one
 * company id, here the website setting start_on_delivery). A table or group order keeps its type.
 */
export function shouldStartOnDelivery(settings: Pick<WebsiteSettings, 'website' | 'shop_status'>, cart: Cart): boolean {
  return settings.website.start_on_delivery && settings.shop_status.delivery_now && cart.delivery_type === 'pickup' && !cart.group_order;
}

let decided = false;

/** Once per page load ("at start"): later changes of delivery type are the customer's. */
export function startOnDeliveryOnce(settings: Pick<WebsiteSettings, 'website' | 'shop_status'>): void {
  if (decided) return;
  decided = true;
  if (shouldStartOnDelivery(settings, $cart.get())) setDeliveryType('delivery');
}
