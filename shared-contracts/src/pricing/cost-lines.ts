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
 * The one place cost lines are computed, in the browser and in the API. The free-items discount is
 * recomputed from the voucher rather than read from the cart, so a client cannot send its own
 * (ARCHITECTURE §3.5), and it is not taken off twice: it lives in the subtotal, not the voucher line.
 * Loyalty points count as money (the value of one point is not shown in the spec).
 */
export function cartCostLines(cart: Cart, options: { isGroupOrderAdmin?: boolean } = {}): CostLines {
  const freeItems = freeProductsDiscount(cart.voucher, cart.products, cart.delivery_type);
  const subtotal = subtotalAfterFreeItems(cart);
  const voucher = isFreeItemsVoucher(cart.voucher) ? 0 : voucherValue(cart.voucher, cart.products, subtotal);
  const fee = deliveryFee({
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
  });
  return {
    subtotal,
    deliveryFee: fee,
    packagingFee: roundMoney(packagingFee(cart.products, cart.delivery_type)),
    totalProducts: roundMoney(cart.products.reduce((sum, product) => sum + productLineValue(product), 0)),
    voucherValue: voucher,
    freeProductsDiscount: freeItems?.value ?? 0,
    totalWithBenefits: roundMoney(Math.max(0, subtotal - voucher - cart.loyalty_points)),
    total: cartTotal({
      subtotal,
      deliveryFee: fee,
      voucherValue: voucher,
      loyaltyPoints: cart.loyalty_points,
      groupOrderPayExtra: cart.group_order_pay_extra,
    }),
  };
}
