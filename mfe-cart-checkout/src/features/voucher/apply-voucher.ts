import { $cart, updateCart } from 'shared-contracts/stores/cart';
import { checkVoucher } from './api/check-voucher';

/** Applied; refused by the API (with its reason when it gave one); or worth nothing on this cart. */
export type ApplyVoucherResult = { outcome: 'applied' } | { outcome: 'invalid'; reason: string | null } | { outcome: 'not_applicable' };

/**
 * Spec §5: one voucher per order, so a new code replaces the old one. The cart store values it
 * (and drops it when it is worth nothing on this cart, spec §4).
 */
export async function applyVoucher(code: string): Promise<ApplyVoucherResult> {
  const checked = await checkVoucher(code.trim());
  if ('refused' in checked) return { outcome: 'invalid', reason: checked.refused };
  updateCart({ voucher: checked.voucher });
  return $cart.get().voucher ? { outcome: 'applied' } : { outcome: 'not_applicable' };
}

export function removeVoucher(): void {
  updateCart({ voucher: null });
}
