import { atom } from 'nanostores';
import type { InvalidCartProduct } from 'shared-contracts/types/calls';
import type { CartProduct } from 'shared-contracts/types/cart';
import { cartLineKey } from 'shared-contracts/stores/same-cart-line';

/** A cart line the server cannot take an order for, named by its choices (cartLineKey), not its position. */
export interface InvalidCartLine {
  key: string;
  /** The broken rules, e.g. unknown_product (no longer sold at the cart's store) or min_options. */
  rules: string[];
}

/**
 * The lines the last POST public/carts reported as invalid (`invalid_products`). Kept by the
 * lines' choices, so removing one line leaves the others marked until the next answer replaces it.
 */
export const $invalidCartLines = atom<InvalidCartLine[]>([]);

/** Reads the answer against the very products that were sent (its indexes point into them). */
export function recordInvalidProducts(sent: CartProduct[], reported: InvalidCartProduct[] | undefined): void {
  const lines = (reported ?? []).flatMap((entry): InvalidCartLine[] => {
    const line = sent[entry.index];
    return line ? [{ key: cartLineKey(line), rules: entry.violations.map((violation) => violation.rule) }] : [];
  });
  const current = $invalidCartLines.get();
  if (lines.length === 0 && current.length === 0) return;
  $invalidCartLines.set(lines);
}

/** The rules a cart line breaks, or null when the server took no issue with it. */
export function invalidRulesOf(line: CartProduct, invalid: InvalidCartLine[]): string[] | null {
  const key = cartLineKey(line);
  return invalid.find((entry) => entry.key === key)?.rules ?? null;
}

/** Whether any line of the cart is one the server reported. */
export function hasInvalidLines(products: CartProduct[], invalid: InvalidCartLine[]): boolean {
  return invalid.length > 0 && products.some((line) => invalidRulesOf(line, invalid) !== null);
}
