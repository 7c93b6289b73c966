import type { App } from '../../../app-instance';
import { onlineMethodsOnOffer } from '../../../domain/payments/offered-payment-methods';
import { answers } from '../../common-schemas';
import { OnlinePaymentMethodsSchema } from './payment-schemas';

/** GET public/payment-methods: the online methods this shop takes now, and through which provider. */
export function getPaymentMethodsRoute(app: App): void {
  app.get(
    '/public/payment-methods',
    { schema: { tags: ['payments'], summary: 'Online payment methods on offer', response: answers(OnlinePaymentMethodsSchema) } },
    async () => ({ methods: await onlineMethodsOnOffer(app) }),
  );
}
