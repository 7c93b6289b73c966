import type { Cart } from 'shared-contracts/types/cart';
import { cartTotal } from 'shared-contracts/pricing/cart-total';
import { deliveryFee } from 'shared-contracts/pricing/delivery-fee';
import { freeProductsDiscount, isFreeItemsVoucher, subtotalAfterFreeItems } from 'shared-contracts/pricing/free-products-discount';
import { packagingFee } from 'shared-contracts/pricing/packaging-fee';
import { productLineValue } from 'shared-contracts/pricing/product-price';
import { roundMoney } from 'shared-contracts/pricing/round-money';
import { voucherValue } from 'shared-contracts/pricing/voucher-value';

/**
 * Spec §3 cost lines, plus the free-items discount already taken off the subtotal. Read in this
 * order they add up: total products + packaging fee - free items = subtotal (spec §9);
 * subtotal - voucher - points = total with benefits; + delivery fee + group extra = total.
 */
export interface CostLines {
  subtotal: number;
  deliveryFee: number;
  packagingFee: number;
  /** The products at their prices (sizes and options included), before packaging and free items. */
  totalProducts: number;
  /** Percent or currency voucher; free-item vouchers show in `freeProductsDiscount` instead. */
  voucherValue: number;
  freeProductsDiscount: number;
  totalWithBenefits: number;
  total: number;
}

/**
 * Currencies charged in whole units: Stripe's zero-decimal ones, ISK, and HUF and TWD, which PayPal
 * takes only whole. An amount with decimals in them cannot be charged as it is (the providers
 * refuse it rather than round it), so it must not be the order's amount in the first place.
 */
const WHOLE_UNIT_CURRENCIES = new Set(['BIF', 'CLP', 'DJF', 'GNF', 'HUF', 'ISK', 'JPY', 'KMF', 'KRW', 'MGA', 'PYG', 'RWF', 'TWD', 'UGX', 'VND', 'VUV', 'XAF', 'XOF', 'XPF']);

/**
 * The decimals money in the brand's `currency` is rounded to: spec §9's 2, or 0 in a currency
 * charged in whole units (15 % off 990 JPY is 149 off, 841 to pay, never 841.50). Kept out of
 * round-money.ts, which the homepage loads: only the cost lines and what shows them need it.
 */
export function moneyDecimals(currency: string | undefined): 0 | 2 {
  return currency !== undefined && WHOLE_UNIT_CURRENCIES.has(currency.toUpperCase()) ? 0 : 2;
}

/**
 * The one place cost lines are computed, in the browser and in the API. The free-items discount is
 * recomputed from the voucher rather than read from the cart, so a client cannot send its own
 * (ARCHITECTURE §3.5), and it is not taken off twice: it lives in the subtotal, not the voucher line.
 * Loyalty points count as money (the value of one point is not shown in the spec). Every line is
 * rounded to the brand's `currency` (moneyDecimals), so the browser shows and the API stores a
 * total the payment providers can charge; without a currency, to cents.
 */
export function cartCostLines(cart: Cart, options: { isGroupOrderAdmin?: boolean; currency?: string } = {}): CostLines {
  const decimals = moneyDecimals(options.currency);
  const round = (value: number) => roundMoney(value, decimals);
  const freeItems = freeProductsDiscount(cart.voucher, cart.products, cart.delivery_type);
  const subtotal = round(subtotalAfterFreeItems(cart));
  const voucher = isFreeItemsVoucher(cart.voucher) ? 0 : round(voucherValue(cart.voucher, cart.products, subtotal));
  const fee = round(deliveryFee({
    area: cart.delivery_area,
    deliveryType: cart.delivery_type,
    subtotal,
    voucher: cart.voucher,
    voucherValue: voucher,
    products: cart.products,
    groupOrderPayExtra: cart.group_order_pay_extra,
    groupPaymentType: cart.group_order_payment_type,
    isGroupOrderAdmin: options.isGroupOrderAdmin ?? cart.group_order_admin,
    isGroupOrder: cart.group_order,
  }));
  return {
    subtotal,
    deliveryFee: fee,
    packagingFee: round(packagingFee(cart.products, cart.delivery_type)),
    totalProducts: round(cart.products.reduce((sum, product) => sum + productLineValue(product), 0)),
    voucherValue: voucher,
    freeProductsDiscount: round(freeItems?.value ?? 0),
    totalWithBenefits: round(Math.max(0, subtotal - voucher - cart.loyalty_points)),
    total: round(cartTotal({
      subtotal,
      deliveryFee: fee,
      voucherValue: voucher,
      loyaltyPoints: cart.loyalty_points,
      groupOrderPayExtra: cart.group_order_pay_extra,
    })),
  };
}
