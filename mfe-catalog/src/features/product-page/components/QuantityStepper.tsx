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

/**
 * − value + with 44px buttons. At its bound a button looks disabled and a press does nothing, but it
 * stays focusable (aria-disabled, not disabled): pressed down to the bound, the keyboard stays on it
 * instead of dropping to the page's body (WCAG 2.4.3), as the cart's stepper does.
 */
export function QuantityStepper({ label, value, min, max, onChange }: QuantityStepperProps) {
  const { t } = useProductTexts();
  const atMin = value <= min;
  const atMax = max > 0 && value >= max;
  return (
    <div className="quantity-stepper" role="group" aria-label={label}>
      <button type="button" aria-label={t('decrease', { name: label })} aria-disabled={atMin} onClick={() => !atMin && onChange(value - 1)}>
        <span aria-hidden="true">−</span>
      </button>
      <output aria-live="polite" aria-label={t('quantity_of', { name: label })}>
        {value}
      </output>
      <button type="button" aria-label={t('increase', { name: label })} aria-disabled={atMax} onClick={() => !atMax && onChange(value + 1)}>
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
