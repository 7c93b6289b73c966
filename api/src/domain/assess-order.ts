import { randomBytes } from 'node:crypto';
import { guestDetailsErrors, type GuestDetailsError } from 'shared-contracts/checkout/guest-details';
import { isOfflinePaymentMethod } from 'shared-contracts/payments/offline-methods';
import { cartCostLines } from 'shared-contracts/pricing/cost-lines';
import { findDeliveryArea } from 'shared-contracts/pricing/find-delivery-area';
import { formatMoney } from 'shared-contracts/pricing/format-money';
import { minimumOrderValue } from 'shared-contracts/pricing/minimum-order-value';
import { roundMoney } from 'shared-contracts/pricing/round-money';
import { emptyCart, type Cart } from 'shared-contracts/types/cart';
import type { DeliveryArea } from 'shared-contracts/types/delivery-area';
import type { PlaceOrderRequest } from 'shared-contracts/types/order';
import type { Store } from 'shared-contracts/types/store';
import type { Voucher } from 'shared-contracts/types/voucher';
import type { App } from '../app-instance';
import type { OrderDraft } from '../repositories/orders-repository';
import { isOfferedSlot, laterSlots, storeClock } from './later-slots';
import { pricedOrderLines } from './priced-order-lines';
import { computeShopStatus } from './shop-status';

/** Field -> what is wrong with it, in words the customer can act on. */
export type Refusals = Record<string, string>;

const GUEST_MESSAGES: Record<GuestDetailsError, string> = {
  name_required: 'Please enter your full name.',
  email_invalid: 'Your email address is invalid.',
  phone_invalid: 'Please enter a valid phone number.',
};

/** The kitchen's lead time for a later slot: never shorter than one slot. */
export function leadMinutes(estimatedMinutes: number): number {
  return Math.max(15, estimatedMinutes);
}

/**
 * Every check of an order, and its amounts, recomputed from the database with the browser's own
 * pricing module (ARCHITECTURE §3.5). Either refusals (nothing is stored) or the order to store.
 */
export async function assessOrder(
  app: App,
  body: PlaceOrderRequest,
): Promise<{ refusals: Refusals } | { draft: Omit<OrderDraft, 'idempotency_key' | 'request_hash'> }> {
  const refusals: Refusals = {};
  const stores = await app.repositories.stores.all();
  const store = stores.find((candidate) => candidate.id === body.store_id);
  if (!store) return { refusals: { store_id: `Store ${body.store_id} does not exist.` } };
  const website = await app.repositories.website.website();
  const currency = website.currency;
  const now = app.now();

  const guest = guestDetailsErrors(body);
  for (const [field, error] of Object.entries(guest)) refusals[field] = GUEST_MESSAGES[error];

  const service = body.delivery_type;
  if (service === 'table') {
    refusals.delivery_type = 'Table orders are placed from the table, through its QR code.';
    return { refusals };
  }
  if (service === 'delivery' ? !store.has_delivery : !store.has_pickup) {
    refusals.delivery_type = `${store.name} does not offer ${service}.`;
  }
  if (service === 'pickup' && !body.pickup_type) refusals.pickup_type = 'Choose how you pick up: by car or at the counter.';
  if (!isOfflinePaymentMethod(body.payment_method, service)) {
    refusals.payment_method = `Payment method "${body.payment_method}" is not offered for ${service}.`;
  }
  // Guests have no points; signed-in balances come with accounts.
  if (body.loyalty_points !== 0) refusals.loyalty_points = 'The number of points entered is incorrect.';

  const area = service === 'delivery' ? await deliveryAreaOf(app, body, store, stores, refusals) : null;

  const products = await app.repositories.products.list({
    storeId: store.id,
    language: 'en',
    withSizes: true,
    productIds: body.products.map((line) => line.id),
  });
  const priced = pricedOrderLines(body.products, products);
  for (const { field, message } of priced.refusals) refusals[field] ??= message;
  if (body.products.length === 0) refusals.products = 'Your cart is empty.';
  if (priced.products.some((product) => product.age_restriction) && !body.age_restriction) {
    refusals.age_restriction = `Please confirm that you are at least ${website.age_restriction} years old.`;
  }

  const clock = storeClock(now, store.time_zone);
  let voucher: Voucher | null = null;
  if (body.voucher_code) {
    voucher = await app.repositories.vouchers.findValid(body.voucher_code, clock.date);
    if (!voucher) refusals.voucher_code = 'This voucher code is not valid.';
  }

  const cart: Cart = { ...emptyCart(), store_id: store.id, delivery_type: service, products: priced.products, delivery_area: area, voucher };
  const lines = cartCostLines(cart);
  if (voucher && lines.voucherValue === 0 && lines.freeProductsDiscount === 0) {
    refusals.voucher_code =
      voucher.min_order_value > lines.subtotal
        ? `This voucher needs an order of at least ${formatMoney(voucher.min_order_value, currency)}.`
        : 'This voucher does not apply to the products in your cart.';
  }
  // A voucher that does not apply is refused on its own line; it does not raise the minimum too.
  const minimum = minimumOrderValue(service, area, refusals.voucher_code ? null : voucher);
  if (priced.products.length > 0 && lines.subtotal < minimum) {
    refusals.products ??= `The minimum order is ${formatMoney(minimum, currency)}: add ${formatMoney(roundMoney(minimum - lines.subtotal), currency)} more.`;
  }

  const estimatedMinutes = (service === 'delivery' ? website.delivery_time : website.pickup_time) ?? 0;
  checkTiming(body, store, stores, now, leadMinutes(estimatedMinutes), refusals);

  if (body.expected_total !== null && Object.keys(refusals).length === 0 && roundMoney(body.expected_total) !== lines.total) {
    refusals.expected_total = `The prices have changed: the total is now ${formatMoney(lines.total, currency)}. Please check your order.`;
  }
  if (Object.keys(refusals).length > 0) return { refusals };

  return {
    draft: {
      token: randomBytes(24).toString('base64url'),
      store_id: store.id,
      delivery_type: service,
      pickup_type: service === 'pickup' ? body.pickup_type : null,
      name: body.name.trim(),
      email: body.email.trim(),
      phone: body.phone.trim(),
      address: service === 'delivery' ? body.address.trim() : '',
      address_line2: service === 'delivery' ? body.address_line2.trim() : '',
      lat: service === 'delivery' ? (body.geolocation?.lat ?? null) : null,
      lng: service === 'delivery' ? (body.geolocation?.lng ?? null) : null,
      delivery_area_id: area?.id ?? null,
      informations: body.informations.trim(),
      cutlery: body.cutlery,
      contactless_delivery: service === 'delivery' && body.contactless_delivery,
      accept_promotion: body.accept_promotion,
      payment_method: body.payment_method,
      voucher_code: voucher?.code ?? null,
      for_later: body.for_later,
      later_day: body.for_later ? body.later_day : null,
      later_time: body.for_later ? body.later_time : null,
      estimated_minutes: estimatedMinutes,
      subtotal: lines.subtotal,
      delivery_fee: lines.deliveryFee,
      packaging_fee: lines.packagingFee,
      voucher_value: lines.voucherValue,
      free_products_discount: lines.freeProductsDiscount,
      total: lines.total,
      lines: priced.products.map((product, position) => {
        const unit = product.price + product.options.reduce((sum, o) => sum + o.price * o.quantity, 0);
        return {
          position,
          product_id: product.id,
          name: product.name,
          quantity: product.quantity,
          size_id: product.selected_size,
          size_name: product.sizes.find((s) => s.id === product.selected_size)?.name ?? null,
          options: JSON.stringify(product.options),
          unit_price: roundMoney(unit),
          total: roundMoney(unit * product.quantity),
        };
      }),
    },
  };
}

/** Spec §4: the first area whose polygon holds the point; it must be one the chosen store serves. */
async function deliveryAreaOf(
  app: App,
  body: PlaceOrderRequest,
  store: Store,
  stores: Store[],
  refusals: Refusals,
): Promise<DeliveryArea | null> {
  if (body.address.trim() === '') refusals.address = 'Please enter your address.';
  if (!body.geolocation) {
    refusals.geolocation = 'Choose your address from the suggestions or place the marker on the map.';
    return null;
  }
  const areas = await app.repositories.stores.deliveryAreasWithStore();
  const found = findDeliveryArea(areas, body.geolocation) as (DeliveryArea & { store_id: number }) | null;
  if (!found) {
    refusals.geolocation = 'Unfortunately we do not deliver to this address.';
    return null;
  }
  if (found.store_id !== store.id) {
    const other = stores.find((candidate) => candidate.id === found.store_id);
    refusals.store_id = `This address is delivered by ${other?.name ?? 'another store'}; choose that store.`;
    return null;
  }
  const { store_id: _storeId, ...area } = found;
  return area;
}

/** Now: the store must be open for the service now. Later: the slot must still be offered. */
function checkTiming(body: PlaceOrderRequest, store: Store, stores: Store[], now: Date, lead: number, refusals: Refusals): void {
  const service = body.delivery_type === 'delivery' ? 'delivery' : 'pickup';
  if (!body.for_later) {
    const status = computeShopStatus([store], stores, now);
    const open = service === 'delivery' ? status.delivery_now : status.pickup_now;
    if (!open) refusals.for_later = `${store.name} is closed for ${service} now; choose a later time.`;
    return;
  }
  if (!body.later_day || !body.later_time) {
    refusals.later_time = 'Choose the day and time of your order.';
    return;
  }
  if (!isOfferedSlot(laterSlots(store, service, now, lead), body.later_day, body.later_time)) {
    refusals.later_time = 'This time is no longer available. Please choose another.';
  }
}
