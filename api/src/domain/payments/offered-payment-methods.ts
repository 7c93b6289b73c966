import { offlinePaymentMethods } from 'shared-contracts/payments/offline-methods';
import type { OfferedPaymentMethods, OnlinePaymentMethods } from 'shared-contracts/payments/payment-status';
import type { DeliveryType } from 'shared-contracts/types/cart';
import type { App } from '../../app-instance';
import type { WebsiteRow } from '../../repositories/website-repository';
import { takesCurrency } from './payment-provider';

/**
 * Card when the brand takes cards (website payment_card) and a card provider is set; PayPal when
 * configured and it takes the shop's currency (it does not take RON, for one).
 */
export async function onlineMethodsOnOffer(app: App, known?: WebsiteRow): Promise<OnlinePaymentMethods['methods']> {
  // Placing an order has the website row already: one query fewer on the hot path.
  const website = known ?? (await app.repositories.website.website());
  const { card, paypal } = app.paymentProviders;
  return [
    ...(card && website.payment_card && takesCurrency(card, website.currency) ? [{ method: 'card' as const, provider: card.name }] : []),
    ...(paypal && takesCurrency(paypal, website.currency) ? [{ method: 'paypal' as const, provider: paypal.name }] : []),
  ];
}

/**
 * Spec §1: each method only where it applies. The offline ones of the delivery type (none without
 * one), then the online ones the shop takes; at a store, only those it accepts (a store without a
 * card terminal takes no pos or pos-pickup).
 */
export async function paymentMethodsOnOffer(
  app: App,
  deliveryType: DeliveryType | null,
  storeId: number | null,
  website?: WebsiteRow,
): Promise<OfferedPaymentMethods['methods']> {
  const [online, accepted] = await Promise.all([
    onlineMethodsOnOffer(app, website),
    storeId === null ? null : app.repositories.payments.storePaymentMethods(storeId),
  ]);
  const methods: OfferedPaymentMethods['methods'] = [
    ...(deliveryType ? offlinePaymentMethods(deliveryType).map((method) => ({ method, provider: null })) : []),
    ...online,
  ];
  return accepted ? methods.filter((offered) => accepted.includes(offered.method)) : methods;
}

/** Whether an order of this delivery type at this store may be paid by `method`. */
export async function isPaymentMethodOffered(
  app: App,
  method: string,
  deliveryType: DeliveryType,
  storeId: number | null = null,
  website?: WebsiteRow,
): Promise<boolean> {
  // by_organizer (issue 7) is the method of the group order participants whose share the organiser
  // pays, and of nobody else: it is given to their shares, never chosen (PAYMENT_TEXTS.by_organizer_only).
  if (method === 'by_organizer') return false;
  return (await paymentMethodsOnOffer(app, deliveryType, storeId, website)).some((offered) => offered.method === method);
}
