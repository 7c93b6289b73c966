import { randomBytes } from 'node:crypto';
import { guestDetailsErrors, type GuestDetailsError } from 'shared-contracts/checkout/guest-details';
import { cartCostLines } from 'shared-contracts/pricing/cost-lines';
import { findDeliveryArea } from 'shared-contracts/pricing/find-delivery-area';
import { formatMoney } from 'shared-contracts/pricing/format-money';
import { minimumOrderValue } from 'shared-contracts/pricing/minimum-order-value';
import { roundMoney } from 'shared-contracts/pricing/round-money';
import { orderTimingConflict } from 'shared-contracts/checkout/order-timing';
import { hasStreetNumber } from 'shared-contracts/checkout/street-number';
import { emptyCart, type Cart } from 'shared-contracts/types/cart';
import type { DeliveryArea } from 'shared-contracts/types/delivery-area';
import type { Language } from 'shared-contracts/types/language';
import type { PlaceOrderRequest } from 'shared-contracts/types/order';
import type { Store } from 'shared-contracts/types/store';
import type { Voucher } from 'shared-contracts/types/voucher';
import type { App } from '../app-instance';
import type { OrderDraft, OrderLimits } from '../repositories/orders-repository';
import type { TableRow } from '../repositories/tables-repository';
import { isCorrectPoints, usablePoints } from 'shared-contracts/checkout/usable-points';
import { pointsOffer } from './points-offer';
import { isOfferedSlot, kitchenSlotNow, slotKey, storeClock, type KitchenSlot } from './later-slots';
import { offeredLaterSlots } from './offered-slots';
import { pricedOrderLines } from './priced-order-lines';
import { BY_ORGANIZER_ONLY, isPaymentMethodOffered } from './payments/offered-payment-methods';
import { groupOrderCheckout } from './group-orders/group-order-checkout';
import { computeShopStatus } from './shop-status';
import { chosenOptions, offeredOptionName, type ChosenOption } from './orders/chosen-options';
import { voucherHolderMessage, voucherHolderRefusal } from './vouchers/voucher-holder';
import { vouchersOffRefusal } from './vouchers/brand-vouchers';
import { voucherFitMessage } from './vouchers/voucher-fit';

/** Field -> what is wrong with it, in words the customer can act on. */
export type Refusals = Record<string, string>;

const GUEST_MESSAGES: Record<GuestDetailsError, string> = {
  name_required: 'Please enter your full name.',
  email_invalid: 'Your email address is invalid.',
  phone_invalid: 'Please enter a valid phone number.',
};

/**
 * Every check of an order, and its amounts, recomputed from the database with the browser's own
 * pricing module (ARCHITECTURE §3.5). Either refusals (nothing is stored) or the order to store,
 * its lines named in `language` (the order request's), as the customer read them in the cart.
 */
export async function assessOrder(
  app: App,
  body: PlaceOrderRequest,
  userId: number | null,
  language: Language,
): Promise<
  | { refusals: Refusals }
  | {
      draft: Omit<OrderDraft, 'idempotency_key' | 'request_hash'>;
      limits: OrderLimits;
      store: Pick<Store, 'id' | 'name' | 'address' | 'phone'>;
      /** The brand's currency (website settings), for what is written about the order. */
      currency: string;
      /** Each line's chosen options by name, in `language`: the lines store only their ids. */
      lineOptions: ChosenOption[][];
      /** The group order's extra, which the total includes (0 for any other order). */
      groupExtra: number;
    }
> {
  const refusals: Refusals = {};
  // Independent reads, sent together rather than one after the other.
  const [stores, website] = await Promise.all([app.repositories.stores.all(), app.repositories.website.website()]);
  const store = stores.find((candidate) => candidate.id === body.store_id);
  if (!store) return { refusals: { store_id: `Store ${body.store_id} does not exist.` } };
  const currency = website.currency;
  const now = app.now();

  const service = body.delivery_type;
  // Issue 7: the organiser placing a group order; its lines and group fields come from the server.
  const group = await groupOrderCheckout(app, body, refusals);
  const guest = guestDetailsErrors(body);
  for (const [field, error] of Object.entries(guest)) {
    // At a table the waiter brings the food: a name is enough, an e-mail or phone only if given.
    if (service === 'table' && field !== 'name' && body[field as 'email' | 'phone'].trim() === '') continue;
    refusals[field] = GUEST_MESSAGES[error];
  }

  const table = service === 'table' ? await orderTable(app, body, store, refusals) : null;
  if (service !== 'table' && (service === 'delivery' ? !store.has_delivery : !store.has_pickup)) {
    refusals.delivery_type = `${store.name} does not offer ${service}.`;
  }
  if (service === 'pickup' && !body.pickup_type) refusals.pickup_type = 'Choose how you pick up: by car or at the counter.';
  // Spec §5 location confirmation; at a table the customer is sitting at the location.
  if (service !== 'table' && body.location_confirmed !== true) {
    refusals.location_confirmed =
      service === 'delivery'
        ? 'Please confirm that the delivery address and the pin on the map are correct.'
        : `Please confirm that you will pick up your order at ${store.name}.`;
  }
  if (!(await isPaymentMethodOffered(app, body.payment_method, service, store.id, website))) {
    refusals.payment_method = body.payment_method === 'by_organizer' ? BY_ORGANIZER_ONLY : `Payment method "${body.payment_method}" is not offered for ${service}.`;
  }

  const area = service === 'delivery' ? await deliveryAreaOf(app, body, store, stores, refusals) : null;

  const orderLines = group?.lines ?? body.products;
  const products = await app.repositories.products.list({
    storeId: store.id,
    language,
    withSizes: true,
    productIds: orderLines.map((line) => line.id),
  });
  const priced = pricedOrderLines(orderLines, products);
  for (const { field, message } of priced.refusals) refusals[field] ??= message;
  if (orderLines.length === 0) refusals.products = 'Your cart is empty.';
  if (priced.products.some((product) => product.age_restriction) && !body.age_restriction) {
    refusals.age_restriction = `Please confirm that you are at least ${website.age_restriction} years old.`;
  }

  const clock = storeClock(now, store.time_zone);
  let voucher: Voucher | null = null;
  let accountVoucher: OrderLimits['accountVoucher'] = null;
  if (body.voucher_code) {
    const vouchersOff = vouchersOffRefusal(website, language);
    voucher = vouchersOff ? null : await app.repositories.vouchers.findValid(body.voucher_code, clock.date);
    if (!voucher) refusals.voucher_code = vouchersOff ?? voucherHolderMessage('not_valid', language);
  }
  // A group order already refused the voucher, in words that say why.
  if (voucher && !refusals.voucher_code) {
    // Spec §5: a voucher given to accounts is its holder's, once; storing the order marks it used.
    const holding = await app.repositories.loyalty.voucherHolding(voucher.code, userId);
    const refusal = voucherHolderRefusal(holding, userId);
    if (refusal) {
      refusals.voucher_code = voucherHolderMessage(refusal, language);
      voucher = null;
    } else if (holding === 'unused' && userId !== null) {
      accountVoucher = { userId, code: voucher.code };
    }
  }

  const cart: Cart = { ...emptyCart(), store_id: store.id, delivery_type: service, products: priced.products, delivery_area: area, voucher, ...group?.cartFields };
  const points = await spentPoints(app, body.loyalty_points, userId, cartCostLines(cart).totalWithBenefits, refusals);
  const lines = cartCostLines({ ...cart, loyalty_points: points });
  if (voucher && priced.products.length > 0 && lines.voucherValue === 0 && lines.freeProductsDiscount === 0) {
    refusals.voucher_code = voucherFitMessage(voucher, cart, currency, language);
  }
  const minimum = minimumOrderValue(service, area);
  if (priced.products.length > 0 && lines.subtotal < minimum) {
    refusals.products ??= `The minimum order is ${formatMoney(minimum, currency, undefined, 'en')}: add ${formatMoney(roundMoney(minimum - lines.subtotal), currency, undefined, 'en')} more.`;
  }

  const estimatedMinutes = (service === 'delivery' ? website.delivery_time : website.pickup_time) ?? 0;
  // Kitchen throttling is for delivery and pickup; the guests at the tables are already seated.
  const ordersPerSlot = service === 'table' ? null : await app.repositories.stores.ordersPerSlot(store.id, service);
  const slot = await checkTiming(app, body, store, stores, estimatedMinutes, ordersPerSlot, refusals);
  // Spec §4 today basket (lead's reading): flagged products decide when the order may be for.
  // Said instead of "closed now" or "kitchen full": choosing another time now would not help.
  const ordered = products.filter((product) => body.products.some((line) => line.id === product.id));
  const timing = orderTimingConflict(ordered, body, clock.date);
  if (timing?.rule === 'advance') refusals.for_later = `${timing.product.name} must be ordered in advance: choose a later day and time.`;
  if (timing?.rule === 'today_only') refusals.later_day = `${timing.product.name} is sold for today only: choose a time today.`;

  if (body.expected_total !== null && Object.keys(refusals).length === 0 && roundMoney(body.expected_total) !== lines.total) {
    refusals.expected_total = `The prices have changed: the total is now ${formatMoney(lines.total, currency, undefined, 'en')}. Please check your order.`;
  }
  if (Object.keys(refusals).length > 0) return { refusals };

  return {
    store: { id: store.id, name: store.name, address: store.address, phone: store.phone },
    currency,
    lineOptions: chosenOptions(priced.products, products),
    groupExtra: cart.group_order_pay_extra,
    limits: { ordersPerSlot, points: userId !== null && points > 0 ? { userId, points } : null, accountVoucher },
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
      address_name: service === 'delivery' ? (body.address_name ?? '').trim() : '',
      address_instructions: service === 'delivery' ? (body.address_instructions ?? '').trim() : '',
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
      table_id: table?.id ?? null,
      slot_day: slot?.day ?? null,
      slot_time: slot?.time ?? null,
      estimated_minutes: estimatedMinutes,
      subtotal: lines.subtotal,
      delivery_fee: lines.deliveryFee,
      packaging_fee: lines.packagingFee,
      voucher_value: lines.voucherValue,
      free_products_discount: lines.freeProductsDiscount,
      loyalty_points: points,
      total: lines.total,
      group: group?.placement ?? null,
      lines: priced.products.map((product, position) => {
        const unit = product.price + product.options.reduce((sum, o) => sum + o.price * o.quantity, 0);
        return {
          position,
          product_id: product.id,
          name: product.name,
          quantity: product.quantity,
          size_id: product.selected_size,
          size_name: product.sizes.find((s) => s.id === product.selected_size)?.name ?? null,
          // With their names in the order's language, so the order-success page can list them.
          options: JSON.stringify(product.options.map((option) => ({ ...option, name: offeredOptionName(products, product.id, option.id) }))),
          unit_price: roundMoney(unit),
          total: roundMoney(unit * product.quantity),
        };
      }),
    },
  };
}

/** Issue 9: a table order names its table by the QR code's link, at that table's store, for now. */
async function orderTable(app: App, body: PlaceOrderRequest, store: Store, refusals: Refusals): Promise<TableRow | null> {
  const table = body.table_link ? await app.repositories.tables.byLink(body.table_link) : undefined;
  if (!table) {
    refusals.table_link = 'This table code is no longer valid. Please ask the staff for the current one.';
    return null;
  }
  if (table.store_id !== store.id) refusals.store_id = `Table ${table.number} is at another store.`;
  if (body.for_later) refusals.for_later = 'An order from the table is prepared now.';
  return table;
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
  else if (!hasStreetNumber(body.address)) refusals.address = 'Please add the street number to your address.';
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

export const POINTS_INCORRECT = 'The number of points entered is incorrect.';

/**
 * Spec §5: bonus points only for a signed-in customer with loyalty on, whole, within the balance,
 * the brand's maximum per order and what the products cost after the voucher. 0 when refused.
 */
async function spentPoints(app: App, asked: number, userId: number | null, payable: number, refusals: Refusals): Promise<number> {
  if (asked === 0) return 0;
  const usable = userId === null ? 0 : usablePoints(await pointsOffer(app, userId), payable);
  if (isCorrectPoints(asked, usable)) return asked;
  refusals.loyalty_points = POINTS_INCORRECT;
  return 0;
}

export const SLOT_TAKEN = 'This time is no longer available. Please choose another.';
export const KITCHEN_FULL = 'The kitchen is fully booked for the next minutes. Please choose a later time.';

/**
 * Now: the store must be open for the service now and its kitchen slot not full. Later: the slot
 * must still be offered (open, far enough ahead, not full). Returns the kitchen slot the order takes.
 */
async function checkTiming(
  app: App,
  body: PlaceOrderRequest,
  store: Store,
  stores: Store[],
  estimatedMinutes: number,
  ordersPerSlot: number | null,
  refusals: Refusals,
): Promise<KitchenSlot | null> {
  const service = body.delivery_type === 'delivery' ? 'delivery' : 'pickup';
  const now = app.now();
  // A store that does not offer the service has no time for it either: one refusal says it.
  if (refusals.delivery_type) return null;
  if (!body.for_later) {
    const status = computeShopStatus([store], stores, now);
    const open = service === 'delivery' ? status.delivery_now : status.pickup_now;
    if (!open) {
      refusals.for_later =
        body.delivery_type === 'table' ? `${store.name} is not taking orders at the tables now.` : `${store.name} is closed for ${service} now; choose a later time.`;
      return null;
    }
    const slot = kitchenSlotNow(now, store.time_zone, estimatedMinutes);
    if (ordersPerSlot !== null) {
      const taken = await app.repositories.orders.takenSlots(store.id, service, slot.day);
      if ((taken.get(slotKey(slot)) ?? 0) >= ordersPerSlot) refusals.for_later = KITCHEN_FULL;
    }
    return slot;
  }
  if (!body.later_day || !body.later_time) {
    refusals.later_time = 'Choose the day and time of your order.';
    return null;
  }
  // At a table no cap was read (none applies to the seated guests), so the slots ask for the pickup one.
  const knownCap = body.delivery_type === 'table' ? undefined : ordersPerSlot;
  if (!isOfferedSlot(await offeredLaterSlots(app, store, service, estimatedMinutes, knownCap), body.later_day, body.later_time)) {
    refusals.later_time = SLOT_TAKEN;
    return null;
  }
  return { day: body.later_day, time: body.later_time };
}
