import type { CartProduct } from 'shared-contracts/types/cart';
import type { Product } from 'shared-contracts/types/product';

/** A chosen option of an order line as the customer reads it: its name and how many per unit. */
export interface ChosenOption {
  name: string;
  quantity: number;
}

/**
 * Each priced line's chosen options by name, in the order of the lines. An order line stores only
 * its options' ids and prices, so the names come from the catalogue read that priced the order,
 * which is in the order's language.
 */
export function chosenOptions(lines: CartProduct[], products: Product[]): ChosenOption[][] {
  return lines.map((line) =>
    line.options
      .filter((chosen) => chosen.quantity > 0)
      .map((chosen) => ({ name: offeredOptionName(products, line.id, chosen.id), quantity: chosen.quantity })),
  );
}

/** An option's name in the catalogue read that priced the order ('' when it is not there). */
export function offeredOptionName(products: Product[], productId: number, optionId: number): string {
  const product = products.find((candidate) => candidate.id === productId);
  return product?.option_groups.flatMap((group) => group.options).find((option) => option.id === optionId)?.name ?? '';
}

/**
 * A stored line's options as the customer read them, for every screen that shows a placed order
 * (the order-success page, the staff's table board). Lines stored before names were kept show none.
 */
export function storedOptionNames(stored: { name?: string; quantity: number }[]): ChosenOption[] {
  return stored.flatMap(({ name, quantity }) => (name ? [{ name, quantity }] : []));
}
