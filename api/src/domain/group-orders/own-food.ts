import type { CartProduct } from 'shared-contracts/types/cart';
import type { Language } from 'shared-contracts/types/language';
import type { App } from '../../app-instance';
import type { GroupLineRow, GroupOrderRow } from '../../repositories/group-orders-repository';
import { pricedLines } from './group-order-amounts';

/**
 * A participant's lines of a group order that ended for them without being placed (the organiser
 * deleted it, or they gave up or were removed) as cart lines of its store, priced now: their food
 * goes back to their cart, where they can change it again (so not locked). A product the store
 * stopped selling meanwhile is left out, as the panel leaves it out.
 */
export async function ownFood(app: App, group: GroupOrderRow, lines: GroupLineRow[], language: Language): Promise<CartProduct[]> {
  const { priced } = await pricedLines(app, group, lines, language);
  return lines.flatMap((line) => {
    const found = priced.get(line.id);
    return found ? [{ ...found.product, locked: false, order_product_id: null }] : [];
  });
}
