import { MAX_LINE_QUANTITY } from 'shared-contracts/types/cart';

/**
 * Spec §5: the maximum and minimum quantity per product, the bounds the API holds every group
 * line to (its GroupProductSchema); typed beyond them, the form says so rather than change it.
 */
export const PRODUCT_QUANTITY = { min: 1, max: MAX_LINE_QUANTITY } as const;

/** The quantity as typed, when it is a whole number within the bounds; null otherwise. */
export function productQuantityOf(text: string): number | null {
  if (!/^\s*\d+\s*$/.test(text)) return null;
  const quantity = Number(text);
  return quantity >= PRODUCT_QUANTITY.min && quantity <= PRODUCT_QUANTITY.max ? quantity : null;
}
