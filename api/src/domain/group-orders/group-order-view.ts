import { cartCostLines } from 'shared-contracts/pricing/cost-lines';
import { productLineValue } from 'shared-contracts/pricing/product-price';
import { roundMoney } from 'shared-contracts/pricing/round-money';
import { emptyCart, type CartProduct } from 'shared-contracts/types/cart';
import type { GroupOrder, GroupOrderLine, Participant } from 'shared-contracts/types/group-order';
import type { Language } from 'shared-contracts/types/language';
import type { App } from '../../app-instance';
import type { GroupLineRow, GroupOrderRow, ParticipantRow } from '../../repositories/group-orders-repository';
import { pricedOrderLines } from '../priced-order-lines';

/** The lines of a group order priced from the store's own price list, as an order would be. */
async function pricedLines(app: App, group: GroupOrderRow, rows: GroupLineRow[], language: Language): Promise<Map<number, CartProduct>> {
  const products = await app.repositories.products.list({
    storeId: group.store_id,
    language,
    withSizes: true,
    productIds: [...new Set(rows.map((row) => row.product_id))],
  });
  const priced = new Map<number, CartProduct>();
  for (const row of rows) {
    const [line] = pricedOrderLines([{ id: row.product_id, quantity: row.quantity, selected_size: row.selected_size, options: row.options }], products).products;
    // A product the store stopped selling since drops out of the sums (and of the kitchen's order).
    if (line) priced.set(row.id, { ...line, order_product_id: row.id });
  }
  return priced;
}

function groupLine(row: GroupLineRow, product: CartProduct): GroupOrderLine {
  const size = product.sizes.find((candidate) => candidate.id === product.selected_size);
  const total = roundMoney(productLineValue(product));
  return {
    order_product_id: row.id,
    product_id: row.product_id,
    name: product.name ?? '',
    size_name: size && product.sizes.length > 1 ? size.name : null,
    selected_size: row.selected_size,
    options: row.options,
    quantity: row.quantity,
    unit_price: roundMoney(total / row.quantity),
    total,
  };
}

/**
 * The panel of a group order: every participant still in it, their lines and spec §4 states, and
 * each one's amounts from the shared pricing module, with the group fields of their cart (spec §6:
 * paid in total, only the organiser pays the delivery fee; the organiser's extra is theirs).
 */
export async function groupOrderView(app: App, group: GroupOrderRow, me: ParticipantRow, language: Language): Promise<GroupOrder> {
  const [participants, rows, stores, areas] = await Promise.all([
    app.repositories.groupOrders.participants(group.id),
    app.repositories.groupOrders.lines(group.id),
    app.repositories.stores.all(),
    app.repositories.stores.deliveryAreas(),
  ]);
  const priced = await pricedLines(app, group, rows, language);
  const area = group.delivery_type === 'delivery' ? (areas.find((candidate) => candidate.id === group.delivery_area_id) ?? null) : null;
  const payExtra = Number(group.pay_extra);

  const panel: Participant[] = participants
    .filter((participant) => participant.left_at === null)
    .map((participant) => {
      const own = rows.filter((row) => row.participant_id === participant.id && priced.has(row.id));
      const products = own.map((row) => priced.get(row.id)!);
      const extra = participant.is_admin ? payExtra : 0;
      const lines = cartCostLines({
        ...emptyCart(),
        store_id: group.store_id,
        delivery_type: group.delivery_type,
        delivery_area: area,
        products,
        group_order: true,
        group_order_admin: participant.is_admin,
        group_order_payment_type: group.payment_type,
        group_order_pay_extra: extra,
      });
      return {
        id: participant.id,
        name: participant.name,
        is_admin: participant.is_admin,
        confirmed: participant.confirmed_at !== null,
        payment: participant.payment,
        products: own.map((row) => groupLine(row, priced.get(row.id)!)),
        packaging_fee: lines.packagingFee,
        subtotal: lines.subtotal,
        delivery_fee: lines.deliveryFee,
        pay_extra: extra,
        total: lines.total,
      };
    });
  const organiser = participants.find((participant) => participant.is_admin);
  return {
    link: group.link,
    status: group.status,
    store_id: group.store_id,
    store_name: stores.find((store) => store.id === group.store_id)?.name ?? '',
    delivery_type: group.delivery_type,
    payment_mode: group.payment_mode,
    group_order_payment_type: group.payment_type,
    group_order_pay_extra: payExtra,
    organiser_name: organiser?.name ?? '',
    me: { id: me.id, is_admin: me.is_admin, left: me.left_at !== null },
    participants: panel,
    total: roundMoney(panel.reduce((sum, participant) => sum + participant.total, 0)),
  };
}
