import { $cart, updateCart } from 'shared-contracts/stores/cart';
import { checkVoucher } from './api/check-voucher';

export type ApplyVoucherResult = 'applied' | 'invalid' | 'not_applicable';

/**
 * Spec §5: one voucher per order, so a new code replaces the old one. The cart store values it
 * (and drops it when it is worth nothing on this cart, spec §4).
 */
export async function applyVoucher(code: string): Promise<ApplyVoucherResult> {
  const voucher = await checkVoucher(code.trim());
  if (!voucher) return 'invalid';
  updateCart({ voucher });
  return $cart.get().voucher ? 'applied' : 'not_applicable';
}

export function removeVoucher(): void {
  updateCart({ voucher: null });
}
