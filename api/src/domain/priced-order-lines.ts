import type { CartProduct } from 'shared-contracts/types/cart';
import type { Product } from 'shared-contracts/types/product';
import type { PlaceOrderLine } from 'shared-contracts/types/order';
import { soldSize } from 'shared-contracts/pricing/product-price';
import { validateProductChoices } from 'shared-contracts/choices/validate-product-choices';
import type { Language } from 'shared-contracts/types/language';
import { translate } from './language';
import { choiceViolationOfProduct } from './orders/choice-texts';
import { notSoldText, ORDER_LINE_TEXTS } from './orders/order-line-texts';

export type LineRefusal = { field: string; message: string };

/**
 * The cart lines rebuilt from the store's own price list: the unit price is the price of the size
 * sold (a size of this product in this store: the chosen one, or the only one) or the product's,
 * and each option's price is the store's. Whatever prices a browser holds, they never reach an
 * order. The choices are held to the same bounds as on the product page (shared-contracts
 * choices), so no request can order a combination the page would refuse. The refusals are in
 * `language` (an order's: the checkout shows them), a broken rule of the choices naming the product (choiceViolationOfProduct); a product the store does not sell
 * by its name in `unsoldNames` (unsoldProductNames), as no product of the store names it.
 */
export function pricedOrderLines(
  lines: PlaceOrderLine[],
  products: Product[],
  language: Language = 'en',
  unsoldNames: ReadonlyMap<number, string> = new Map(),
): { products: CartProduct[]; refusals: LineRefusal[] } {
  const refusals: LineRefusal[] = [];
  const say = (text: keyof typeof ORDER_LINE_TEXTS, params: Record<string, string | number>) => translate(ORDER_LINE_TEXTS[text], language, params);
  const priced: CartProduct[] = [];
  lines.forEach((line, index) => {
    const field = `products.${index}`;
    const product = products.find((candidate) => candidate.id === line.id);
    if (!product) {
      refusals.push({ field, message: notSoldText(unsoldNames.get(line.id), language) });
      return;
    }
    if (product.out_of_stock) {
      refusals.push({ field, message: say('out_of_stock', { name: product.name }) });
      return;
    }
    // The chosen size, or the only one when none is chosen (soldSize, as the cart prices it).
    const size = soldSize(product.sizes, line.selected_size);
    if (line.selected_size !== null && !size) {
      refusals.push({ field, message: say('no_such_size', { name: product.name, size: line.selected_size }) });
      return;
    }
    if (!size && product.sizes.length > 0) {
      refusals.push({ field, message: say('choose_size', { name: product.name }) });
      return;
    }
    const storeOptions = product.option_groups.flatMap((group) => group.options);
    const options: CartProduct['options'] = [];
    for (const chosen of line.options) {
      const option = storeOptions.find((candidate) => candidate.id === chosen.id);
      if (!option) {
        refusals.push({ field, message: say('no_such_option', { name: product.name, option: chosen.id }) });
        return;
      }
      options.push({ id: option.id, price: option.price, quantity: chosen.quantity });
    }
    const pricedLine: CartProduct = {
      id: product.id,
      name: product.name,
      quantity: line.quantity,
      price: size ? size.price : product.price,
      pack_price: product.pack_price,
      options,
      categories: product.categories,
      age_restriction: product.age_restriction,
      locked: false,
      order_product_id: null,
      sizes: product.sizes.map(({ product_store_id, id, name, price }) => ({ product_store_id, id, name, price })),
      selected_size: size ? size.id : null,
      // Carried as the product page's line carries them (configuredCartProduct): a line given back to
      // a cart (a group order's food, an order again) keeps its cart for later, or for today, only.
      only_for_later: product.only_for_later === true,
      today_only: product.today_only === true,
    };
    const violations = validateProductChoices(product, pricedLine);
    if (violations.length > 0) {
      refusals.push(...violations.map((violation) => ({ field, message: choiceViolationOfProduct(violation, product.name, language) })));
      return;
    }
    priced.push(pricedLine);
  });
  return { products: priced, refusals };
}

/**
 * The catalogue's names, in `language`, of the lines' products that `sold` (the store's) lacks, for
 * pricedOrderLines to refuse them by: read only when a line has one.
 */
export async function unsoldProductNames(
  catalogue: { names(productIds: number[], language: Language): Promise<Map<number, string>> },
  lines: Pick<PlaceOrderLine, 'id'>[],
  sold: Pick<Product, 'id'>[],
  language: Language,
): Promise<Map<number, string>> {
  const unsold = lines.map((line) => line.id).filter((id) => !sold.some((product) => product.id === id));
  return unsold.length === 0 ? new Map() : catalogue.names(unsold, language);
}
