import { isOnlinePaymentMethod } from 'shared-contracts/payments/payment-methods';
import { formatMoney } from 'shared-contracts/pricing/format-money';
import type { PaymentMethod } from 'shared-contracts/types/cart';
import type { Language } from 'shared-contracts/types/language';
import type { App } from '../../app-instance';
import type { PaymentRow } from '../../repositories/payments-repository';
import { HttpError } from '../../http-error';
import { translate } from '../language';
import { PAYMENT_METHOD_NAMES } from '../orders/service-texts';
import { minimumUnmet } from './payment-provider';
import { PAYMENT_TEXTS } from './payment-texts';

/**
 * Why `amount` cannot be paid by `method`: its provider charges no less than a minimum (Stripe:
 * 2 lei), which the amount is under. Said in `language` with the minimum and the amount, and the
 * way out: another way to pay, or for a share of a group order (`share`), which is paid by card
 * only, the organiser paying it. Null when it can be paid, and for a method not paid online or
 * not configured (refused for that elsewhere). Placing an order, changing its method and starting
 * its payment all ask this, so an order is refused before it is placed rather than left unpayable.
 */
export function belowMinimumRefusal(
  app: App,
  method: PaymentMethod,
  amount: number,
  currency: string,
  language: Language,
  { share = false }: { share?: boolean } = {},
): string | null {
  if (!isOnlinePaymentMethod(method)) return null;
  const provider = app.paymentProviders[method];
  const minimum = provider ? minimumUnmet(provider, amount, currency) : null;
  if (minimum === null) return null;
  return minimumText(share ? 'share_below_minimum' : 'below_minimum', method, amount, currency, language, minimum);
}

/**
 * The refusal of a payment its provider answered was under its least charge (AmountTooSmallError),
 * a minimum the shop did not know: like belowMinimumRefusal's, without the minimum. On the payment
 * method, which the customer can change; a share's cannot change, so it names no field.
 */
export function underProviderMinimum(
  method: PaymentRow['method'],
  amount: number,
  currency: string,
  language: Language,
  { share = false }: { share?: boolean } = {},
): HttpError {
  const message = minimumText(share ? 'share_under_provider_minimum' : 'under_provider_minimum', method, amount, currency, language, null);
  return new HttpError(422, message, share ? undefined : 'payment_method');
}

/** A minimum's refusal in `language`: the method as the checkout's picker names it, the amount, and the minimum when known. */
function minimumText(
  text: 'below_minimum' | 'share_below_minimum' | 'under_provider_minimum' | 'share_under_provider_minimum',
  method: PaymentRow['method'],
  amount: number,
  currency: string,
  language: Language,
  minimum: number | null,
): string {
  const money = (value: number) => formatMoney(value, currency, undefined, language);
  return translate(PAYMENT_TEXTS[text], language, {
    method: translate(PAYMENT_METHOD_NAMES[method], language),
    total: money(amount),
    ...(minimum === null ? {} : { minimum: money(minimum) }),
  });
}
