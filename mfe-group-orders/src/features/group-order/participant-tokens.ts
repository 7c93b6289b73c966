import { leaveGroupOrder, updateCart } from 'shared-contracts/stores/cart';

const KEY = 'group_orders.participant_tokens';

/**
 * Each group order's participant_token on this device, by share link, so a reload or a second tab
 * finds the panel again. The cart carries the token of the group order in use (spec §3).
 */
function tokens(): Record<string, string> {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? '{}') as unknown;
    return typeof stored === 'object' && stored !== null ? (stored as Record<string, string>) : {};
  } catch {
    return {};
  }
}

export function participantTokenFor(link: string): string | null {
  return tokens()[link] ?? null;
}

/** Remembers the token and puts the cart into the group order (spec §3 group fields). */
export function enterGroupOrder(link: string, token: string, fields: { admin: boolean; paymentType: 'split' | 'total'; payExtra: number }): void {
  localStorage.setItem(KEY, JSON.stringify({ ...tokens(), [link]: token }));
  updateCart({
    group_order: true,
    participant_token: token,
    group_order_admin: fields.admin,
    group_order_payment_type: fields.paymentType,
    group_order_pay_extra: fields.payExtra,
  });
}

/** Spec §4: leaving resets the group fields, voucher, loyalty points and products. */
export function forgetGroupOrder(link: string): void {
  const { [link]: _left, ...rest } = tokens();
  localStorage.setItem(KEY, JSON.stringify(rest));
  leaveGroupOrder();
}
