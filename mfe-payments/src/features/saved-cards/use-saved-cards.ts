import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { Payment } from 'shared-contracts/payments/payment-status';
import type { SavedCardsForPayment } from 'shared-contracts/payments/saved-card-payment';
import { $loggedIn } from 'shared-contracts/stores/user';
import { getSavedCardsFor } from './api/saved-card-calls';

const NONE: SavedCardsForPayment = { cards: [], can_save: false };

/**
 * A signed-in customer's saved cards for this card payment, and whether the card they type can be
 * saved; null while asked. A guest (or PayPal) has none and nothing is asked.
 */
export function useSavedCards(payment: Payment): SavedCardsForPayment | null {
  const loggedIn = useStore($loggedIn);
  const asks = loggedIn && payment.method === 'card';
  const [answer, setAnswer] = useState<SavedCardsForPayment | null>(null);
  useEffect(() => {
    if (!asks) return undefined;
    let live = true;
    getSavedCardsFor(payment.order_token).then(
      (found) => live && setAnswer(found),
      // The card form still works without them.
      () => live && setAnswer(NONE),
    );
    return () => {
      live = false;
    };
  }, [asks, payment.order_token]);
  return asks ? answer : NONE;
}
