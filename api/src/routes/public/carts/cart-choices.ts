import { validateProductChoices } from 'shared-contracts/choices/validate-product-choices';
import type { InvalidCartProduct } from 'shared-contracts/types/calls';
import type { CartProduct } from 'shared-contracts/types/cart';
import type { Language } from 'shared-contracts/types/language';
import { translate } from '../../../domain/language';
import { choiceViolationText } from '../../../domain/orders/choice-texts';
import { notSoldText, ORDER_LINE_TEXTS } from '../../../domain/orders/order-line-texts';
import { unsoldProductNames } from '../../../domain/priced-order-lines';
import type { Repositories } from '../../../plugins/app/repositories';

/**
 * The cart lines whose choices break the product's rules (spec §5), checked with the same
 * `validateProductChoices` the product page uses, against the products as sold in the cart's
 * store (the first store when the cart has none yet). A line naming no product of that store, or
 * one out of stock there, is reported too, the first by the catalogue's name of its product, else
 * by the name the line was saved with. Each message is in the request's language, as an order's
 * refusal says it (the cart screen itself goes by `rule`); a line that is not a cart product at all
 * is a client's mistake, said in English. The cart is still saved: the browser shows what to fix,
 * and an order with such a line is refused when it is placed.
 */
export async function invalidCartProducts(
  cart: Record<string, unknown>,
  repositories: Pick<Repositories, 'products' | 'stores'>,
  language: Language,
): Promise<InvalidCartProduct[]> {
  const lines = Array.isArray(cart.products) ? (cart.products as unknown[]) : [];
  if (lines.length === 0) return [];
  const stores = await repositories.stores.all();
  const store = stores.find((s) => s.id === cart.store_id) ?? stores[0];
  const ids = lines.flatMap((line) => (isChoiceLine(line) ? [line.id] : []));
  const products = store && ids.length ? await repositories.products.list({ storeId: store.id, language, productIds: ids, withSizes: true }) : [];
  const unsoldNames = await unsoldProductNames(repositories.products, ids.map((id) => ({ id })), products, language);

  return lines.flatMap((line, index): InvalidCartProduct[] => {
    if (!isChoiceLine(line)) {
      return [{ index, id: null, violations: [{ rule: 'malformed', message: `Product line ${index + 1} is not a cart product (id, quantity, options, selected_size).` }] }];
    }
    const product = products.find((p) => p.id === line.id);
    if (!product) {
      const name = unsoldNames.get(line.id) ?? savedName(line);
      return [{ index, id: line.id, violations: [{ rule: 'unknown_product', message: notSoldText(name, language) }] }];
    }
    if (product.out_of_stock) {
      // Reported as the cart is saved (after a change of store, say), not first when the order is placed.
      return [{ index, id: line.id, violations: [{ rule: 'out_of_stock', message: translate(ORDER_LINE_TEXTS.out_of_stock, language, { name: product.name }) }] }];
    }
    const violations = validateProductChoices(product, line).map((violation) => ({
      rule: violation.rule,
      message: choiceViolationText(violation, product.name, language),
    }));
    return violations.length ? [{ index, id: line.id, violations }] : [];
  });
}

/** The name a cart line was saved with (the product's when it was chosen), if it has one. */
function savedName(line: object): string | undefined {
  const { name } = line as { name?: unknown };
  return typeof name === 'string' ? name : undefined;
}

/** Enough of a cart product to check its choices; anything else is reported, never a 500. */
function isChoiceLine(line: unknown): line is Pick<CartProduct, 'id' | 'quantity' | 'selected_size' | 'options'> {
  if (typeof line !== 'object' || line === null) return false;
  const l = line as Record<string, unknown>;
  return (
    Number.isInteger(l.id) &&
    typeof l.quantity === 'number' &&
    (l.selected_size === null || l.selected_size === undefined || Number.isInteger(l.selected_size)) &&
    Array.isArray(l.options) &&
    l.options.every(
      (o: unknown) =>
        typeof o === 'object' && o !== null && Number.isInteger((o as { id?: unknown }).id) && typeof (o as { quantity?: unknown }).quantity === 'number',
    )
  );
}
