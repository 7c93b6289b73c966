import { emptyCart, type Cart } from '../types/cart';
import { cartCostLines, moneyDecimals } from './cost-lines';
import { cartProduct } from './test-support/cart-product';
import { deliveryArea } from './test-support/delivery-area';
import { voucher } from './test-support/voucher';

// 2 x (15 + pack 1) and 1 x 8 (no pack)
const products = [
  cartProduct({ id: 1, quantity: 2, price: 15, pack_price: 1 }),
  cartProduct({ id: 2, quantity: 1, price: 8 }),
];

function cart(fields: Partial<Cart> = {}): Cart {
  return { ...emptyCart(), products, ...fields };
}

describe('cartCostLines', () => {
  it('composes the lines of a delivery with a percent voucher and points', () => {
    const lines = cartCostLines(
      cart({
        delivery_type: 'delivery',
        delivery_area: deliveryArea({ transport_price: 6 }),
        voucher: voucher({ value_type: 'percent', value: 10 }),
        loyalty_points: 2,
      }),
    );
    // subtotal: 2 x (15 + 1) + 8 = 40; packaging 2 x 1 = 2
    // voucher: 10 % of products 2 x 15 + 8 = 38 -> 3.80
    // with benefits: 40 - 3.80 - 2 = 34.20; total: 40 + 6 - 3.80 - 2 = 40.20
    expect(lines).toEqual({
      subtotal: 40,
      deliveryFee: 6,
      packagingFee: 2,
      totalProducts: 38,
      voucherValue: 3.8,
      freeProductsDiscount: 0,
      totalWithBenefits: 34.2,
      total: 40.2,
    });
  });

  it('leaves packaging and the delivery fee out at a table', () => {
    const lines = cartCostLines(cart({ delivery_type: 'table', delivery_area: deliveryArea({ transport_price: 6 }) }));
    // 2 x 15 + 8 = 38
    expect(lines).toMatchObject({ subtotal: 38, packagingFee: 0, deliveryFee: 0, total: 38 });
  });

  it('takes free items off the subtotal once, recomputed from the voucher', () => {
    const lines = cartCostLines(
      cart({
        voucher: voucher({ value_type: 'products', free_products: [2], no_of_free_products: 1 }),
        // a forged client value is ignored
        discount_free_products: { name: 'FORGED', value: 39 },
      }),
    );
    // 40 - free product 2 (8) = 32; the voucher line stays 0 so the 8 is not taken twice
    expect(lines).toMatchObject({ subtotal: 32, voucherValue: 0, freeProductsDiscount: 8, total: 32 });
  });

  it('gives lines that add up when free items come off: products + packaging - free items = subtotal', () => {
    const lines = cartCostLines(
      cart({ voucher: voucher({ value_type: 'products', free_products: [2], no_of_free_products: 1 }) }),
    );
    // products 2 x 15 + 8 = 38; + packaging 2 - free product 2 (8) = subtotal 32
    expect(lines).toMatchObject({ totalProducts: 38, packagingFee: 2, freeProductsDiscount: 8, subtotal: 32 });
    expect(lines.totalProducts + lines.packagingFee - lines.freeProductsDiscount).toBe(lines.subtotal);
  });

  it('ignores a free-products discount without a voucher', () => {
    const lines = cartCostLines(cart({ discount_free_products: { name: 'FORGED', value: 39 } }));
    expect(lines.subtotal).toBe(40);
  });

  it('adds the group extra and charges the fee only to the admin of a total group order', () => {
    const group = cart({
      delivery_type: 'delivery',
      delivery_area: deliveryArea({ transport_price: 6 }),
      group_order: true,
      group_order_payment_type: 'total',
      group_order_pay_extra: 25,
    });
    // participant: 40 + 0 fee + 25 extra = 65
    expect(cartCostLines(group).total).toBe(65);
    // admin: 40 + 6 + 25 = 71
    expect(cartCostLines(group, { isGroupOrderAdmin: true }).total).toBe(71);
  });

  it('prices in whole units in a currency charged without decimals, so the total can be paid', () => {
    // 15 % off 990 JPY is 148.50 in cents; JPY has no half yen: 149 off, 841 to pay.
    const jpy = cart({ products: [cartProduct({ price: 990 })], voucher: voucher({ value_type: 'percent', value: 15 }) });
    expect(cartCostLines(jpy, { currency: 'JPY' })).toMatchObject({ subtotal: 990, voucherValue: 149, totalWithBenefits: 841, total: 841 });
    expect(cartCostLines(jpy, { currency: 'huf' }).total).toBe(841);
    // 10 % off 7 x 333 KRW = 233.10 off 2331: 233 off, 2098 with a fee of 1000 added.
    const krw = cart({
      delivery_type: 'delivery',
      delivery_area: deliveryArea({ transport_price: 1000 }),
      products: [cartProduct({ price: 333, quantity: 7 })],
      voucher: voucher({ value_type: 'percent', value: 10 }),
    });
    expect(cartCostLines(krw, { currency: 'KRW' })).toMatchObject({ subtotal: 2331, voucherValue: 233, deliveryFee: 1000, total: 3098 });
    // Other currencies keep their cents, and so does a cart priced without a currency.
    expect(cartCostLines(jpy, { currency: 'EUR' })).toMatchObject({ voucherValue: 148.5, total: 841.5 });
    expect(cartCostLines(jpy).total).toBe(841.5);
  });
});

describe('moneyDecimals', () => {
  it('is 0 in the currencies the payment providers charge only whole, 2 otherwise', () => {
    // Stripe's zero-decimal currencies, and HUF and TWD, which PayPal takes only whole.
    for (const code of ['JPY', 'krw', 'VND', 'CLP', 'XOF', 'HUF', 'TWD', 'ISK']) expect(moneyDecimals(code)).toBe(0);
    for (const code of ['RON', 'EUR', 'usd', 'GBP', 'MXN']) expect(moneyDecimals(code)).toBe(2);
    expect(moneyDecimals(undefined)).toBe(2);
  });
});
