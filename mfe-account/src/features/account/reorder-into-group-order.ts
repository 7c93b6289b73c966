import { addGroupOrderProduct, orderLine } from 'shared-contracts/api/group-order-products';
import { notify } from 'shared-contracts/stores/notifications';
import type { CartProduct } from 'shared-contracts/types/cart';

/** What went into the customer's part of their group order: how many products, and the lines that did not. */
export interface GroupOrderReorder {
  added: number;
  notAdded: string[];
}

/**
 * Puts a reordered order's lines in the customer's part of their group order, on the server (spec
 * §6: a participant's food goes through it; the group's order is made of what it holds, so a line
 * kept in the cart would never be ordered). One line after another, in the order's order. A line
 * the server refuses (their order already confirmed, the group order placed) is named as not added,
 * its HTML message shown once on top (spec §8). A request that failed was told by the API client's
 * error catalogue; the lines after it are not sent (the connection or the server is down) and are
 * named as not added too, so nothing is said to be in the group order that is not.
 */
export async function reorderIntoGroupOrder(participantToken: string, products: CartProduct[]): Promise<GroupOrderReorder> {
  let added = 0;
  const notAdded: string[] = [];
  const told = new Set<string>();
  for (const [index, product] of products.entries()) {
    const answer = await addGroupOrderProduct(participantToken, orderLine(product)).catch(() => null);
    if (answer === null) {
      notAdded.push(...products.slice(index).map(({ name }) => name));
      break;
    }
    if (answer.status === 'OK') {
      added += product.quantity;
      continue;
    }
    notAdded.push(product.name);
    // Every line refused for the same reason (their order confirmed) says it once.
    if (!told.has(answer.message)) notify({ message: answer.message, kind: 'error', html: true, position: 'top' });
    told.add(answer.message);
  }
  return { added, notAdded };
}
