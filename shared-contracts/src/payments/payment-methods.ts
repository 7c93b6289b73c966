import { isOfflinePaymentMethod } from 'shared-contracts/payments/offline-methods';
import type { DeliveryType, PaymentMethod } from 'shared-contracts/types/cart';

/** Paid through a provider before the food is made: the customer goes on to the payment screen. */
export type OnlinePaymentMethod = Extract<PaymentMethod, 'card' | 'paypal'>;

export const ONLINE_PAYMENT_METHODS: readonly OnlinePaymentMethod[] = ['card', 'paypal'];

export function isOnlinePaymentMethod(method: string): method is OnlinePaymentMethod {
  return (ONLINE_PAYMENT_METHODS as readonly string[]).includes(method);
}

/**
 * Could this method go with this delivery type at all: an offline method of that type, or an
 * online one. Whether the shop offers it (payment_card, configured providers) the API decides.
 */
export function fitsDeliveryType(method: string, deliveryType: DeliveryType): boolean {
  return isOfflinePaymentMethod(method, deliveryType) || isOnlinePaymentMethod(method);
}
