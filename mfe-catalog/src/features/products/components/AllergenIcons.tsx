import { ALLERGENS, type AllergenId } from 'shared-contracts/types/allergen';
import { useCatalogTexts } from '../../../i18n/use-catalog-texts';
import { ALLERGEN_BADGES } from '../allergen-badges';
import './AllergenIcons.css';

/** One badge per allergen id (spec §3: ids 1 to 14), named for screen readers and on hover. */
export function AllergenIcons({ allergens }: { allergens: AllergenId[] }) {
  const { t } = useCatalogTexts();
  const known = allergens.filter((id) => id in ALLERGENS);
  if (known.length === 0) return null;
  return (
    <ul className="allergen-icons" aria-label={t('allergens')}>
      {known.map((id) => {
        const name = t(`allergen_${ALLERGENS[id]}`);
        return (
          <li key={id}>
            <svg className="allergen-icons__badge" role="img" aria-label={name} viewBox="0 0 32 32" width="28" height="28">
              <title>{name}</title>
              <circle cx="16" cy="16" r="15" />
              <text x="16" y="16" dominantBaseline="central" textAnchor="middle">
                {ALLERGEN_BADGES[id]}
              </text>
            </svg>
          </li>
        );
      })}
    </ul>
  );
}
