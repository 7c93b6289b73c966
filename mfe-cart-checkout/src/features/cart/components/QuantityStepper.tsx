import { MAX_LINE_QUANTITY } from 'shared-contracts/types/cart';
import { useCartTexts } from '../../../i18n/use-cart-texts';
import './QuantityStepper.css';

export interface QuantityStepperProps {
  /** The product's name, so each button says which line it changes. */
  name: string;
  quantity: number;
  onChange: (delta: 1 | -1) => void;
  /** While the order is being placed: disabled, as nothing can be changed then. */
  disabled?: boolean;
}

/**
 * − quantity +. "−" looks disabled at 1 ("+" at MAX_LINE_QUANTITY) but stays focusable (aria-disabled, not disabled), so
 * focus is not lost when a click brings the quantity down to 1; the cart store's changeQuantity
 * is what refuses the change (spec §4), so the rule lives in one place.
 */
export function QuantityStepper({ name, quantity, onChange, disabled = false }: QuantityStepperProps) {
  const { t } = useCartTexts();
  return (
    <div className="quantity-stepper" role="group" aria-label={t('contents.quantity', { name })}>
      <button
        type="button"
        className="quantity-stepper__button"
        aria-label={t('contents.decrease', { name })}
        aria-disabled={quantity <= 1}
        disabled={disabled}
        onClick={() => onChange(-1)}
      >
        <span aria-hidden="true">−</span>
      </button>
      {/* Not a live region: the cart says the line's new quantity with the cart's (useCartChangeStatus). */}
      <span className="quantity-stepper__value">{quantity}</span>
      <button
        type="button"
        className="quantity-stepper__button"
        aria-label={t('contents.increase', { name })}
        aria-disabled={quantity >= MAX_LINE_QUANTITY}
        disabled={disabled}
        onClick={() => onChange(1)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
