import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { PaymentMethodPickerProps } from 'shared-contracts/payments/payment-method-picker';
import { $cart } from 'shared-contracts/stores/cart';
import type { PaymentMethod } from 'shared-contracts/types/cart';
import { Notice } from 'shared-contracts/ui/Notice';
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
 *
 * A choice no longer on offer (the cart moved to a store that does not take it) is handed back as
 * none, and the picker says which it was: kept, it would be sent and refused by the API.
 */
export default function PaymentMethodPicker({ deliveryType, selected, onSelect, error, paidByOrganizer, only }: PaymentMethodPickerProps) {
  const { t, ready } = usePaymentsTexts();
  const storeId = useStore($cart).store_id;
  const offered = useOfferedMethods(deliveryType, storeId);
  const [dropped, setDropped] = useState<PaymentMethod | null>(null);
  const all: readonly PaymentMethod[] | null = paidByOrganizer ? ['by_organizer'] : (offered?.methods ?? null);
  // The order may allow fewer (a split group order is paid share by share, by card).
  const methods = all && only ? all.filter((method) => only.includes(method)) : all;
  // Only the API's answer takes a choice away: the offline guess made without it is no reason to.
  const known = paidByOrganizer === true || offered?.answered === true;
  const gone = known && methods !== null && selected !== null && !methods.includes(selected) ? selected : null;
  useEffect(() => {
    if (gone === null) return;
    setDropped(gone);
    onSelect(null);
  }, [gone, onSelect]);
  if (!ready || !methods) return <div className="payment-picker payment-picker--loading" aria-busy="true" />;
  return (
    <>
      {dropped && selected === null && (
        <Notice tone="warning" className="payment-picker__dropped">
          {t('picker.dropped', { method: methodChoice(dropped, deliveryType, t).name })}
        </Notice>
      )}
      <MethodRadioGroup
        choices={methods.map((method) => methodChoice(method, deliveryType, t))}
        selected={selected}
        onSelect={(method) => {
          setDropped(null);
          onSelect(method);
        }}
        error={error}
      />
    </>
  );
}
