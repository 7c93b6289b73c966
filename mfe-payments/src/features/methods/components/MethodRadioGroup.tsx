import { useId } from 'react';
import type { PaymentMethod } from 'shared-contracts/types/cart';
import { usePaymentsTexts } from '../../../i18n/use-payments-texts';
import '../../../exposes/PaymentMethodPicker.css';

export interface MethodChoice {
  method: PaymentMethod;
  name: string;
  hint: string;
}

/** The payment methods as one labelled radio group, with the checkout's message about it. */
export function MethodRadioGroup({ choices, selected, onSelect, error, announceError = false, className, legend }: {
  choices: MethodChoice[];
  selected: PaymentMethod | null;
  onSelect: (method: PaymentMethod) => void;
  error?: string | undefined;
  /**
   * Said as it appears. Off for the checkout, whose refused order focuses the first method (the
   * group's description reads the error); on where the focus stays on a button.
   */
  announceError?: boolean;
  className?: string;
  /** Default "Payment method". */
  legend?: string;
}) {
  const { t } = usePaymentsTexts();
  const errorId = useId();
  return (
    <fieldset className={['payment-picker', className].filter(Boolean).join(' ')} aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className="payment-picker__legend">{legend ?? t('picker.legend')}</legend>
      {choices.map(({ method, name, hint }) => (
        <label key={method} className="payment-picker__option">
          <input type="radio" name="payment_method" value={method} checked={selected === method} onChange={() => onSelect(method)} />
          <span>
            <span className="payment-picker__name">{name}</span>
            <span className="payment-picker__hint">{hint}</span>
          </span>
        </label>
      ))}
      {error && (
        <p className="payment-picker__error" id={errorId} role={announceError ? 'alert' : undefined}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
