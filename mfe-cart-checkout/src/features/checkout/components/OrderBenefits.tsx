import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { cartCostLines } from 'shared-contracts/pricing/cost-lines';
import { missingForVoucher } from 'shared-contracts/pricing/voucher-minimum';
import { updateCart } from 'shared-contracts/stores/cart';
import { $settings } from 'shared-contracts/stores/settings';
import { $loggedIn } from 'shared-contracts/stores/user';
import type { Cart } from 'shared-contracts/types/cart';
import { RemoteSlot } from 'shared-contracts/ui/RemoteSlot';
import { LoyaltyPointsField } from '../../loyalty/components/LoyaltyPointsField';
import { VoucherField } from '../../voucher/components/VoucherField';

interface OrderBenefitsProps {
  cart: Cart;
  currency: string;
  /** Told whether the bonus points entered are incorrect: the order waits until they are mended. */
  onPointsIncorrect: (incorrect: boolean) => void;
}

/**
 * What a customer's own order may take off its price (spec §5): one voucher, and bonus points for a
 * signed-in customer; a guest is invited to an account for them (spec §6, the account team's
 * widget). The same at the checkout and at a table, where the API takes both too: a voucher kept
 * from the checkout must be seen, and removable, wherever the order is sent.
 */
export function OrderBenefits({ cart, currency, onPointsIncorrect }: OrderBenefitsProps) {
  const settings = useStore($settings);
  const loggedIn = useStore($loggedIn);
  const vouchersOff = settings?.has_vouchers === false;
  const loyaltyOn = settings?.loyalty.active === 1;
  const loyaltyOff = settings !== null && !loyaltyOn;

  useEffect(() => {
    // A voucher from before the brand turned vouchers off: the API refuses it, and its field is gone.
    if (vouchersOff && cart.voucher) updateCart({ voucher: null });
  }, [vouchersOff, cart.voucher]);

  useEffect(() => {
    // Likewise bonus points entered before the brand turned loyalty off: the points field is gone.
    if (loyaltyOff && cart.loyalty_points > 0) updateCart({ loyalty_points: 0 });
  }, [loyaltyOff, cart.loyalty_points]);

  return (
    <>
      {!vouchersOff && <VoucherField voucher={cart.voucher} currency={currency} missing={missingForVoucher(cart.voucher, cart)} />}
      {!loggedIn && <RemoteSlot remote="account" module="./GuestInvitation" props={{ place: 'checkout' }} />}
      {loggedIn && loyaltyOn && (
        <LoyaltyPointsField payable={cartCostLines({ ...cart, loyalty_points: 0 }, { currency }).totalWithBenefits} points={cart.loyalty_points} onIncorrect={onPointsIncorrect} />
      )}
    </>
  );
}
