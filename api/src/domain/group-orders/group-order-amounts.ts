import type { CostLines } from 'shared-contracts/pricing/cost-lines';
import { amountsDue, groupOrderShares, type GroupShare } from 'shared-contracts/pricing/group-order-shares';
import type { CartProduct } from 'shared-contracts/types/cart';
import type { DeliveryArea } from 'shared-contracts/types/delivery-area';
import type { Language } from 'shared-contracts/types/language';
import type { App } from '../../app-instance';
import type { GroupLineRow, GroupOrderRow, ParticipantRow } from '../../repositories/group-orders-repository';
import { pricedOrderLines, unsoldProductNames } from '../priced-order-lines';

export interface MemberAmounts {
  participant: ParticipantRow;
  /** Their lines the store still sells, each with the cart line it is priced as and its options in words. */
  lines: { row: GroupLineRow; product: CartProduct; optionNames: string[] }[];
  /** Their lines the store no longer sells as chosen (out of stock, off the menu), each with why, in the panel's language. */
  unavailable: { row: GroupLineRow; reason: string }[];
  share: GroupShare;
  /** Who pays this share: the participant, or the organiser (by_organizer). */
  payerId: number;
  amountDue: number;
}

export interface GroupOrderAmounts {
  area: DeliveryArea | null;
  /** The brand's currency (website settings), the amounts' and the payments'. */
  currency: string;
  members: MemberAmounts[];
  order: CostLines;
}

export interface PricedLines {
  priced: Map<number, { product: CartProduct; optionNames: string[] }>;
  /** Why each line the store no longer sells as chosen is refused (the order would refuse it), by line id. */
  unavailable: Map<number, string>;
}

/** The lines of a group order priced from the store's own price list, as an order would be. */
export async function pricedLines(app: App, group: GroupOrderRow, rows: GroupLineRow[], language: Language): Promise<PricedLines> {
  if (rows.length === 0) return { priced: new Map(), unavailable: new Map() };
  const products = await app.repositories.products.list({
    storeId: group.store_id,
    language,
    withSizes: true,
    productIds: [...new Set(rows.map((row) => row.product_id))],
  });
  const unsoldNames = await unsoldProductNames(app.repositories.products, rows.map((row) => ({ id: row.product_id })), products, language);
  const optionName = new Map(products.flatMap((product) => product.option_groups.flatMap((group) => group.options.map((option) => [option.id, option.name] as const))));
  const priced = new Map<number, { product: CartProduct; optionNames: string[] }>();
  const unavailable = new Map<number, string>();
  for (const row of rows) {
    const { products: [line], refusals } = pricedOrderLines([{ id: row.product_id, quantity: row.quantity, selected_size: row.selected_size, options: row.options }], products, language, unsoldNames);
    // A product the store stopped selling since drops out of the sums (and of the kitchen's order);
    // its participant is told why, and the group order cannot be placed until it is replaced.
    if (!line) {
      unavailable.set(row.id, refusals.map((refusal) => refusal.message).join(' '));
      continue;
    }
    const optionNames = row.options.map((option) => `${option.quantity > 1 ? `${option.quantity} × ` : ''}${optionName.get(option.id) ?? ''}`);
    priced.set(row.id, { product: { ...line, order_product_id: row.id, locked: true }, optionNames });
  }
  return { priced, unavailable };
}

/**
 * Spec §4 payment modes: in split each pays their own share unless the organiser pays for them;
 * when one person pays the whole (integral, organiser pays) that is the organiser.
 */
export function payerOf(group: Pick<GroupOrderRow, 'payment_mode'>, participant: ParticipantRow, organiserId: number): number {
  if (participant.is_admin) return participant.id;
  return group.payment_mode === 'split' && participant.payment !== 'by_organizer' ? participant.id : organiserId;
}

/**
 * The money of a group order as it stands: every participant still in it with their priced lines,
 * their share of the one order (shared-contracts groupOrderShares: the same sums the checkout and
 * the payments use) and what each pays. The panel shows it; placing the order stores it.
 */
export async function groupOrderAmounts(app: App, group: GroupOrderRow, language: Language): Promise<GroupOrderAmounts> {
  const [participants, rows, areas, { currency }] = await Promise.all([
    app.repositories.groupOrders.participants(group.id),
    app.repositories.groupOrders.lines(group.id),
    group.delivery_type === 'delivery' ? app.repositories.stores.deliveryAreas() : Promise.resolve([]),
    app.repositories.website.website(),
  ]);
  const { priced, unavailable } = await pricedLines(app, group, rows, language);
  const area = areas.find((candidate) => candidate.id === group.delivery_area_id) ?? null;
  const present = participants.filter((participant) => participant.left_at === null);
  const organiserId = present.find((participant) => participant.is_admin)?.id ?? 0;
  const lines = present.map((participant) =>
    rows.filter((row) => row.participant_id === participant.id && priced.has(row.id)).map((row) => ({ row, ...priced.get(row.id)! })),
  );
  const { order, shares } = groupOrderShares(
    // The currency's minor unit: a fee is split in whole yen where only whole yen are charged.
    { storeId: group.store_id, deliveryType: group.delivery_type, area, paymentType: group.payment_type, payExtra: Number(group.pay_extra), currency },
    present.map((participant, index) => ({ id: participant.id, isOrganiser: participant.is_admin, products: lines[index]!.map((line) => line.product) })),
  );
  const payers = new Map(present.map((participant) => [participant.id, payerOf(group, participant, organiserId)]));
  const due = amountsDue(shares, (id) => payers.get(id) ?? id);
  return {
    area,
    currency,
    order,
    members: present.map((participant, index) => ({
      participant,
      lines: lines[index]!,
      unavailable: rows.filter((row) => row.participant_id === participant.id && unavailable.has(row.id)).map((row) => ({ row, reason: unavailable.get(row.id)! })),
      share: shares[index]!,
      payerId: payers.get(participant.id)!,
      amountDue: due.get(participant.id) ?? 0,
    })),
  };
}
