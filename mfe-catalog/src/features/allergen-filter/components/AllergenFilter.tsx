import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $settings } from 'shared-contracts/stores/settings';
import { ALLERGENS, type AllergenId } from 'shared-contracts/types/allergen';
import type { Product } from 'shared-contracts/types/product';
import { Button } from 'shared-contracts/ui/Button';
import { useCatalogTexts } from '../../../i18n/use-catalog-texts';
import { $avoidedAllergens, $chosenAllergens, clearAvoidedAllergens, hiddenDishCount, toggleAvoidedAllergen } from '../avoided-allergens';
import './AllergenFilter.css';

const ALLERGEN_IDS = Object.keys(ALLERGENS).map(Number) as AllergenId[];

/**
 * The customer ticks the allergens to avoid; lists then hide dishes containing any of them and
 * the product page hides options containing them. Not shown when the shop hides allergens.
 */
export function AllergenFilter({ products }: { products: readonly Product[] }) {
  const { t } = useCatalogTexts();
  const settings = useStore($settings);
  const chosen = useStore($chosenAllergens);
  const hintId = useId();
  const [hiddenSaid, setHiddenSaid] = useState('');
  const summary = useRef<HTMLElement>(null);
  const details = useRef<HTMLDetailsElement>(null);
  const anyChosen = chosen.length > 0;
  // Opened from here when allergens are chosen (already on arrival, or ticked elsewhere), so what
  // hides dishes is in view; never closed from here (WCAG 2.4.3, 3.2.2): unticking the last box must
  // not snap the list shut under the keyboard. Whether it is open is otherwise the customer's.
  useLayoutEffect(() => {
    if (anyChosen && details.current) details.current.open = true;
  }, [anyChosen]);
  // WCAG 4.1.3: dishes leave the page without a word, so a change of choice says how many are hidden.
  const choose = (change: () => void) => {
    change();
    const count = hiddenDishCount(products, $avoidedAllergens.get());
    const text = count ? t('hidden_by_allergens', { count }) : t('allergen_filter_none_hidden');
    // The same words again would not be read: a no-break space makes them a change.
    setHiddenSaid((said) => (said === text ? `${text}\u00a0` : text));
  };
  if (settings?.has_allergens === false) return null;
  return (
    <>
      {/* The shell's class; outside <details>, whose closed content is not read. */}
      <p className="visually-hidden" role="status">
        {hiddenSaid}
      </p>
      <details ref={details} className="allergen-filter">
        <summary ref={summary}>
          {t('allergen_filter')}
          {anyChosen && <span className="allergen-filter__count"> ({chosen.length})</span>}
        </summary>
        <fieldset aria-describedby={hintId}>
          <legend>{t('allergen_filter_legend')}</legend>
          <p id={hintId} className="allergen-filter__hint">
            {t('allergen_filter_hint')}
          </p>
          <ul className="allergen-filter__list">
            {ALLERGEN_IDS.map((id) => (
              <li key={id}>
                <label>
                  <input type="checkbox" checked={chosen.includes(id)} onChange={() => choose(() => toggleAvoidedAllergen(id))} />
                  {t(`allergen_${ALLERGENS[id]}`)}
                </label>
              </li>
            ))}
          </ul>
          {anyChosen && (
            // Cleared, the button goes: the focus goes to the list's own toggle, not to the page's body.
            <Button variant="secondary" onClick={() => { choose(clearAvoidedAllergens); summary.current?.focus(); }}>
              {t('allergen_filter_clear')}
            </Button>
          )}
        </fieldset>
      </details>
    </>
  );
}
