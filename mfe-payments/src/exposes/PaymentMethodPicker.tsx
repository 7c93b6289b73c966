import { useId } from 'react';
import type { PaymentMethodPickerProps } from 'shared-contracts/payments/payment-method-picker';
import { offlinePaymentMethods } from 'shared-contracts/payments/offline-methods';
import { usePaymentsTexts } from '../i18n/use-payments-texts';
import './PaymentMethodPicker.css';

/**
 * The checkout's payment step: the offline methods that apply to the delivery type (courier for
 * delivery, counter for pickup), as one radio group. Online providers join this list later.
 */
export default function PaymentMethodPicker({ deliveryType, selected, onSelect, error }: PaymentMethodPickerProps) {
  const { t, ready } = usePaymentsTexts();
  const errorId = useId();
  if (!ready) return <div className="payment-picker payment-picker--loading" aria-busy="true" />;
  const methods = offlinePaymentMethods(deliveryType);
  return (
    <fieldset className="payment-picker" aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className="payment-picker__legend">{t('picker.legend')}</legend>
      {methods.map((method) => (
        <label key={method} className="payment-picker__option">
          <input
            type="radio"
            name="payment_method"
            value={method}
            checked={selected === method}
            onChange={() => onSelect(method)}
          />
          <span>
            <span className="payment-picker__name">{t(`picker.${method}`)}</span>
            <span className="payment-picker__hint">{t(`picker.hint.${method}`)}</span>
          </span>
        </label>
      ))}
      {error && (
        <p className="payment-picker__error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
