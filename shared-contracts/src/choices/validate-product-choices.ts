import { MAX_OPTION_QUANTITY, type CartProduct } from 'shared-contracts/types/cart';
import type { Product, ProductOption } from 'shared-contracts/types/product';
import { soldSize } from 'shared-contracts/pricing/product-price';

/**
 * One broken rule of spec §5 ("maximum options and maximum quantity per product; minimum options
 * and minimum quantity, each with messages giving the bound"). `rule` and the bound let a screen
 * say it in the customer's language (the product page does, and so does the API); `message` is
 * the English sentence, which the API's English answers keep word for word.
 */
export type ChoiceViolation =
  | { rule: 'quantity'; message: string }
  | { rule: 'size_required'; message: string }
  | { rule: 'unknown_size'; size_id: number; message: string }
  | { rule: 'unknown_option'; option_id: number; message: string }
  | { rule: 'min_options'; group_id: number; group: string; min: number; message: string }
  | { rule: 'max_options'; group_id: number; group: string; max: number; message: string }
  | { rule: 'min_quantity'; option_id: number; option: string; min: number; message: string }
  | { rule: 'max_quantity'; option_id: number; option: string; max: number; message: string };

/** The choices of a cart line that the rules look at (the price fields are pricing's business). */
export type ProductChoices = Pick<CartProduct, 'quantity' | 'selected_size' | 'options'>;

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** The most of an option one line takes: the restaurant's bound, within the shop's MAX_OPTION_QUANTITY. */
export function optionMaxQuantity(option: Pick<ProductOption, 'max_quantity'>): number {
  return option.max_quantity > 0 ? Math.min(option.max_quantity, MAX_OPTION_QUANTITY) : MAX_OPTION_QUANTITY;
}

/**
 * Every rule the line breaks for this product, as sold in one store; empty when the line is
 * valid. A bound of 0 on max_options means "no upper bound" (the catalog stores 0 when the
 * restaurant set none); on max_quantity it means the shop's own bound (optionMaxQuantity). A chosen
 * option always counts as at least one.
 */
export function validateProductChoices(product: Product, line: ProductChoices): ChoiceViolation[] {
  const violations: ChoiceViolation[] = [];
  if (!Number.isInteger(line.quantity) || line.quantity < 1) {
    violations.push({ rule: 'quantity', message: `The quantity of ${product.name} must be a whole number of at least 1.` });
  }

  if (line.selected_size === null) {
    // The only size stands in for none picked (soldSize): a size is required only among several.
    if (product.sizes.length > 0 && !soldSize(product.sizes, null)) {
      violations.push({ rule: 'size_required', message: `Choose a size of ${product.name}.` });
    }
  } else if (!product.sizes.some((size) => size.id === line.selected_size)) {
    violations.push({
      rule: 'unknown_size',
      size_id: line.selected_size,
      message: `Size ${line.selected_size} is not a size of ${product.name}.`,
    });
  }

  const groupOf = new Map(product.option_groups.flatMap((group) => group.options.map((option) => [option.id, group])));
  for (const chosen of line.options) {
    if (!groupOf.has(chosen.id)) {
      violations.push({ rule: 'unknown_option', option_id: chosen.id, message: `Option ${chosen.id} is not an option of ${product.name}.` });
    }
  }

  for (const group of product.option_groups) {
    // An option named twice counts once, with both quantities: two entries of 2 are 4 of it, as priced.
    const chosen = group.options.flatMap((option) => {
      const picks = line.options.filter((candidate) => candidate.id === option.id);
      return picks.length > 0 ? [{ option, quantity: picks.reduce((sum, pick) => sum + pick.quantity, 0) }] : [];
    });
    if (chosen.length < group.min_options) {
      violations.push({
        rule: 'min_options',
        group_id: group.id,
        group: group.name,
        min: group.min_options,
        message: `${group.name}: choose at least ${plural(group.min_options, 'option', 'options')}.`,
      });
    }
    if (group.max_options > 0 && chosen.length > group.max_options) {
      violations.push({
        rule: 'max_options',
        group_id: group.id,
        group: group.name,
        max: group.max_options,
        message: `${group.name}: choose at most ${plural(group.max_options, 'option', 'options')}.`,
      });
    }
    for (const { option, quantity } of chosen) {
      const min = Math.max(1, option.min_quantity);
      if (!Number.isInteger(quantity) || quantity < min) {
        violations.push({
          rule: 'min_quantity',
          option_id: option.id,
          option: option.name,
          min,
          message: `${option.name}: take at least ${min}.`,
        });
      } else if (quantity > optionMaxQuantity(option)) {
        const max = optionMaxQuantity(option);
        violations.push({ rule: 'max_quantity', option_id: option.id, option: option.name, max, message: `${option.name}: take at most ${max}.` });
      }
    }
  }
  return violations;
}

/**
 * The spec §3 cart line for the customer's choices, priced from the catalog: the price of the size
 * it is sold in (soldSize: the chosen one, or the only one) and each option's own price. The live
 * price on the product page is pricing's `productLineValue` of this line, so page and cart can
 * never disagree.
 */
export function configuredCartProduct(product: Product, choices: ProductChoices): CartProduct {
  const size = soldSize(product.sizes, choices.selected_size);
  const productOption = new Map(product.option_groups.flatMap((group) => group.options.map((option) => [option.id, option])));
  return {
    id: product.id,
    name: product.name,
    quantity: choices.quantity,
    price: size ? size.price : product.price,
    pack_price: product.pack_price,
    options: choices.options
      .filter((option) => option.quantity > 0)
      .map((option) => {
        const known = productOption.get(option.id);
        return { id: option.id, price: known?.price ?? option.price, quantity: option.quantity, ...(known ? { name: known.name } : {}) };
      }),
    categories: product.categories.map((category) => ({ id: category.id })),
    age_restriction: product.age_restriction,
    locked: false,
    order_product_id: null,
    sizes: product.sizes.map(({ product_store_id, id, name, price }) => ({ product_store_id, id, name, price })),
    selected_size: size ? size.id : null,
    only_for_later: product.only_for_later === true,
    today_only: product.today_only === true,
  };
}
