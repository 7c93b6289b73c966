import type { DeliveryType, PaymentMethod } from 'shared-contracts/types/cart';

/** The methods paid when the food changes hands: no provider, no redirect. */
export type OfflinePaymentMethod = Extract<PaymentMethod, 'cash' | 'cash-pickup' | 'pos' | 'pos-pickup'>;

/**
 * Which offline methods apply to a delivery type: cash or card (pos) to the courier for delivery,
 * at the counter for pickup; at a table the waiter takes either, as at the counter.
 */
export function offlinePaymentMethods(deliveryType: DeliveryType): OfflinePaymentMethod[] {
  return deliveryType === 'delivery' ? ['cash', 'pos'] : ['cash-pickup', 'pos-pickup'];
}

export function isOfflinePaymentMethod(method: string, deliveryType: DeliveryType): method is OfflinePaymentMethod {
  return (offlinePaymentMethods(deliveryType) as string[]).includes(method);
}
