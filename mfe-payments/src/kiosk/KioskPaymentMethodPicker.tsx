import { useEffect } from 'react';
import type { PaymentMethodPickerProps } from 'shared-contracts/payments/payment-method-picker';
import { MethodRadioGroup } from '../features/methods/components/MethodRadioGroup';
import { usePaymentsTexts } from '../i18n/use-payments-texts';
import './kiosk.css';

/**
 * The kiosk build's ./PaymentMethodPicker, same contract as the shop's: a self-service kiosk takes
 * only cards, at its terminal, so it offers that one method (chosen for the customer) and nothing
 * paid later at a counter or to a courier.
 */
export default function KioskPaymentMethodPicker({ selected, onSelect, error }: PaymentMethodPickerProps) {
  const { t, ready } = usePaymentsTexts();
  useEffect(() => {
    if (selected !== 'card') onSelect('card');
  }, [selected, onSelect]);
  if (!ready) return <div className="payment-picker payment-picker--loading" aria-busy="true" />;
  return (
    <MethodRadioGroup
      className="payment-picker--kiosk"
      choices={[{ method: 'card', name: t('kiosk.card'), hint: t('kiosk.cardHint') }]}
      selected={selected}
      onSelect={onSelect}
      error={error}
    />
  );
}
