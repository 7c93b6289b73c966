import { isOnlinePaymentMethod } from 'shared-contracts/payments/payment-methods';
import type { DeliveryType, PaymentMethod } from 'shared-contracts/types/cart';
import type { usePaymentsTexts } from '../../i18n/use-payments-texts';
import type { MethodChoice } from './components/MethodRadioGroup';

/** A method's name and hint; at a table the waiter takes the counter's methods, said the table's way. */
export function methodChoice(method: PaymentMethod, deliveryType: DeliveryType, t: ReturnType<typeof usePaymentsTexts>['t']): MethodChoice {
  const key = deliveryType === 'table' && !isOnlinePaymentMethod(method) ? `table.${method}` : method;
  return { method, name: t(`picker.${key}`), hint: t(`picker.hint.${key}`) };
}
