import { optionMaxQuantity, type ChoiceViolation, type ProductChoices } from 'shared-contracts/choices/validate-product-choices';
import type { AllergenId } from 'shared-contracts/types/allergen';
import type { OptionGroup, ProductOption } from 'shared-contracts/types/product';
import { Price } from 'shared-contracts/ui/Price';
import { useProductTexts } from '../../../i18n/product-texts';
import { optionsShown } from '../../allergen-filter/avoided-allergens';
import { chosenQuantity, isSingleChoice, setOptionQuantity, toggleOption } from 'shared-contracts/choices/product-choice-changes';
import { AllergenName } from './AllergenNames';
import { QuantityStepper } from './QuantityStepper';
import { ViolationText } from './ViolationText';

export interface OptionGroupPickerProps {
  group: OptionGroup;
  choices: ProductChoices;
  onChange: (choices: ProductChoices) => void;
  /** This group's broken rules, shown once the customer tried to add. */
  violations: ChoiceViolation[];
  avoided: AllergenId[];
  /** Whether the shop shows allergens (has_allergens): then each option says those it adds. */
  showAllergens: boolean;
}

/**
 * One option group: radios when one option may be picked, checkboxes otherwise, and a quantity
 * stepper for a picked option that may be taken more than once. Each option names the allergens it
 * adds in its label, so a screen reader says them with it. Options containing an avoided
 * allergen are left out (and any already picked are dropped by the page). Once a checkbox group
 * has its maximum, its unticked boxes are disabled and a line, also announced, says why; unticking
 * one enables them again.
 */
export function OptionGroupPicker({ group, choices, onChange, violations, avoided, showAllergens }: OptionGroupPickerProps) {
  const { t } = useProductTexts();
  const single = isSingleChoice(group);
  const visible = optionsShown(group, avoided);
  const hiddenCount = group.options.length - visible.length;
  const errorId = `option-group-${group.id}-errors`;
  const limitId = `option-group-${group.id}-limit`;
  const chosenCount = group.options.filter((option) => chosenQuantity(choices, option.id) > 0).length;
  const full = !single && group.max_options > 0 && chosenCount >= group.max_options;

  function hint(): string {
    const { min_options: min, max_options: max } = group;
    if (max > 0 && min === max) return t('choose_exactly', { min });
    if (min > 0 && max > 0) return t('choose_between', { min, max });
    if (min > 0) return t('choose_at_least', { min });
    if (max > 0) return t('choose_up_to', { max });
    return t('choose_any');
  }

  function stepper(option: ProductOption) {
    const quantity = chosenQuantity(choices, option.id);
    if (quantity === 0 || option.max_quantity === 1) return null;
    // Spec §5: the maximum quantity has a message giving the bound; a greyed "+" alone says nothing.
    const max = optionMaxQuantity(option);
    const atMost = quantity >= max;
    return (
      <>
        <QuantityStepper
          label={option.name}
          value={quantity}
          min={Math.max(1, option.min_quantity)}
          max={max}
          onChange={(value) => onChange(setOptionQuantity(choices, option, value))}
        />
        <p className="product-choices__limit product-choices__limit--quantity" role="status">
          {atMost ? t('max_quantity_reached', { option: option.name, max }) : ''}
        </p>
      </>
    );
  }

  return (
    <fieldset
      className="product-choices__group"
      aria-invalid={violations.length > 0 || undefined}
      aria-describedby={violations.length > 0 ? errorId : undefined}
    >
      <legend>
        {group.name} <span className="product-choices__hint">({hint()})</span>
      </legend>
      <ul className="product-choices__options">
        {visible.map((option) => {
          const locked = full && chosenQuantity(choices, option.id) === 0;
          return (
            <li key={option.id} className="product-choices__option-row">
              <label className="product-choices__option">
                <input
                  type={single ? 'radio' : 'checkbox'}
                  name={`group-${group.id}`}
                  checked={chosenQuantity(choices, option.id) > 0}
                  disabled={locked}
                  aria-describedby={locked ? limitId : undefined}
                  onChange={() => onChange(toggleOption(choices, group, option))}
                  onClick={() => {
                    // A radio cannot be unticked by clicking it; in an optional group it may be. No
                    // preventDefault: a cancelled click puts the browser's tick back after React has
                    // drawn the radio empty, and the customer would see a choice that is not ordered.
                    if (single && group.min_options === 0 && chosenQuantity(choices, option.id) > 0) {
                      onChange(toggleOption(choices, group, option));
                    }
                  }}
                />
                <span className="product-choices__option-name">
                  {option.name}
                  {showAllergens && option.allergens.length > 0 && (
                    <>
                      {' '}
                      <span className="product-choices__option-allergens">
                        {t('option_contains')}
                        {option.allergens.map((id, index) => (
                          <span key={id}>
                            {index > 0 ? ', ' : ' '}
                            <AllergenName id={id} />
                          </span>
                        ))}
                      </span>
                    </>
                  )}
                </span>
                {option.price > 0 && (
                  <span className="product-choices__option-price">
                    +<Price value={option.price} />
                  </span>
                )}
              </label>
              {stepper(option)}
            </li>
          );
        })}
      </ul>
      {!single && group.max_options > 0 && (
        <p id={limitId} className="product-choices__limit" role="status">
          {full ? t('max_options_reached', { max: group.max_options, chosen: chosenCount }) : ''}
        </p>
      )}
      {hiddenCount > 0 && <p className="product-choices__hidden">{t('options_hidden_by_allergens', { count: hiddenCount })}</p>}
      {violations.length > 0 && (
        <ul id={errorId} className="product-choices__errors">
          {violations.map((violation) => (
            <li key={`${violation.rule}-${'option_id' in violation ? violation.option_id : ''}`}>
              <ViolationText violation={violation} />
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
