import { useId } from 'react';
import { useStore } from '@nanostores/react';
import { $settings } from 'shared-contracts/stores/settings';
import { ALLERGENS, type AllergenId } from 'shared-contracts/types/allergen';
import { Button } from 'shared-contracts/ui/Button';
import { useCatalogTexts } from '../../../i18n/use-catalog-texts';
import { $chosenAllergens, clearAvoidedAllergens, toggleAvoidedAllergen } from '../avoided-allergens';
import './AllergenFilter.css';

const ALLERGEN_IDS = Object.keys(ALLERGENS).map(Number) as AllergenId[];

/**
 * The customer ticks the allergens to avoid; lists then hide dishes containing any of them and
 * the product page hides options containing them. Not shown when the shop hides allergens.
 */
export function AllergenFilter() {
  const { t } = useCatalogTexts();
  const settings = useStore($settings);
  const chosen = useStore($chosenAllergens);
  const hintId = useId();
  if (settings?.has_allergens === false) return null;
  return (
    <details className="allergen-filter" open={chosen.length > 0 || undefined}>
      <summary>
        {t('allergen_filter')}
        {chosen.length > 0 && <span className="allergen-filter__count"> ({chosen.length})</span>}
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
                <input type="checkbox" checked={chosen.includes(id)} onChange={() => toggleAvoidedAllergen(id)} />
                {t(`allergen_${ALLERGENS[id]}`)}
              </label>
            </li>
          ))}
        </ul>
        {chosen.length > 0 && (
          <Button variant="secondary" onClick={clearAvoidedAllergens}>
            {t('allergen_filter_clear')}
          </Button>
        )}
      </fieldset>
    </details>
  );
}
