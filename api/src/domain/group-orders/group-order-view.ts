import { isOnlinePaymentMethod } from 'shared-contracts/payments/payment-methods';
import { productLineValue } from 'shared-contracts/pricing/product-price';
import { roundMoney } from 'shared-contracts/pricing/round-money';
import type { CartProduct, PaymentMethod } from 'shared-contracts/types/cart';
import type { GroupOrder, GroupOrderLine, GroupOrderShareToPay, Participant, ParticipantPayment } from 'shared-contracts/types/group-order';
import type { Language } from 'shared-contracts/types/language';
import type { App } from '../../app-instance';
import type { GroupLineRow, GroupOrderRow, ParticipantRow, ShareRow } from '../../repositories/group-orders-repository';
import { groupOrderAmounts } from './group-order-amounts';
import { cardMinimumUnmet } from './group-order-card-minimum';
import { groupOrderMinimum } from './group-order-minimum';

function groupLine(row: GroupLineRow, product: CartProduct, optionNames: string[]): GroupOrderLine {
  const size = product.sizes.find((candidate) => candidate.id === product.selected_size);
  const total = roundMoney(productLineValue(product));
  return {
    order_product_id: row.id,
    product_id: row.product_id,
    name: product.name ?? '',
    size_name: size && product.sizes.length > 1 ? size.name : null,
    selected_size: row.selected_size,
    options: row.options,
    option_names: optionNames,
    quantity: row.quantity,
    unit_price: roundMoney(total / row.quantity),
    total,
  };
}

interface PlacedOrder {
  token: string;
  payment_method: PaymentMethod;
  total: number;
  delivery_fee: number;
  paid: boolean;
  /** Abandoned unpaid: a share was not paid in time (unpaid-order-abandonment); nothing is paid any more. */
  abandoned: boolean;
  shares: ShareRow[];
}

async function placedOrder(app: App, group: GroupOrderRow): Promise<PlacedOrder | null> {
  if (group.order_id === null) return null;
  const [order, shares] = await Promise.all([
    app.db.selectFrom('orders').select(['token', 'payment_method', 'total', 'delivery_fee', 'paid_at', 'abandoned_at']).where('id', '=', group.order_id).executeTakeFirstOrThrow(),
    app.repositories.groupOrders.shares(group.order_id),
  ]);
  return { token: order.token, payment_method: order.payment_method, total: Number(order.total), delivery_fee: Number(order.delivery_fee), paid: order.paid_at !== null, abandoned: order.abandoned_at !== null, shares };
}

/** Spec §4 per-participant payment state: paid by organiser, payment made, or pending payment. */
function paymentState(participant: ParticipantRow, share: ShareRow | undefined, order: PlacedOrder | null): ParticipantPayment {
  if (!order || !share) return participant.payment;
  if (share.payer_id !== share.participant_id) return 'by_organizer';
  return share.paid_at !== null || order.paid ? 'paid' : 'pending';
}

/**
 * What `me` pays online now: in split mode their share (its own token), when one person pays the
 * whole the organiser's order (its token) when its method is paid online; null when nothing is.
 * The amount is their own share's (with those paid for before placing), never a share taken over.
 */
function myPayment(group: GroupOrderRow, me: ParticipantRow, order: PlacedOrder | null): { payment_token: string | null; payment_amount: number } {
  const none = { payment_token: null, payment_amount: 0 };
  if (!order || order.paid || order.abandoned) return none;
  const share = order.shares.find((candidate) => candidate.participant_id === me.id);
  if (!share || share.payer_id !== me.id || share.amount_due <= 0 || share.paid_at !== null) return none;
  if (group.payment_mode === 'split') return { payment_token: share.token, payment_amount: share.amount_due };
  return isOnlinePaymentMethod(order.payment_method) ? { payment_token: order.token, payment_amount: share.amount_due } : none;
}

/**
 * The organiser's to pay of the shares they took over after placing (split mode): each unpaid one,
 * paid on its own under its token.
 */
function sharesToPay(me: ParticipantRow, order: PlacedOrder | null): GroupOrderShareToPay[] {
  if (!order || order.paid || order.abandoned) return [];
  return order.shares
    .filter((share) => share.payer_id === me.id && share.participant_id !== me.id && share.paid_at === null && share.amount_due > 0)
    .map((share) => ({ participant_id: share.participant_id, token: share.token, amount: share.amount_due }));
}

/** Once placed, what each pays: the stored shares whose payer they are (their own and any taken over). */
function placedAmountDue(participantId: number, order: PlacedOrder): number {
  return roundMoney(order.shares.filter((share) => share.payer_id === participantId).reduce((sum, share) => sum + share.amount_due, 0));
}

/** Once placed, what of that is still unpaid: the whole until the order is paid, less each share paid. */
function placedAmountPending(participantId: number, order: PlacedOrder): number {
  if (order.paid) return 0;
  return roundMoney(order.shares.filter((share) => share.payer_id === participantId && share.paid_at === null).reduce((sum, share) => sum + share.amount_due, 0));
}

/**
 * The panel of a group order: every participant still in it, their lines and spec §4 states, and
 * each one's share of the one order and what they pay. Before the order is placed the amounts are
 * computed as it would be placed; once placed they are the stored shares, the amounts charged.
 * `askedLink`: the share link the screen asked by, which may be one the organiser replaced.
 */
export async function groupOrderView(app: App, group: GroupOrderRow, me: ParticipantRow, askedLink: string, language: Language): Promise<GroupOrder> {
  const [amounts, order, stores] = await Promise.all([groupOrderAmounts(app, group, language), placedOrder(app, group), app.repositories.stores.all()]);
  const panel: Participant[] = amounts.members.map(({ participant, lines, unavailable, share, amountDue }) => {
    const stored = order?.shares.find((candidate) => candidate.participant_id === participant.id);
    return {
      id: participant.id,
      name: participant.name,
      is_admin: participant.is_admin,
      confirmed: participant.confirmed_at !== null,
      payment: paymentState(participant, stored, order),
      products: lines.map(({ row, product, optionNames }) => groupLine(row, product, optionNames)),
      // Once placed, the order holds what it holds: nothing of it is to be replaced any more.
      unavailable_products: order ? [] : unavailable.map(({ row, reason }) => ({ order_product_id: row.id, reason })),
      packaging_fee: stored?.packaging_fee ?? share.packagingFee,
      subtotal: stored?.subtotal ?? share.subtotal,
      delivery_fee: stored?.delivery_fee ?? share.deliveryFee,
      pay_extra: stored?.pay_extra ?? share.payExtra,
      total: stored?.total ?? share.total,
      amount_due: order && stored ? placedAmountDue(participant.id, order) : amountDue,
      // Nobody pays before the order is placed.
      amount_pending: order && stored ? placedAmountPending(participant.id, order) : amountDue,
      // Once placed, what each pays is settled: the order could not have been placed otherwise.
      card_minimum_unmet: order ? null : cardMinimumUnmet(app, group, amountDue, amounts.currency),
    };
  });
  // One who left (gave up, or was removed: perhaps a stranger the link reached) is told so, and
  // shown nobody's food, shares or order.
  const shown = me.left_at === null ? panel : [];
  const organiser = amounts.members.find((member) => member.participant.is_admin);
  // Once placed the minimum was met: the order could not have been placed otherwise.
  const minimum = order ? { minimum: 0, missing: 0 } : groupOrderMinimum(group, amounts);
  return {
    // Nor the link now, which the organiser may have made new to keep them out: the one they asked by.
    link: me.left_at === null ? group.link : askedLink,
    status: group.status,
    store_id: group.store_id,
    store_name: stores.find((store) => store.id === group.store_id)?.name ?? '',
    delivery_type: group.delivery_type,
    payment_mode: group.payment_mode,
    group_order_payment_type: group.payment_type,
    group_order_pay_extra: Number(group.pay_extra),
    organiser_name: organiser?.participant.name ?? '',
    me: { id: me.id, is_admin: me.is_admin, left: me.left_at !== null, removed: me.removed, ...myPayment(group, me, order), shares_to_pay: sharesToPay(me, order) },
    participants: shown,
    delivery_fee: order?.delivery_fee ?? amounts.order.deliveryFee,
    minimum_order: minimum.minimum,
    missing_for_minimum: minimum.missing,
    total: roundMoney(shown.reduce((sum, participant) => sum + participant.total, 0)),
    order: order && me.left_at === null ? { payment_method: order.payment_method, total: order.total, paid: order.paid, cancelled_unpaid: order.abandoned } : null,
  };
}
