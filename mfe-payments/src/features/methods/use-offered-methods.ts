import { useEffect, useState } from 'react';
import { offlinePaymentMethods } from 'shared-contracts/payments/offline-methods';
import type { DeliveryType, PaymentMethod } from 'shared-contracts/types/cart';
import { offeredPaymentMethods } from './api/offered-payment-methods';

/** The methods to offer, and whether the API said so (false: a guess made without its answer). */
export interface OfferedMethods {
  methods: PaymentMethod[];
  answered: boolean;
}

/**
 * The methods to offer for a delivery type at a store, as the API says (null while it is asked).
 * Without an answer, the delivery type's offline methods: the customer can still order, and the
 * API checks the method again when the order is placed.
 */
export function useOfferedMethods(deliveryType: DeliveryType, storeId: number | null): OfferedMethods | null {
  const [offered, setOffered] = useState<(OfferedMethods & { key: string }) | null>(null);
  const key = `${deliveryType}:${storeId ?? ''}`;
  useEffect(() => {
    let live = true;
    void offeredPaymentMethods(deliveryType, storeId).then((answer) => {
      if (live) setOffered({ key, methods: answer ?? offlinePaymentMethods(deliveryType), answered: answer !== null });
    });
    return () => {
      live = false;
    };
  }, [deliveryType, storeId, key]);
  return offered?.key === key ? offered : null;
}
