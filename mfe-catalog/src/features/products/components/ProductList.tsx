import { useStore } from '@nanostores/react';
import type { Product } from 'shared-contracts/types/product';
import { useCatalogTexts } from '../../../i18n/use-catalog-texts';
import { $avoidedAllergens, hiddenByAllergens } from '../../allergen-filter/avoided-allergens';
import { ProductCard } from './ProductCard';
import './ProductList.css';

/** How many cards at the top of a page load their pictures without waiting to be scrolled to. */
const EAGER_PICTURES = 4;

export interface ProductListProps {
  products: Product[];
  headingLevel?: 2 | 3;
  /** False for lists further down the page, whose pictures can all wait. */
  firstOnPage?: boolean;
}

/** Product cards, without the dishes the customer's avoided allergens hide (and says so). */
export function ProductList({ products, headingLevel = 3, firstOnPage = false }: ProductListProps) {
  const { t } = useCatalogTexts();
  const avoided = useStore($avoidedAllergens);
  const shown = products.filter((product) => !hiddenByAllergens(product, avoided));
  const hidden = products.length - shown.length;
  return (
    <>
      {hidden > 0 && <p className="product-list__hidden">{t('hidden_by_allergens', { count: hidden })}</p>}
      {shown.length > 0 && (
        <ul className="product-list">
          {shown.map((product, index) => (
            <li key={product.id}>
              <ProductCard
                product={product}
                headingLevel={headingLevel}
                eagerPicture={firstOnPage && index < EAGER_PICTURES}
                leadPicture={firstOnPage && index === 0}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
