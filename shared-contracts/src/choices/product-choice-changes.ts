import type { ProductChoices } from 'shared-contracts/choices/validate-product-choices';
import type { OptionGroup, Product, ProductOption } from 'shared-contracts/types/product';

/*
 * How a customer's choices of sizes and options change as they pick, for every screen that lets
 * them choose (the product page, a group order participant adding food); the rules that judge the
 * result are validateProductChoices.
 */

/** Where a customer starts: one unit, the first size (sizes are listed smallest first), no options. */
export function initialChoices(product: Product): ProductChoices {
  return { quantity: 1, selected_size: product.sizes[0]?.id ?? null, options: [] };
}

/** A group where picking one option replaces the other (drawn as radio buttons). */
export function isSingleChoice(group: OptionGroup): boolean {
  return group.max_options === 1;
}

export function chosenQuantity(choices: ProductChoices, optionId: number): number {
  return choices.options.find((option) => option.id === optionId)?.quantity ?? 0;
}

/**
 * Picks or drops an option. Picking takes the option's minimum quantity (at least 1); in a
 * single-choice group it replaces the group's other option.
 */
export function toggleOption(choices: ProductChoices, group: OptionGroup, option: ProductOption): ProductChoices {
  if (chosenQuantity(choices, option.id) > 0) {
    return { ...choices, options: choices.options.filter((chosen) => chosen.id !== option.id) };
  }
  const groupIds = new Set(group.options.map((candidate) => candidate.id));
  const kept = isSingleChoice(group) ? choices.options.filter((chosen) => !groupIds.has(chosen.id)) : choices.options;
  const picked = { id: option.id, price: option.price, quantity: Math.max(1, option.min_quantity) };
  return { ...choices, options: [...kept, picked] };
}

/** Sets a picked option's quantity; 0 drops it. The bounds are checked by validateProductChoices. */
export function setOptionQuantity(choices: ProductChoices, option: ProductOption, quantity: number): ProductChoices {
  if (quantity <= 0) return { ...choices, options: choices.options.filter((chosen) => chosen.id !== option.id) };
  const others = choices.options.filter((chosen) => chosen.id !== option.id);
  const index = choices.options.findIndex((chosen) => chosen.id === option.id);
  const updated = { id: option.id, price: option.price, quantity };
  if (index === -1) return { ...choices, options: [...others, updated] };
  return { ...choices, options: choices.options.map((chosen, i) => (i === index ? updated : chosen)) };
}
