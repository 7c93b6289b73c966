import type { PaymentMethodPickerProps } from 'shared-contracts/payments/payment-method-picker';
import { offlinePaymentMethods } from 'shared-contracts/payments/offline-methods';
import { isOnlinePaymentMethod } from 'shared-contracts/payments/payment-methods';
import type { PaymentMethod } from 'shared-contracts/types/cart';
import { MethodRadioGroup } from '../features/methods/components/MethodRadioGroup';
import { useOnlineMethods } from '../features/methods/use-online-methods';
import { usePaymentsTexts } from '../i18n/use-payments-texts';
import './PaymentMethodPicker.css';

/**
 * The checkout's payment step, as one radio group: the offline methods that apply to the delivery
 * type (courier for delivery, counter for pickup), then the online ones the shop's API takes (card
 * when the brand takes cards, PayPal when configured). Online methods are paid after placing. A
 * group participant whose organiser pays has only that (spec §4 payment mode "organiser pays").
 */
export default function PaymentMethodPicker({ deliveryType, selected, onSelect, error, paidByOrganizer, only }: PaymentMethodPickerProps) {
  const { t, ready } = usePaymentsTexts();
  const online = useOnlineMethods();
  if (!ready) return <div className="payment-picker payment-picker--loading" aria-busy="true" />;
  const offered: PaymentMethod[] = paidByOrganizer ? ['by_organizer'] : [...offlinePaymentMethods(deliveryType), ...online];
  // The order may allow fewer (a split group order is paid share by share, by card).
  const methods = only ? offered.filter((method) => only.includes(method)) : offered;
  // At a table the waiter takes the counter's methods: the same methods, said the table's way.
  const key = (method: PaymentMethod) => (deliveryType === 'table' && !isOnlinePaymentMethod(method) ? `table.${method}` : method);
  return (
    <MethodRadioGroup
      choices={methods.map((method) => ({ method, name: t(`picker.${key(method)}`), hint: t(`picker.hint.${key(method)}`) }))}
      selected={selected}
      onSelect={onSelect}
      error={error}
    />
  );
}
