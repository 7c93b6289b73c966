import { fitsDeliveryType } from 'shared-contracts/payments/payment-methods';
import type { DeliveryType, PaymentMethod } from 'shared-contracts/types/cart';
import type { Language, Translated } from 'shared-contracts/types/language';
import type { Store } from 'shared-contracts/types/store';
import type { App } from '../../app-instance';
import type { WebsiteRow } from '../../repositories/website-repository';
import { translate } from '../language';
import { isPaymentMethodOffered, paymentMethodsOnOffer } from '../payments/offered-payment-methods';
import { PAYMENT_TEXTS } from '../payments/payment-texts';
import { PAYMENT_METHOD_NAMES, SERVICE_TEXTS, TABLE_PAYMENT_METHOD_NAMES } from './service-texts';

/** The method as the customer chose it in the picker, in `language`. */
function methodName(method: PaymentMethod, service: DeliveryType, language: Language): string {
  const names: Partial<Record<PaymentMethod, Translated>> =
    service === 'table' ? { ...PAYMENT_METHOD_NAMES, ...TABLE_PAYMENT_METHOD_NAMES } : PAYMENT_METHOD_NAMES;
  const name = names[method];
  return name ? translate(name, language) : method;
}

/**
 * Why an order of this service at this store cannot be paid by `method`, or null when it can. The
 * reason the customer can act on: a method of another service, a store that does not take it (a
 * cart moved to another store keeps the method chosen at the first), or the shop taking it nowhere.
 */
export async function paymentMethodRefusal(
  app: App,
  method: PaymentMethod,
  service: DeliveryType,
  store: Pick<Store, 'id' | 'name'>,
  website: WebsiteRow,
  language: Language,
): Promise<string | null> {
  if (await isPaymentMethodOffered(app, method, service, store.id, website)) return null;
  if (method === 'by_organizer') return translate(PAYMENT_TEXTS.by_organizer_only, language);
  const name = methodName(method, service, language);
  if (!fitsDeliveryType(method, service)) return translate(SERVICE_TEXTS[`method_${service}`], language, { method: name });
  // Asked only once refused: whether any store would take it says whether this store is the reason.
  const anywhere = (await paymentMethodsOnOffer(app, service, null, website)).some((offered) => offered.method === method);
  return translate(SERVICE_TEXTS[anywhere ? 'method_store' : 'method_shop'], language, { method: name, store: store.name });
}
