import { isOfflinePaymentMethod } from 'shared-contracts/payments/offline-methods';
import type { OnlinePaymentMethods } from 'shared-contracts/payments/payment-status';
import type { DeliveryType } from 'shared-contracts/types/cart';
import type { App } from '../../app-instance';
import { takesCurrency } from './payment-provider';

/**
 * Card when the brand takes cards (website payment_card) and a card provider is set; PayPal when
 * configured and it takes the shop's currency (it does not take RON, for one).
 */
export async function onlineMethodsOnOffer(app: App): Promise<OnlinePaymentMethods['methods']> {
  const website = await app.repositories.website.website();
  const { card, paypal } = app.paymentProviders;
  return [
    ...(card && website.payment_card && takesCurrency(card, website.currency) ? [{ method: 'card' as const, provider: card.name }] : []),
    ...(paypal && takesCurrency(paypal, website.currency) ? [{ method: 'paypal' as const, provider: paypal.name }] : []),
  ];
}

/** Spec §1: each method only where it applies (delivery type for offline ones, settings and providers for online ones). */
export async function isPaymentMethodOffered(app: App, method: string, deliveryType: DeliveryType): Promise<boolean> {
  if (isOfflinePaymentMethod(method, deliveryType)) return true;
  return (await onlineMethodsOnOffer(app)).some((online) => online.method === method);
}
