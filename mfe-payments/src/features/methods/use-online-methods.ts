import { useEffect, useState } from 'react';
import { api } from 'shared-contracts/api/client';
import type { OnlinePaymentMethods } from 'shared-contracts/payments/payment-status';
import type { OnlinePaymentMethod } from 'shared-contracts/payments/payment-methods';

let asked: Promise<OnlinePaymentMethod[]> | null = null;

/** GET public/payment-methods, once per page load: which online methods this shop takes. */
function onlineMethods(): Promise<OnlinePaymentMethod[]> {
  asked ??= api()
    .get('public/payment-methods')
    .json<OnlinePaymentMethods>()
    .then((answer) => answer.methods.map((entry) => entry.method))
    .catch(() => {
      asked = null;
      // Offline methods still work; the next checkout asks again.
      return [];
    });
  return asked;
}

export function useOnlineMethods(): OnlinePaymentMethod[] {
  const [methods, setMethods] = useState<OnlinePaymentMethod[]>([]);
  useEffect(() => {
    let live = true;
    void onlineMethods().then((answer) => live && setMethods(answer));
    return () => {
      live = false;
    };
  }, []);
  return methods;
}
