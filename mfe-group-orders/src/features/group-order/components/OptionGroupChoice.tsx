import type { ChoiceViolation, ProductChoices } from 'shared-contracts/choices/validate-product-choices';
import { chosenQuantity, isSingleChoice, setOptionQuantity, toggleOption } from 'shared-contracts/choices/product-choice-changes';
import type { OptionGroup } from 'shared-contracts/types/product';
import { Button } from 'shared-contracts/ui/Button';
import { Price } from 'shared-contracts/ui/Price';
import { useTexts } from '../../../i18n/use-texts';
import { ChoiceViolationText } from './ChoiceViolationText';

/** The bounds of a group in words: "choose 1", "optional, up to 3"... */
function boundsHint(group: OptionGroup, t: ReturnType<typeof useTexts>['t']): string {
  const { min_options: min, max_options: max } = group;
  if (max > 0 && min === max) return t('choice.exactly', { min });
  if (min > 0 && max > 0) return t('choice.between', { min, max });
  if (min > 0) return t('choice.at_least', { min });
  if (max > 0) return t('choice.up_to', { max });
  return t('choice.any');
}

/**
 * One option group, as on the product page: radios when one option may be picked, checkboxes
 * otherwise, and a quantity for a picked option that may be taken more than once.
 */
export function OptionGroupChoice({ group, choices, onChange, violations }: {
  group: OptionGroup;
  choices: ProductChoices;
  onChange: (choices: ProductChoices) => void;
  violations: ChoiceViolation[];
}) {
  const { t } = useTexts();
  const single = isSingleChoice(group);
  const errorId = `go-group-${group.id}-errors`;
  return (
    // Focusable while invalid: the form brings the customer to the first broken group (useFocusProblem).
    <fieldset aria-invalid={violations.length > 0 || undefined} aria-describedby={violations.length > 0 ? errorId : undefined} tabIndex={violations.length > 0 ? -1 : undefined}>
      <legend>
        {group.name} <span className="go-muted">({boundsHint(group, t)})</span>
      </legend>
      {group.options.map((option) => {
        const quantity = chosenQuantity(choices, option.id);
        return (
          <div key={option.id} className="go-row">
            <label className="go-choice">
              <input
                type={single ? 'radio' : 'checkbox'}
                name={`go-group-${group.id}`}
                checked={quantity > 0}
                onChange={() => onChange(toggleOption(choices, group, option))}
              />
              {option.name}
              {option.price > 0 && (
                <span className="go-muted">
                  +<Price value={option.price} />
                </span>
              )}
            </label>
            {quantity > 0 && option.max_quantity !== 1 && (
              <span className="go-row" role="group" aria-label={t('choice.count_of', { option: option.name })}>
                <Button
                  variant="secondary"
                  aria-label={t('line.decrease', { name: option.name })}
                  aria-disabled={quantity <= Math.max(1, option.min_quantity) || undefined}
                  onClick={() => quantity > Math.max(1, option.min_quantity) && onChange(setOptionQuantity(choices, option, quantity - 1))}
                >
                  −
                </Button>
                <output aria-live="polite">{quantity}</output>
                <Button
                  variant="secondary"
                  aria-label={t('line.increase', { name: option.name })}
                  aria-disabled={(option.max_quantity > 0 && quantity >= option.max_quantity) || undefined}
                  onClick={() => (option.max_quantity === 0 || quantity < option.max_quantity) && onChange(setOptionQuantity(choices, option, quantity + 1))}
                >
                  +
                </Button>
              </span>
            )}
          </div>
        );
      })}
      {violations.length > 0 && (
        <ul id={errorId} className="go-errors">
          {violations.map((violation) => (
            <li key={`${violation.rule}-${'option_id' in violation ? violation.option_id : ''}`}>
              <ChoiceViolationText violation={violation} />
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
