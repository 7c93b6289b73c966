import type { App } from '../../../app-instance';
import { STORE_TEXTS } from '../../../domain/orders/store-texts';
import { paymentMethodsOnOffer } from '../../../domain/payments/offered-payment-methods';
import { paymentRefusal } from '../../../domain/payments/payment-refusal';
import { answers } from '../../common-schemas';
import { OfferedPaymentMethodsSchema, PaymentMethodsQuerySchema } from './payment-schemas';
import { contentLanguageOf } from '../../../domain/language';

/**
 * GET public/payment-methods: the methods offered for a delivery type at a store (the checkout's
 * picker), offline ones first; without a delivery type, the online ones the shop takes. An unknown
 * store is refused in the request's language.
 */
export function getPaymentMethodsRoute(app: App): void {
  app.get(
    '/public/payment-methods',
    {
      schema: {
        tags: ['payments'],
        summary: 'Payment methods on offer',
        querystring: PaymentMethodsQuerySchema,
        response: answers(OfferedPaymentMethodsSchema, 400, 404),
      },
    },
    async (request) => {
      const { delivery_type: deliveryType, store_id: storeId } = request.query;
      if (storeId !== undefined && !(await app.repositories.stores.all()).some((store) => store.id === storeId)) {
        throw paymentRefusal(404, STORE_TEXTS.unknown, contentLanguageOf(request), { id: storeId });
      }
      return { methods: await paymentMethodsOnOffer(app, deliveryType ?? null, storeId ?? null) };
    },
  );
}
