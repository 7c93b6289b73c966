import type { ProductChoices } from 'shared-contracts/choices/validate-product-choices';
import { chosenQuantity } from 'shared-contracts/choices/product-choice-changes';
import type { AllergenId } from 'shared-contracts/types/allergen';
import type { Product, ProductOption } from 'shared-contracts/types/product';
import { optionsShown } from '../allergen-filter/avoided-allergens';

/** The choices as ordered: an option picked before its allergen was avoided is hidden, so it is not ordered either. */
export function orderableChoices(product: Product, picked: ProductChoices, avoided: readonly AllergenId[]): ProductChoices {
  const shown = new Set(product.option_groups.flatMap((group) => optionsShown(group, avoided).map((option) => option.id)));
  return { ...picked, options: picked.options.filter((option) => shown.has(option.id)) };
}

/** The product's options the choices take, as the product lists them (with their allergens). */
export function chosenOptions(product: Product, choices: ProductChoices): ProductOption[] {
  return product.option_groups.flatMap((group) => group.options.filter((option) => chosenQuantity(choices, option.id) > 0));
}
