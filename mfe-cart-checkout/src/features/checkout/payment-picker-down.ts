import { useState } from 'react';
import { offlinePaymentMethods, type OfflinePaymentMethod } from 'shared-contracts/payments/offline-methods';
import { isOnlinePaymentMethod } from 'shared-contracts/payments/payment-methods';
import type { DeliveryType, PaymentMethod } from 'shared-contracts/types/cart';

/**
 * The payments remote's picker could not load (the market has no payments remote, or it is down):
 * the checkout offers the delivery type's offline methods in its place, as the picker itself does
 * without the API's answer (the API checks the method again), those the order allows (`only`).
 * Null while the picker is shown or loading.
 */
export function usePaymentPickerDown(deliveryType: DeliveryType, only: readonly PaymentMethod[] | undefined) {
  const [available, setAvailable] = useState<boolean | null>(null);
  const offlineInstead: OfflinePaymentMethod[] | null =
    available === false ? offlinePaymentMethods(deliveryType).filter((method) => !only || only.includes(method)) : null;
  // A state setter: stable, as RemoteSlot asks.
  return { offlineInstead, onAvailable: setAvailable };
}

/**
 * Why the method chosen cannot be placed while the picker is down: an online method would be
 * placed, then land on a payment screen that is not there, and wait unpaid. Null when it can.
 */
export function onlineWhileDown(method: PaymentMethod | null, offlineInstead: readonly OfflinePaymentMethod[] | null): 'online_unavailable' | 'online_only_unavailable' | null {
  if (!offlineInstead || !method || !isOnlinePaymentMethod(method)) return null;
  return offlineInstead.length > 0 ? 'online_unavailable' : 'online_only_unavailable';
}
