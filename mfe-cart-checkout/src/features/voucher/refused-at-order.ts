import { atom } from 'nanostores';
import { $cart, updateCart } from 'shared-contracts/stores/cart';
import { $typedVoucherCode } from './typed-voucher-code';

/**
 * Why the API refused the cart's voucher when the order was placed (another order of the account
 * used it first): said at the voucher's field until a code is typed, applied or removed there, or
 * the order is tried again.
 */
export const $voucherRefusedAtOrder = atom<string | null>(null);

/**
 * The voucher the order was refused for is dropped, as one found refused on a recheck is: kept, the
 * order would be refused for it at every try. Its code goes back into the field, the reason under it.
 */
export function voucherRefusedAtOrder(reason: string): void {
  const code = $cart.get().voucher?.code;
  if (code) {
    $typedVoucherCode.set(code);
    updateCart({ voucher: null });
  }
  $voucherRefusedAtOrder.set(reason);
}
