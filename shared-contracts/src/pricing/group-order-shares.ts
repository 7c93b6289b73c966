import { cartCostLines, moneyDecimals, type CostLines } from 'shared-contracts/pricing/cost-lines';
import { roundMoney } from 'shared-contracts/pricing/round-money';
import { emptyCart, type Cart, type CartProduct, type GroupOrderPaymentType } from 'shared-contracts/types/cart';
import type { DeliveryArea } from 'shared-contracts/types/delivery-area';

/** What the money of a group order depends on besides the lines: one store, one delivery. */
export interface GroupOrderTerms {
  storeId: number;
  deliveryType: 'pickup' | 'delivery';
  area: DeliveryArea | null;
  /** Spec §3 group_order_payment_type: split (the fee is shared) or total (the organiser pays it). */
  paymentType: GroupOrderPaymentType;
  /** Spec §3 group_order_pay_extra: the organiser's "+ group extra" of spec §9. */
  payExtra: number;
  /** The brand's currency (ISO 4217): in one without minor units the fee is shared in whole units. */
  currency?: string;
}

export interface GroupMember {
  id: number;
  isOrganiser: boolean;
  products: CartProduct[];
}

/** One participant's part of the group's order. */
export interface GroupShare {
  id: number;
  subtotal: number;
  packagingFee: number;
  deliveryFee: number;
  payExtra: number;
  total: number;
}

/**
 * The organiser's cart for the group's one order: everyone's lines, one delivery. As the admin's
 * cart (spec §6) it carries the delivery fee and the extra, so the checkout's cost lines of this
 * cart are exactly the order the API places.
 */
export function groupOrderCart(terms: GroupOrderTerms, products: CartProduct[]): Cart {
  return {
    ...emptyCart(),
    store_id: terms.storeId,
    delivery_type: terms.deliveryType,
    delivery_area: terms.deliveryType === 'delivery' ? terms.area : null,
    products,
    group_order: true,
    group_order_admin: true,
    group_order_payment_type: terms.paymentType,
    group_order_pay_extra: terms.payExtra,
  };
}

/**
 * The fair split of one delivery fee (payment type split): each pays the part of the fee that
 * their food is of the order's food, so one who orders a drink does not pay as much of the
 * courier as one who orders a feast, and nobody with nothing in the order pays for it. The fee is
 * split in the currency's smallest charged unit (cents, or whole yen); units left over by rounding
 * go to the largest remainders (the earlier participant on a tie), so the parts always add up to
 * the fee as charged. With no food at all the organiser carries the fee.
 */
export function shareDeliveryFee(fee: number, subtotals: number[], organiserIndex: number, currency?: string): number[] {
  // Whole units where the currency is charged so: shares in hundredths would each be rounded when
  // charged (500 JPY over three: 166.67 each, 501 charged). A fee with decimals (a price set so)
  // stays split in cents: the parts must add up to the fee.
  const perMajor = moneyDecimals(currency) === 0 && Number.isInteger(fee) ? 1 : 100;
  const units = (amount: number) => Math.round(amount * perMajor);
  const total = subtotals.reduce((sum, subtotal) => sum + units(subtotal), 0);
  if (total === 0) return subtotals.map((_, index) => (index === organiserIndex ? fee : 0));
  const feeUnits = units(fee);
  const exact = subtotals.map((subtotal) => (feeUnits * units(subtotal)) / total);
  const parts = exact.map(Math.floor);
  let left = feeUnits - parts.reduce((sum, part) => sum + part, 0);
  const byRemainder = exact.map((value, index) => ({ index, remainder: value - Math.floor(value) })).sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    parts[index]! += 1;
    left -= 1;
  }
  return parts.map((part) => part / perMajor);
}

/**
 * The group's one order and each participant's share of it, with the pricing of spec §9: the
 * order is priced as the organiser's cart of every line; each share is its own food (with its
 * packaging), its part of the delivery fee (spec §6: with payment type total the organiser's
 * alone; split: shared by shareDeliveryFee) and, for the organiser, the group extra. Each share
 * is rounded as the order is, to the currency's decimals (moneyDecimals), so the shares add up to
 * the order's total in its smallest charged unit and each can be charged (never 500.5 yen); the
 * same function prices the panel, the placed order and each share's payment, so what a
 * participant sees is what is charged.
 */
export function groupOrderShares(terms: GroupOrderTerms, members: GroupMember[]): { order: CostLines; shares: GroupShare[] } {
  const currency = terms.currency;
  const round = (value: number) => roundMoney(value, moneyDecimals(currency));
  const order = cartCostLines(groupOrderCart(terms, members.flatMap((member) => member.products)), { currency });
  const own = members.map((member) => cartCostLines({ ...emptyCart(), store_id: terms.storeId, delivery_type: terms.deliveryType, products: member.products }, { currency }));
  const organiser = Math.max(0, members.findIndex((member) => member.isOrganiser));
  const fees =
    terms.paymentType === 'total'
      ? members.map((_, index) => (index === organiser ? order.deliveryFee : 0))
      : shareDeliveryFee(order.deliveryFee, own.map((lines) => lines.subtotal), organiser, terms.currency);
  const shares = members.map((member, index) => {
    const lines = own[index]!;
    // An extra stored finer than the currency (before starting refused one) is rounded as the order's total rounds it.
    const payExtra = index === organiser ? round(terms.payExtra) : 0;
    return {
      id: member.id,
      subtotal: lines.subtotal,
      packagingFee: lines.packagingFee,
      deliveryFee: fees[index]!,
      payExtra,
      total: round(lines.subtotal + fees[index]! + payExtra),
    };
  });
  return { order, shares };
}

/**
 * What each participant pays: their own share, plus the shares of those they pay for (the
 * organiser paying for someone takes that share over); 0 for one whose share someone else pays.
 */
export function amountsDue(shares: GroupShare[], payerOf: (participantId: number) => number): Map<number, number> {
  const due = new Map(shares.map((share) => [share.id, 0]));
  for (const share of shares) {
    const payer = payerOf(share.id);
    due.set(payer, roundMoney((due.get(payer) ?? 0) + share.total));
  }
  return due;
}
