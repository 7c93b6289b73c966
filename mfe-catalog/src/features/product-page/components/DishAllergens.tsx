import type { AllergenId } from 'shared-contracts/types/allergen';
import type { Product, ProductOption } from 'shared-contracts/types/product';
import { useProductTexts } from '../../../i18n/product-texts';
import { AllergenNames } from './AllergenNames';

/**
 * The Allergens section's lists: the dish's own allergens, then those each chosen option adds, said
 * as that choice's ("Your choice, Oat milk, contains:"), so the customer sees what they would order.
 */
export function DishAllergens({ product, chosen, avoided }: { product: Product; chosen: ProductOption[]; avoided: AllergenId[] }) {
  const { t } = useProductTexts();
  const adding = chosen.filter((option) => option.allergens.length > 0);
  return (
    <>
      {/* "No declared allergens" would read as the whole order's while a chosen option has some. */}
      {(product.allergens.length > 0 || adding.length === 0) && <AllergenNames allergens={product.allergens} avoided={avoided} />}
      {adding.map((option) => (
        <div key={option.id} className="dish-allergens__choice">
          <p>{t('choice_contains', { option: option.name })}</p>
          <AllergenNames allergens={option.allergens} avoided={avoided} />
        </div>
      ))}
    </>
  );
}
