import { randomBytes } from 'node:crypto';
import { guestDetailsErrors } from 'shared-contracts/checkout/guest-details';
import { cartCostLines } from 'shared-contracts/pricing/cost-lines';
import { findDeliveryArea } from 'shared-contracts/pricing/find-delivery-area';
import { formatMoney } from 'shared-contracts/pricing/format-money';
import { minimumOrderValue } from 'shared-contracts/pricing/minimum-order-value';
import { roundMoney } from 'shared-contracts/pricing/round-money';
import { advanceOrderProduct, orderTimingConflict } from 'shared-contracts/checkout/order-timing';
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
import { isOfferedSlot, kitchenSlotNow, storeClock, type KitchenSlot } from './later-slots';
import { isKitchenSlotFull, offeredLaterSlots } from './offered-slots';
import { pricedOrderLines, unsoldProductNames } from './priced-order-lines';
import { groupOrderCheckout } from './group-orders/group-order-checkout';
import { computeShopStatus } from './shop-status';
import { chosenOptions, offeredOptionName, type ChosenOption } from './orders/chosen-options';
import { voucherHolderMessage, voucherHolderRefusal } from './vouchers/voucher-holder';
import { vouchersOffRefusal } from './vouchers/brand-vouchers';
import { voucherFitMessage } from './vouchers/voucher-fit';
import { refusedCodeMessage } from './vouchers/refused-code';
import { tablesClosedMessage, takesTableOrdersNow } from './table-ordering/tables-open';
import { voucherCheckDay } from './vouchers/voucher-validity';
import { translate } from './language';
import { CART_REFUSAL_TEXTS } from './orders/cart-refusal-texts';
import { GUEST_DETAILS_TEXTS } from './orders/guest-details-texts';
import { INFORMATION_TEXTS } from './orders/information-texts';
import { LOCATION_TEXTS } from './orders/location-texts';
import { paymentMethodRefusal } from './orders/payment-method-refusal';
import { belowMinimumRefusal } from './payments/below-minimum';
import { orderingClosedRefusal } from './orders/ordering-closed';
import { POINTS_TEXTS } from './orders/points-texts';
import { SERVICE_TEXTS } from './orders/service-texts';
import { STORE_TEXTS } from './orders/store-texts';
import { TIMING_TEXTS } from './orders/timing-texts';
import { tableMessageIn } from './table-ordering/table-messages';

/** Field -> what is wrong with it, in words the customer can act on. */
export type Refusals = Record<string, string>;

/**
 * Every check of an order, and its amounts, recomputed from the database with the browser's own
 * pricing module (ARCHITECTURE §3.5). Either refusals (nothing is stored) or the order to store,
 * its lines named and its refusals written in `language` (the order request's), as the customer
 * read them in the cart, amounts formatted the way that language writes them.
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
  // Nothing else matters while the brand takes no orders: one refusal says so.
  const closed = orderingClosedRefusal(website, language);
  if (closed) return { refusals: { ordering: closed } };
  if (!store) return { refusals: { store_id: translate(STORE_TEXTS.unknown, language, { id: body.store_id }) } };
  const currency = website.currency;
  const now = app.now();
  const money = (amount: number) => formatMoney(amount, currency, undefined, language);

  const service = body.delivery_type;
  // Issue 7: the organiser placing a group order; its lines and group fields come from the server.
  const group = await groupOrderCheckout(app, body, refusals, language);
  const guest = guestDetailsErrors(body);
  const contact = { email: body.email.trim(), phone: body.phone.trim() };
  for (const [field, error] of Object.entries(guest)) {
    // At a table the waiter brings the food: the form asks a name only. The cart may still hold an
    // e-mail or phone from another checkout, even half typed ("0722"): one that is not valid is left
    // out (stored empty), not refused in a field the guests cannot see there.
    if (service === 'table' && field !== 'name') {
      contact[field as keyof typeof contact] = '';
      continue;
    }
    refusals[field] = translate(GUEST_DETAILS_TEXTS[error], language);
  }

  const table = service === 'table' ? await orderTable(app, body, store, refusals, language) : null;
  if (service !== 'table' && (service === 'delivery' ? !store.has_delivery : !store.has_pickup)) {
    refusals.delivery_type = translate(SERVICE_TEXTS[service === 'delivery' ? 'no_delivery' : 'no_pickup'], language, { store: store.name });
  }
  if (service === 'pickup' && !body.pickup_type) refusals.pickup_type = translate(SERVICE_TEXTS.pickup_type, language);
  // Spec §5 location confirmation; at a table the customer is sitting at the location.
  if (service !== 'table' && body.location_confirmed !== true) {
    refusals.location_confirmed =
      service === 'delivery' ? translate(LOCATION_TEXTS.confirm_delivery, language) : translate(LOCATION_TEXTS.confirm_pickup, language, { store: store.name });
  }
  // Spec §5 information confirmation of the contact details the order goes by; a table order has
  // none to confirm (a name for the waiter, issue 9), as its checkout shows.
  if (service !== 'table' && body.information_confirmed !== true) refusals.information_confirmed = translate(INFORMATION_TEXTS.confirm, language);
  const methodRefused = await paymentMethodRefusal(app, body.payment_method, service, store, website, language);
  if (methodRefused) refusals.payment_method = methodRefused;

  const area = service === 'delivery' ? await deliveryAreaOf(app, body, store, stores, refusals, language) : null;

  const orderLines = group?.lines ?? body.products;
  const products = await app.repositories.products.list({
    storeId: store.id,
    language,
    withSizes: true,
    productIds: orderLines.map((line) => line.id),
  });
  const priced = pricedOrderLines(orderLines, products, language, await unsoldProductNames(app.repositories.products, orderLines, products, language));
  for (const { field, message } of priced.refusals) refusals[field] ??= message;
  if (orderLines.length === 0) refusals.products = translate(CART_REFUSAL_TEXTS.empty, language);
  if (priced.products.some((product) => product.age_restriction) && !body.age_restriction) {
    refusals.age_restriction = translate(CART_REFUSAL_TEXTS.age, language, { age: website.age_restriction });
  }

  const clock = storeClock(now, store.time_zone);
  let voucher: Voucher | null = null;
  let accountVoucher: OrderLimits['accountVoucher'] = null;
  if (body.voucher_code) {
    const vouchersOff = vouchersOffRefusal(website, language);
    // The ordered store's day, as the voucher check and the cart of that store count it.
    const day = await voucherCheckDay(app, store.id);
    voucher = vouchersOff ? null : await app.repositories.vouchers.findValid(body.voucher_code, day);
    if (!voucher) refusals.voucher_code = vouchersOff ?? (await refusedCodeMessage(app, body.voucher_code, day, language));
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
  // In the brand's currency, as the checkout counts it: whole units where it is charged so.
  const points = await spentPoints(app, body.loyalty_points, userId, cartCostLines(cart, { currency }).totalWithBenefits, refusals, language);
  const lines = cartCostLines({ ...cart, loyalty_points: points }, { currency });
  if (voucher && priced.products.length > 0 && lines.voucherValue === 0 && lines.freeProductsDiscount === 0) {
    refusals.voucher_code = voucherFitMessage(voucher, cart, currency, language);
  }
  const minimum = minimumOrderValue(service, area);
  if (priced.products.length > 0 && lines.subtotal < minimum) {
    refusals.products ??= translate(CART_REFUSAL_TEXTS.minimum, language, { minimum: money(minimum), missing: money(roundMoney(minimum - lines.subtotal)) });
  }
  // Under the card provider's least charge the order could never be paid online (0 is paid when placed).
  const belowMinimum = lines.total > 0 ? belowMinimumRefusal(app, body.payment_method, lines.total, currency, language) : null;
  if (belowMinimum) refusals.payment_method ??= belowMinimum;

  const estimatedMinutes = (service === 'delivery' ? website.delivery_time : website.pickup_time) ?? 0;
  // Kitchen throttling is for delivery and pickup; the guests at the tables are already seated.
  const ordersPerSlot = service === 'table' ? null : await app.repositories.stores.ordersPerSlot(store.id, service);
  const slot = await checkTiming(app, body, store, stores, estimatedMinutes, ordersPerSlot, refusals, language);
  // Spec §4 today basket (lead's reading): flagged products decide when the order may be for.
  // Said instead of "closed now" or "kitchen full": choosing another time now would not help.
  // The products of the lines placed: a group order's are its participants', not the request's.
  // A table order is for now, and its form asks no time: the product has to go, not the time change.
  const advance = service === 'table' ? advanceOrderProduct(products) : undefined;
  if (advance) refusals.products ??= translate(TIMING_TEXTS.advance_table, language, { product: advance.name });
  const timing = service === 'table' ? null : orderTimingConflict(products, body, clock.date);
  if (timing?.rule === 'advance') refusals.for_later = translate(TIMING_TEXTS.advance, language, { product: timing.product.name });
  if (timing?.rule === 'today_only') refusals.later_day = translate(TIMING_TEXTS.today_only, language, { product: timing.product.name });

  if (body.expected_total !== null && Object.keys(refusals).length === 0 && roundMoney(body.expected_total) !== lines.total) {
    refusals.expected_total = translate(CART_REFUSAL_TEXTS.prices_changed, language, { total: money(lines.total) });
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
      email: contact.email,
      phone: contact.phone,
      address: service === 'delivery' ? body.address.trim() : '',
      address_line2: service === 'delivery' ? body.address_line2.trim() : '',
      address_name: service === 'delivery' ? (body.address_name ?? '').trim() : '',
      address_instructions: service === 'delivery' ? (body.address_instructions ?? '').trim() : '',
      lat: service === 'delivery' ? (body.geolocation?.lat ?? null) : null,
      lng: service === 'delivery' ? (body.geolocation?.lng ?? null) : null,
      delivery_area_id: area?.id ?? null,
      informations: body.informations.trim(),
      // Spec §3/§9: a wish for cutlery only where the brand offers the choice (its setting, 0 by default).
      cutlery: body.cutlery && Boolean(website.cutlery),
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
async function orderTable(app: App, body: PlaceOrderRequest, store: Store, refusals: Refusals, language: Language): Promise<TableRow | null> {
  const table = body.table_link ? await app.repositories.tables.byLink(body.table_link) : undefined;
  if (!table) {
    refusals.table_link = tableMessageIn(language, 'link_invalid');
    return null;
  }
  if (table.store_id !== store.id) refusals.store_id = tableMessageIn(language, 'at_another_store', { number: table.number });
  if (body.for_later) refusals.for_later = tableMessageIn(language, 'prepared_now');
  return table;
}

/**
 * Spec §4: the first area of a delivering store whose polygon holds the point, as the checkout's
 * lookup finds it (GET public/delivery-areas/at); it must be one the chosen store serves.
 */
async function deliveryAreaOf(
  app: App,
  body: PlaceOrderRequest,
  store: Store,
  stores: Store[],
  refusals: Refusals,
  language: Language,
): Promise<DeliveryArea | null> {
  if (body.address.trim() === '') refusals.address = translate(LOCATION_TEXTS.address_required, language);
  else if (!hasStreetNumber(body.address)) refusals.address = translate(LOCATION_TEXTS.street_number, language);
  if (!body.geolocation) {
    refusals.geolocation = translate(LOCATION_TEXTS.choose_address, language);
    return null;
  }
  const areas = await app.repositories.stores.deliveringAreasWithStore();
  const found = findDeliveryArea(areas, body.geolocation) as (DeliveryArea & { store_id: number }) | null;
  if (!found) {
    refusals.geolocation = translate(LOCATION_TEXTS.not_delivered, language);
    return null;
  }
  if (found.store_id !== store.id) {
    const other = stores.find((candidate) => candidate.id === found.store_id);
    refusals.store_id = other ? translate(LOCATION_TEXTS.other_store, language, { store: other.name }) : translate(LOCATION_TEXTS.another_store, language);
    return null;
  }
  const { store_id: _storeId, ...area } = found;
  return area;
}

/**
 * Spec §5: bonus points only for a signed-in customer with loyalty on, whole, within the balance,
 * the brand's maximum per order and what the products cost after the voucher. 0 when refused.
 */
async function spentPoints(app: App, asked: number, userId: number | null, payable: number, refusals: Refusals, language: Language): Promise<number> {
  if (asked === 0) return 0;
  const usable = userId === null ? 0 : usablePoints(await pointsOffer(app, userId), payable);
  if (isCorrectPoints(asked, usable)) return asked;
  refusals.loyalty_points = translate(POINTS_TEXTS.incorrect, language);
  return 0;
}

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
  language: Language,
): Promise<KitchenSlot | null> {
  const service = body.delivery_type === 'delivery' ? 'delivery' : 'pickup';
  const now = app.now();
  // A store that does not offer the service has no time for it either: one refusal says it.
  if (refusals.delivery_type) return null;
  if (!body.for_later) {
    if (body.delivery_type === 'table') {
      // The rule and words the table page shows up front (GET public/tables/{link}).
      if (!takesTableOrdersNow(store, now)) {
        refusals.for_later = tablesClosedMessage(store, language);
        return null;
      }
    } else {
      const status = computeShopStatus([store], stores, now);
      if (!(service === 'delivery' ? status.delivery_now : status.pickup_now)) {
        refusals.for_later = translate(TIMING_TEXTS[service === 'delivery' ? 'closed_delivery' : 'closed_pickup'], language, { store: store.name });
        return null;
      }
    }
    const slot = kitchenSlotNow(now, store.time_zone, estimatedMinutes);
    if (await isKitchenSlotFull(app, store.id, service, slot, ordersPerSlot)) refusals.for_later = translate(TIMING_TEXTS.kitchen_full, language);
    return slot;
  }
  if (!body.later_day || !body.later_time) {
    refusals.later_time = translate(TIMING_TEXTS.choose_time, language);
    return null;
  }
  // At a table no cap was read (none applies to the seated guests), so the slots ask for the pickup one.
  const knownCap = body.delivery_type === 'table' ? undefined : ordersPerSlot;
  if (!isOfferedSlot(await offeredLaterSlots(app, store, service, estimatedMinutes, knownCap), body.later_day, body.later_time)) {
    refusals.later_time = translate(TIMING_TEXTS.slot_taken, language);
    return null;
  }
  return { day: body.later_day, time: body.later_time };
}
