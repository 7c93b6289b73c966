import { isBelowMinimumOrder, minimumOrderValue } from './minimum-order-value';
import { deliveryArea } from './test-support/delivery-area';

const fixed = deliveryArea({ fee_type: 'fixed', min_order_value: 30 });
const range = deliveryArea({
  fee_type: 'range',
  min_order_value: 99,
  fees: [
    { from_value: 50, to_value: 80, fee: 3 },
    { from_value: 25, to_value: 50, fee: 6 },
  ],
});

describe('minimumOrderValue', () => {
  it('is the area minimum for a fixed-fee delivery', () => {
    expect(minimumOrderValue('delivery', fixed)).toBe(30);
  });

  it('is the first range fee from_value for a range delivery', () => {
    // lowest band starts at 25 (min_order_value 99 is not used)
    expect(minimumOrderValue('delivery', range)).toBe(25);
  });

  it('is 0 for pickup, table and a delivery without an area', () => {
    expect(minimumOrderValue('pickup', fixed)).toBe(0);
    expect(minimumOrderValue('table', fixed)).toBe(0);
    expect(minimumOrderValue('delivery', null)).toBe(0);
  });
});

describe('isBelowMinimumOrder', () => {
  it('compares the subtotal with the minimum', () => {
    expect(isBelowMinimumOrder(29.99, 'delivery', fixed)).toBe(true);
    expect(isBelowMinimumOrder(30, 'delivery', fixed)).toBe(false);
    expect(isBelowMinimumOrder(1, 'pickup', fixed)).toBe(false);
  });
});
