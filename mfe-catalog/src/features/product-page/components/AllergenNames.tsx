import { ALLERGENS, type AllergenId } from 'shared-contracts/types/allergen';
import { useCatalogTexts } from '../../../i18n/use-catalog-texts';
import { useProductTexts } from '../../../i18n/product-texts';
import { ALLERGEN_BADGES } from '../../products/allergen-badges';
import '../../products/components/AllergenIcons.css';

/** One allergen: its badge, which is decoration, and its name written out, which a screen reader says. */
export function AllergenName({ id }: { id: AllergenId }) {
  const { t } = useCatalogTexts();
  return (
    <>
      <svg className="allergen-icons__badge" aria-hidden="true" viewBox="0 0 32 32" width="28" height="28">
        <circle cx="16" cy="16" r="15" />
        <text x="16" y="16" dominantBaseline="central" textAnchor="middle">
          {ALLERGEN_BADGES[id]}
        </text>
      </svg>
      <span>{t(`allergen_${ALLERGENS[id]}`)}</span>
    </>
  );
}

/** Each allergen with its icon and its name written out (the product page has room for both). */
export function AllergenNames({ allergens, avoided }: { allergens: AllergenId[]; avoided: AllergenId[] }) {
  const page = useProductTexts();
  if (allergens.length === 0) return <p>{page.t('no_allergens')}</p>;
  return (
    <ul className="allergen-names">
      {allergens.map((id) => (
        <li key={id} className={avoided.includes(id) ? 'allergen-names__avoided' : undefined}>
          <AllergenName id={id} />
          {avoided.includes(id) && <strong> ({page.t('you_avoid')})</strong>}
        </li>
      ))}
    </ul>
  );
}
