import { deliveryFee, type DeliveryFeeInput } from './delivery-fee';
import { cartProduct } from './test-support/cart-product';
import { deliveryArea } from './test-support/delivery-area';
import { voucher } from './test-support/voucher';

const fixed = deliveryArea({ fee_type: 'fixed', transport_price: 7, min_order_free_transport: 100 });
// bands: [30, 60) -> 10, [60, 90) -> 5; listed out of order on purpose
const range = deliveryArea({
  fee_type: 'range',
  fees: [
    { from_value: 60, to_value: 90, fee: 5 },
    { from_value: 30, to_value: 60, fee: 10 },
  ],
});

function input(fields: Partial<DeliveryFeeInput> = {}): DeliveryFeeInput {
  return {
    area: fixed,
    deliveryType: 'delivery',
    subtotal: 50,
    voucher: null,
    voucherValue: 0,
    products: [cartProduct({ price: 50 })],
    groupOrderPayExtra: 0,
    groupPaymentType: 'split',
    isGroupOrderAdmin: false,
    isGroupOrder: false,
    ...fields,
  };
}

describe('deliveryFee', () => {
  it('charges the fixed transport price', () => {
    expect(deliveryFee(input())).toBe(7);
  });

  it('waives the fixed fee once min_order_free_transport is reached', () => {
    expect(deliveryFee(input({ subtotal: 99.99 }))).toBe(7);
    expect(deliveryFee(input({ subtotal: 100 }))).toBe(0);
    expect(deliveryFee(input({ area: deliveryArea({ min_order_free_transport: null }), subtotal: 1000 }))).toBe(7);
  });

  it('takes the range fee whose [from, to) holds the subtotal', () => {
    expect(deliveryFee(input({ area: range, subtotal: 30 }))).toBe(10);
    expect(deliveryFee(input({ area: range, subtotal: 59.99 }))).toBe(10);
    // 60 is the start of the second band (to_value is exclusive)
    expect(deliveryFee(input({ area: range, subtotal: 60 }))).toBe(5);
  });

  it('takes the first range fee below the first range, and 0 above the last', () => {
    expect(deliveryFee(input({ area: range, subtotal: 12 }))).toBe(10);
    expect(deliveryFee(input({ area: range, subtotal: 90 }))).toBe(0);
  });

  it('is 0 for pickup, table or without an area', () => {
    expect(deliveryFee(input({ deliveryType: 'pickup' }))).toBe(0);
    expect(deliveryFee(input({ deliveryType: 'table' }))).toBe(0);
    expect(deliveryFee(input({ area: null }))).toBe(0);
  });

  it('is 0 when the voucher covers the subtotal', () => {
    const currency = voucher({ value_type: 'currency', value: 50 });
    expect(deliveryFee(input({ voucher: currency, voucherValue: 50, subtotal: 50 }))).toBe(0);
    expect(deliveryFee(input({ voucher: currency, voucherValue: 49.99, subtotal: 50 }))).toBe(7);
  });

  it('is 0 when the voucher is not for delivery', () => {
    expect(deliveryFee(input({ voucher: voucher({ for_delivery: false }), voucherValue: 5 }))).toBe(0);
  });

  it('charges the fee while a voucher not for delivery waits for its own minimum', () => {
    // 50 of products, the voucher from 80: it takes nothing off yet, the fee included.
    expect(deliveryFee(input({ voucher: voucher({ for_delivery: false, min_order_value: 80 }) }))).toBe(7);
    expect(deliveryFee(input({ voucher: voucher({ for_delivery: false, min_order_value: 50 }), voucherValue: 5 }))).toBe(0);
  });

  it('is 0 for an empty cart unless there is a group extra', () => {
    expect(deliveryFee(input({ products: [] }))).toBe(0);
    expect(deliveryFee(input({ products: [], groupOrderPayExtra: 20 }))).toBe(7);
  });

  it('charges only the admin of a group order paid in total', () => {
    const group = { isGroupOrder: true, groupPaymentType: 'total' as const };
    expect(deliveryFee(input({ ...group, isGroupOrderAdmin: false }))).toBe(0);
    expect(deliveryFee(input({ ...group, isGroupOrderAdmin: true }))).toBe(7);
    expect(deliveryFee(input({ isGroupOrder: true, groupPaymentType: 'split', isGroupOrderAdmin: false }))).toBe(7);
  });
});
