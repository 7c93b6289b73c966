import { amountsDue, groupOrderShares, shareDeliveryFee, type GroupOrderTerms } from './group-order-shares';
import { cartProduct } from './test-support/cart-product';
import { deliveryArea } from './test-support/delivery-area';

const delivery = (fields: Partial<GroupOrderTerms> = {}): GroupOrderTerms => ({
  storeId: 1, deliveryType: 'delivery', area: deliveryArea({ transport_price: 10 }), paymentType: 'split', payExtra: 0, ...fields,
});

// Olga (organiser) 2 x 15 with pack 1; Ana 1 x 8; Ben nothing.
const members = [
  { id: 1, isOrganiser: true, products: [cartProduct({ id: 1, quantity: 2, price: 15, pack_price: 1 })] },
  { id: 2, isOrganiser: false, products: [cartProduct({ id: 2, quantity: 1, price: 8 })] },
  { id: 3, isOrganiser: false, products: [] },
];

describe('groupOrderShares', () => {
  it('shares one delivery fee in proportion to each one\'s food, and adds up to the order to the cent', () => {
    const { order, shares } = groupOrderShares(delivery({ payExtra: 2.5 }), members);
    // One order: 32 + 8 = 40, one fee of 10, the extra 2.50.
    expect(order).toMatchObject({ subtotal: 40, packagingFee: 2, deliveryFee: 10, total: 52.5 });
    // 32/40 of 10 = 8 and 8/40 of 10 = 2; Ben, with nothing, pays nothing.
    expect(shares).toEqual([
      { id: 1, subtotal: 32, packagingFee: 2, deliveryFee: 8, payExtra: 2.5, total: 42.5 },
      { id: 2, subtotal: 8, packagingFee: 0, deliveryFee: 2, payExtra: 0, total: 10 },
      { id: 3, subtotal: 0, packagingFee: 0, deliveryFee: 0, payExtra: 0, total: 0 },
    ]);
    expect(shares.reduce((sum, share) => sum + share.total, 0)).toBe(order.total);
  });

  it('leaves the whole fee to the organiser with payment type total (spec §6)', () => {
    const { order, shares } = groupOrderShares(delivery({ paymentType: 'total' }), members);
    expect(shares.map((share) => share.deliveryFee)).toEqual([10, 0, 0]);
    expect(shares.map((share) => share.total)).toEqual([42, 8, 0]);
    expect(order.total).toBe(50);
  });

  it('prices the fee on the whole group: the free-delivery threshold counts everyone\'s food', () => {
    const { order, shares } = groupOrderShares(delivery({ area: deliveryArea({ transport_price: 10, min_order_free_transport: 35 }) }), members);
    // Neither Olga (32) nor Ana (8) reaches 35 alone; together they do.
    expect(order.deliveryFee).toBe(0);
    expect(shares.map((share) => share.deliveryFee)).toEqual([0, 0, 0]);
  });

  it('in JPY the shares are whole yen and add up to the order exactly (3 x 1000 + a fee of 500)', () => {
    const trio = [1, 2, 3].map((id) => ({ id, isOrganiser: id === 1, products: [cartProduct({ id, quantity: 1, price: 1000 })] }));
    const { order, shares } = groupOrderShares(delivery({ area: deliveryArea({ transport_price: 500 }), currency: 'JPY' }), trio);
    expect(order.total).toBe(3500);
    expect(shares.map((share) => share.total)).toEqual([1167, 1167, 1166]);
  });

  it('in JPY rounds each share to whole yen as the order is rounded, so an extra of 0.5 leaves no share of 500.5 to charge', () => {
    const pair = [1, 2].map((id) => ({ id, isOrganiser: id === 1, products: [cartProduct({ id, quantity: 1, price: 500 })] }));
    const { order, shares } = groupOrderShares(delivery({ deliveryType: 'pickup', payExtra: 0.5, currency: 'JPY' }), pair);
    expect(order.total).toBe(1001);
    expect(shares.map(({ payExtra, total }) => [payExtra, total])).toEqual([[1, 501], [0, 500]]);
    expect(shares.reduce((sum, share) => sum + share.total, 0)).toBe(order.total);
  });

  it('has no delivery fee for pickup', () => {
    const { shares } = groupOrderShares(delivery({ deliveryType: 'pickup' }), members);
    expect(shares.map((share) => share.total)).toEqual([32, 8, 0]);
  });
});

describe('shareDeliveryFee', () => {
  it('gives the cents rounding leaves over to the largest remainders, never losing or adding one', () => {
    // 10 over three equal parts: 3.34, 3.33, 3.33.
    expect(shareDeliveryFee(10, [5, 5, 5], 0)).toEqual([3.34, 3.33, 3.33]);
    const parts = shareDeliveryFee(7.99, [12.5, 3.1, 0, 44.99], 0);
    expect(Math.round(parts.reduce((sum, part) => sum + part, 0) * 100)).toBe(799);
    expect(parts[2]).toBe(0);
  });

  it('shares in whole units in a currency charged without decimals, so the charged shares add up to the fee', () => {
    // 500 JPY over three equal parts: 167, 167, 166 (in hundredths each would be 166.67, charged 167: 501).
    expect(shareDeliveryFee(500, [1000, 1000, 1000], 0, 'JPY')).toEqual([167, 167, 166]);
    expect(shareDeliveryFee(500, [1000, 1000, 1000], 0, 'huf')).toEqual([167, 167, 166]);
    // A fee set with decimals stays split in cents, adding up to itself.
    expect(shareDeliveryFee(500.5, [1000, 1000, 1000], 0, 'JPY')).toEqual([166.84, 166.83, 166.83]);
    expect(shareDeliveryFee(10, [5, 5, 5], 0, 'EUR')).toEqual([3.34, 3.33, 3.33]);
  });

  it('puts a fee without any food on the organiser', () => {
    expect(shareDeliveryFee(6, [0, 0], 1)).toEqual([0, 6]);
  });
});

describe('amountsDue', () => {
  it('moves a share the organiser pays for onto the organiser', () => {
    const { shares } = groupOrderShares(delivery(), members);
    const due = amountsDue(shares, (id) => (id === 2 ? 1 : id));
    expect([...due]).toEqual([[1, 50], [2, 0], [3, 0]]);
  });
});
