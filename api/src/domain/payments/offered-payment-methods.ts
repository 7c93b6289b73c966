import { isOfflinePaymentMethod } from 'shared-contracts/payments/offline-methods';
import type { OnlinePaymentMethods } from 'shared-contracts/payments/payment-status';
import type { DeliveryType } from 'shared-contracts/types/cart';
import type { App } from '../../app-instance';

/** Card when the brand takes cards (website payment_card) and a card provider is set; PayPal when configured. */
export async function onlineMethodsOnOffer(app: App): Promise<OnlinePaymentMethods['methods']> {
  const website = await app.repositories.website.website();
  const { card, paypal } = app.paymentProviders;
  return [
    ...(card && website.payment_card ? [{ method: 'card' as const, provider: card.name }] : []),
    ...(paypal ? [{ method: 'paypal' as const, provider: paypal.name }] : []),
  ];
}

/**
 * by_organizer (issue 7) is the method of the group order participants whose share the organiser
 * pays, and of nobody else: it is given to their shares, never chosen for an order.
 */
export const BY_ORGANIZER_ONLY = 'The method "by_organizer" is only for group order participants whose organiser pays for them.';

/** Spec §1: each method only where it applies (delivery type for offline ones, settings and providers for online ones). */
export async function isPaymentMethodOffered(app: App, method: string, deliveryType: DeliveryType): Promise<boolean> {
  if (method === 'by_organizer') return false;
  if (isOfflinePaymentMethod(method, deliveryType)) return true;
  return (await onlineMethodsOnOffer(app)).some((online) => online.method === method);
}
