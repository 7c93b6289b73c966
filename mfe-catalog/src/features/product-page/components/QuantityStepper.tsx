import { useProductTexts } from '../../../i18n/product-texts';
import './QuantityStepper.css';

export interface QuantityStepperProps {
  /** What is counted, for the buttons' and the value's accessible names. */
  label: string;
  value: number;
  min: number;
  /** 0 means no upper bound. */
  max: number;
  onChange: (value: number) => void;
}

/** − value + with 44px buttons; a button is disabled at its bound, so the bound cannot be passed. */
export function QuantityStepper({ label, value, min, max, onChange }: QuantityStepperProps) {
  const { t } = useProductTexts();
  return (
    <div className="quantity-stepper" role="group" aria-label={label}>
      <button type="button" aria-label={t('decrease', { name: label })} disabled={value <= min} onClick={() => onChange(value - 1)}>
        <span aria-hidden="true">−</span>
      </button>
      <output aria-live="polite" aria-label={t('quantity_of', { name: label })}>
        {value}
      </output>
      <button
        type="button"
        aria-label={t('increase', { name: label })}
        disabled={max > 0 && value >= max}
        onClick={() => onChange(value + 1)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
