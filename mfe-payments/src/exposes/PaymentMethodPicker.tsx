import { useStore } from '@nanostores/react';
import type { PaymentMethodPickerProps } from 'shared-contracts/payments/payment-method-picker';
import { $cart } from 'shared-contracts/stores/cart';
import type { PaymentMethod } from 'shared-contracts/types/cart';
import { MethodRadioGroup } from '../features/methods/components/MethodRadioGroup';
import { methodChoice } from '../features/methods/method-choice';
import { useOfferedMethods } from '../features/methods/use-offered-methods';
import { usePaymentsTexts } from '../i18n/use-payments-texts';
import './PaymentMethodPicker.css';

/**
 * The checkout's payment step, as one radio group: the methods the API offers for the delivery
 * type at the cart's store (offline ones first: courier for delivery, counter for pickup; then card
 * when the brand takes cards, PayPal where it takes the currency), each only where the store accepts
 * it. Online methods are paid after placing. A group participant whose organiser pays has only that
 * (spec §4 payment mode "organiser pays").
 */
export default function PaymentMethodPicker({ deliveryType, selected, onSelect, error, paidByOrganizer, only }: PaymentMethodPickerProps) {
  const { t, ready } = usePaymentsTexts();
  const storeId = useStore($cart).store_id;
  const offered = useOfferedMethods(deliveryType, storeId);
  if (!ready || (!paidByOrganizer && !offered)) return <div className="payment-picker payment-picker--loading" aria-busy="true" />;
  const all: readonly PaymentMethod[] = paidByOrganizer ? ['by_organizer'] : (offered ?? []);
  // The order may allow fewer (a split group order is paid share by share, by card).
  const methods = only ? all.filter((method) => only.includes(method)) : all;
  return (
    <MethodRadioGroup
      choices={methods.map((method) => methodChoice(method, deliveryType, t))}
      selected={selected}
      onSelect={onSelect}
      error={error}
    />
  );
}
