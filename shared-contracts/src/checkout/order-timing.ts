/**
 * Spec §4 "a delivery-today basket cannot be combined with a scheduled-date delivery", as the lead
 * decided it: products carry two catalogue flags.
 * - only_for_later (a whole cake needs advance ordering): the cart is for later, never "now";
 * - today_only (the lunch menu of the day): the cart is a today basket, whose day may only be today.
 * The checkout and the API both ask these questions, so each is written once, here.
 */
interface TimedProduct {
  name: string;
  only_for_later?: boolean | undefined;
  today_only?: boolean | undefined;
}

/** The first product that must be ordered in advance, or undefined. */
export function advanceOrderProduct<T extends TimedProduct>(products: readonly T[]): T | undefined {
  return products.find((product) => product.only_for_later === true);
}

/** The first product sold for today only, or undefined. */
export function todayOnlyProduct<T extends TimedProduct>(products: readonly T[]): T | undefined {
  return products.find((product) => product.today_only === true);
}

/**
 * Why the timing chosen for these products cannot be: 'advance' when "now" was chosen for a cart
 * holding an only-for-later product; 'today_only' when a day other than today was chosen for a
 * today basket. `today` is the store's date (YYYY-MM-DD). Null when the timing is fine.
 */
export function orderTimingConflict<T extends TimedProduct>(
  products: readonly T[],
  timing: { for_later: boolean; later_day: string | null },
  today: string,
): { rule: 'advance' | 'today_only'; product: T } | null {
  const advance = advanceOrderProduct(products);
  if (advance && !timing.for_later) return { rule: 'advance', product: advance };
  const todayOnly = todayOnlyProduct(products);
  if (todayOnly && timing.for_later && timing.later_day !== null && timing.later_day !== today) {
    return { rule: 'today_only', product: todayOnly };
  }
  return null;
}
