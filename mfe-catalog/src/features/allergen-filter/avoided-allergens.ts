import { atom, computed } from 'nanostores';
import { $settings } from 'shared-contracts/stores/settings';
import { ALLERGENS, type AllergenId } from 'shared-contracts/types/allergen';
import type { OptionGroup, Product, ProductOption } from 'shared-contracts/types/product';

/** "The choice persists for the visit": kept in sessionStorage, gone when the tab closes. */
export const AVOIDED_ALLERGENS_KEY = 'catalog.avoided-allergens';

function isAllergenId(value: unknown): value is AllergenId {
  return typeof value === 'number' && value in ALLERGENS;
}

function readSaved(): AllergenId[] {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(AVOIDED_ALLERGENS_KEY) ?? '[]');
    return Array.isArray(saved) ? saved.filter(isAllergenId) : [];
  } catch {
    return [];
  }
}

/** The allergens the customer chose to avoid, in id order. */
export const $chosenAllergens = atom<AllergenId[]>(readSaved());

/** What the catalog filters by: nothing when the shop does not show allergens (has_allergens false). */
export const $avoidedAllergens = computed([$chosenAllergens, $settings], (chosen, settings) =>
  settings?.has_allergens === false ? [] : chosen,
);

function save(next: AllergenId[]): void {
  $chosenAllergens.set(next);
  try {
    sessionStorage.setItem(AVOIDED_ALLERGENS_KEY, JSON.stringify(next));
  } catch {
    // Private mode without storage: the choice still holds until the page is reloaded.
  }
}

export function toggleAvoidedAllergen(id: AllergenId): void {
  const chosen = $chosenAllergens.get();
  save(chosen.includes(id) ? chosen.filter((other) => other !== id) : [...chosen, id].sort((a, b) => a - b));
}

export function clearAvoidedAllergens(): void {
  save([]);
}

/** The avoided allergens that something (a product or an option) contains. */
export function avoidedIn(allergens: readonly AllergenId[], avoided: readonly AllergenId[]): AllergenId[] {
  return allergens.filter((id) => avoided.includes(id));
}

/** The options of a group the customer is shown: those containing an avoided allergen are hidden. */
export function optionsShown(group: Pick<OptionGroup, 'options'>, avoided: readonly AllergenId[]): ProductOption[] {
  return group.options.filter((option) => avoidedIn(option.allergens, avoided).length === 0);
}

/**
 * The choices a dish requires (a group with a minimum) that its hidden options leave unmakeable:
 * fewer options are shown than must be chosen, so the dish cannot be ordered while they are avoided.
 */
export function requiredChoicesHidden(product: Pick<Product, 'option_groups'>, avoided: readonly AllergenId[]): OptionGroup[] {
  return product.option_groups.filter((group) => optionsShown(group, avoided).length < group.min_options);
}

/**
 * Whether the avoided allergens hide a dish from the lists: it contains one, or every way of
 * ordering it does (a required choice left without enough options), and listing it would only
 * lead to a product page where it cannot be ordered.
 */
export function hiddenByAllergens(product: Pick<Product, 'allergens' | 'option_groups'>, avoided: readonly AllergenId[]): boolean {
  return avoidedIn(product.allergens, avoided).length > 0 || requiredChoicesHidden(product, avoided).length > 0;
}

/** How many dishes of a page the avoided allergens hide: one dish listed twice (recommended, and in its category) counts once. */
export function hiddenDishCount(products: readonly Pick<Product, 'id' | 'allergens' | 'option_groups'>[], avoided: readonly AllergenId[]): number {
  return new Set(products.filter((product) => hiddenByAllergens(product, avoided)).map((product) => product.id)).size;
}
