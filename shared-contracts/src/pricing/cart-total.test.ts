import { cartTotal } from './cart-total';

describe('cartTotal', () => {
  it('adds the fee and takes off voucher and points', () => {
    // 50 + 7 - 5.5 - 3 = 48.50
    expect(cartTotal({ subtotal: 50, deliveryFee: 7, voucherValue: 5.5, loyaltyPoints: 3, groupOrderPayExtra: 0 })).toBe(48.5);
  });

  it('floors at 0 before the group extra is added', () => {
    // 10 + 0 - 8 - 5 = -3 -> 0, + 4 extra = 4
    expect(cartTotal({ subtotal: 10, deliveryFee: 0, voucherValue: 8, loyaltyPoints: 5, groupOrderPayExtra: 4 })).toBe(4);
  });

  it('adds the group extra', () => {
    // 20 + 5 - 0 - 0 = 25, + 12.25 = 37.25
    expect(cartTotal({ subtotal: 20, deliveryFee: 5, voucherValue: 0, loyaltyPoints: 0, groupOrderPayExtra: 12.25 })).toBe(37.25);
  });

  it('rounds to cents', () => {
    // 0.1 + 0.2 = 0.30000000000000004 -> 0.3
    expect(cartTotal({ subtotal: 0.1, deliveryFee: 0.2, voucherValue: 0, loyaltyPoints: 0, groupOrderPayExtra: 0 })).toBe(0.3);
  });
});
