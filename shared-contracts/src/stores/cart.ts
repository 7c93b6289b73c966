import { atom, computed } from 'nanostores';
import { emptyCart, MAX_LINE_QUANTITY } from 'shared-contracts/types/cart';
import type { Cart, CartProduct, DeliveryType } from 'shared-contracts/types/cart';
import { advanceOrderProduct } from 'shared-contracts/checkout/order-timing';
import { subtotalAfterFreeItems } from 'shared-contracts/pricing/free-products-discount';
import { withVoucherValue } from 'shared-contracts/stores/cart-voucher';
import { isSameCartLine } from 'shared-contracts/stores/same-cart-line';
import { notify } from 'shared-contracts/stores/notifications';
import { commonText } from 'shared-contracts/i18n/common/common-text';

/** The cart of spec §3; `startCartSync` mirrors it to localStorage and saves it on the server. */
export const $cart = atom<Cart>(emptyCart());

export const $cartCount = computed($cart, (cart) =>
  cart.products.reduce((count, product) => count + product.quantity, 0),
);

export const $cartSubtotal = computed($cart, (cart) => subtotalAfterFreeItems(cart));

/**
 * Every change goes through here, so the voucher follows whatever changes its value, and
 * only_for_later follows the products: a cart holding a product that needs advance ordering is for
 * later only (spec §4; removing the last such product, or the last product, turns it off).
 */
function saveCart(next: Cart): void {
  const current = $cart.get();
  const productsChanged = next.products !== current.products;
  const withFlag = productsChanged ? { ...next, only_for_later: advanceOrderProduct(next.products) !== undefined } : next;
  const valueMayChange = productsChanged || next.voucher !== current.voucher || next.delivery_type !== current.delivery_type;
  const saved = valueMayChange ? withVoucherValue(withFlag) : withFlag;
  $cart.set(saved);
  // Spec §4 drops a voucher worth nothing on the cart as it now is; the customer who applied it is told.
  if (current.voucher && next.voucher === current.voucher && !saved.voucher && saved.products.length > 0) {
    notify({ message: () => commonText('voucher.dropped'), kind: 'info' });
  }
}

/** Sets any cart fields, as a checkout form does. */
export function updateCart(patch: Partial<Cart>): void {
  saveCart({ ...$cart.get(), ...patch });
}

/**
 * Adds a line, or more of the same line. Returns whether it did: a line past MAX_LINE_QUANTITY is
 * refused as a whole, with a notice, and the cart stays as it was.
 */
export function addProduct(product: CartProduct): boolean {
  const { products } = $cart.get();
  const index = products.findIndex((line) => isSameCartLine(line, product));
  const quantity = product.quantity + (products[index]?.quantity ?? 0);
  if (quantity > MAX_LINE_QUANTITY) {
    notify({ message: () => commonText('cart.line_limit', { name: product.name, count: MAX_LINE_QUANTITY }), kind: 'warning' });
    return false;
  }
  if (index === -1) {
    saveCart({ ...$cart.get(), products: [...products, product] });
    return true;
  }
  saveCart({ ...$cart.get(), products: products.map((line, i) => (i === index ? { ...line, quantity } : line)) });
  return true;
}

/**
 * Spec §4: a quantity changes only when it is above 1 or the change is positive; it never goes
 * below 1 (removing a line is `removeProduct`) nor above MAX_LINE_QUANTITY, and moves by whole
 * numbers only. Returns whether it changed. A locked line (a group order's, spec §6: participants'
 * product changes go through the server) never changes here.
 */
export function changeQuantity(index: number, delta: number): boolean {
  const { products } = $cart.get();
  const line = products[index];
  if (!line || line.locked || !Number.isInteger(delta) || delta === 0 || (line.quantity <= 1 && delta < 0)) return false;
  const quantity = Math.max(1, line.quantity + delta);
  if (quantity > MAX_LINE_QUANTITY) return false;
  saveCart({ ...$cart.get(), products: products.map((p, i) => (i === index ? { ...p, quantity } : p)) });
  return true;
}

/** Spec §4: removing the last product also turns off only_for_later and removes the voucher. */
export function removeProduct(index: number): void {
  const cart = $cart.get();
  if (!cart.products[index] || cart.products[index].locked) return;
  const products = cart.products.filter((_, i) => i !== index);
  if (products.length > 0) {
    saveCart({ ...cart, products });
    return;
  }
  saveCart({ ...cart, products, only_for_later: false, voucher: null });
}

export function setDeliveryType(deliveryType: DeliveryType): void {
  updateCart({ delivery_type: deliveryType });
}

/**
 * Payment methods are offered per store (one store has no card terminal at its counter), so a
 * method chosen at the old store is chosen again at the new one rather than refused at the end.
 */
export function setStore(storeId: number | null): void {
  if ($cart.get().store_id === storeId) return;
  updateCart({ store_id: storeId, payment_method: null });
}

/** Spec §2: the optional traffic_source query parameter is kept on the cart. */
export function setTrafficSource(source: string | null): void {
  updateCart({ traffic_source: source });
}

/** Spec §4: after an order the products, notes, flags, voucher, pickup type, points and traffic source go. */
export function clearAfterOrder(): void {
  updateCart({
    products: [],
    informations: '',
    tos: false,
    age_restriction: false,
    accept_promotion: false,
    contactless_delivery: false,
    cutlery: false,
    only_for_later: false,
    for_later: false,
    later_day: null,
    later_time: null,
    voucher: null,
    pickup_type: null,
    loyalty_points: 0,
    traffic_source: null,
  });
}

/** Spec §4: leaving a group order resets the group fields, voucher, loyalty points and products. */
export function leaveGroupOrder(): void {
  const defaults = emptyCart();
  updateCart({
    group_order: defaults.group_order,
    order_token: defaults.order_token,
    participant_token: defaults.participant_token,
    group_order_payment_type: defaults.group_order_payment_type,
    group_order_admin: defaults.group_order_admin,
    group_order_pay_extra: defaults.group_order_pay_extra,
    group_order_payment_mode: defaults.group_order_payment_mode,
    voucher: null,
    loyalty_points: 0,
    products: [],
  });
}
