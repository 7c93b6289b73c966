import { api } from 'shared-contracts/api/client';
import type { OfferedPaymentMethods } from 'shared-contracts/payments/payment-status';
import type { DeliveryType, PaymentMethod } from 'shared-contracts/types/cart';

const asked = new Map<string, Promise<PaymentMethod[] | null>>();

/**
 * GET public/payment-methods?delivery_type=&store_id=: the methods offered for this delivery type
 * at this store, once per page load; null when the API could not be asked (asked again next time).
 */
export function offeredPaymentMethods(deliveryType: DeliveryType, storeId: number | null): Promise<PaymentMethod[] | null> {
  const key = `${deliveryType}:${storeId ?? ''}`;
  let answer = asked.get(key);
  if (!answer) {
    const searchParams: Record<string, string | number> = { delivery_type: deliveryType };
    if (storeId !== null) searchParams.store_id = storeId;
    answer = api()
      .get('public/payment-methods', { searchParams })
      .json<OfferedPaymentMethods>()
      .then((offered) => offered.methods.map((entry) => entry.method))
      .catch(() => {
        asked.delete(key);
        return null;
      });
    asked.set(key, answer);
  }
  return answer;
}
