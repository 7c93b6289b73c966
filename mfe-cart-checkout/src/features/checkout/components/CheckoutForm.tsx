import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { Trans } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { cartCostLines } from 'shared-contracts/pricing/cost-lines';
import { formatMoney } from 'shared-contracts/pricing/format-money';
import { minimumOrderValue } from 'shared-contracts/pricing/minimum-order-value';
import { roundMoney } from 'shared-contracts/pricing/round-money';
import { groupOrderMethods } from 'shared-contracts/payments/group-order-methods';
import { groupOrderOutcomePath } from 'shared-contracts/routes/group-order-outcome';
import { href } from 'shared-contracts/routes/named-routes';
import { $cart, leaveGroupOrder, setStore, updateCart } from 'shared-contracts/stores/cart';
import { $invalidCartLines, hasInvalidLines } from 'shared-contracts/stores/invalid-cart-products';
import { $language } from 'shared-contracts/stores/language';
import type { DeliveryType } from 'shared-contracts/types/cart';
import { $settings, isOrderingAllowed } from 'shared-contracts/stores/settings';
import { $shopStatus, refreshShopStatus } from 'shared-contracts/stores/shop-status';
import { $loggedIn } from 'shared-contracts/stores/user';
import { commonText } from 'shared-contracts/i18n/common/common-text';
import { Button } from 'shared-contracts/ui/Button';
import { Notice, NoticeRegion } from 'shared-contracts/ui/Notice';
import { useCartTexts } from '../../../i18n/use-cart-texts';
import { placeOrder, toPlaceOrderRequest, tokenOfCartOnScreen } from '../api/place-order';
import { paymentRouteOf, rememberAwaitingPayment } from '../awaiting-payment';
import { $placingOrder } from '../placing-order';
import { showOrderAlreadyPlaced, startAfterOrder } from '../already-ordered';
import { checkoutErrors, type CheckoutError, type CheckoutField } from '../checkout-errors';
import { $confirmations, confirmInformation, confirmLocation, isLocationConfirmed } from '../confirmations';
import { linesNotOrdered } from '../lines-not-ordered';
import { offeredTimings } from '../offered-timings';
import { usePaymentPickerDown } from '../payment-picker-down';
import { NOTHING_REFUSED, refusalTexts, type RefusedFields } from '../refused-fields';
import { $guestEmail } from '../guest-email';
import { fillSignedInDetails } from '../signed-in-details';
import { useFocusAfterRender } from '../use-focus-after-render';
import { useShowProblem } from '../use-show-problem';
import { DeliveryDetails } from '../../delivery/components/DeliveryDetails';
import { readDeliveryAreaAgain } from '../../delivery/choose-location';
import { saveOrderAddressIfAsked } from '../../delivery/save-address';
import { repriceAtStore } from '../../store-change/reprice-at-store';
import { recheckVoucher } from '../../voucher/recheck-voucher';
import { $voucherRefusedAtOrder, voucherRefusedAtOrder } from '../../voucher/refused-at-order';
import { waitingVoucherText } from '../../voucher/waiting-voucher';
import { CostLines } from './CostLines';
import { DeliveryTypeChoice } from './DeliveryTypeChoice';
import { GuestDetailsFields } from './GuestDetailsFields';
import { OrderBenefits } from './OrderBenefits';
import { OrderExtras } from './OrderExtras';
import { PaymentStep } from './PaymentStep';
import { PickupDetails } from './PickupDetails';
import { RefusalNotice } from './RefusalNotice';
import { ScheduleChoice } from './ScheduleChoice';
import './CheckoutForm.css';

/** API field names -> the checkout field that shows them; the rest go into the notice on top. */
const SERVER_FIELDS: Record<string, CheckoutField> = {
  name: 'name', email: 'email', phone: 'phone', store_id: 'store', pickup_type: 'pickup_type',
  payment_method: 'payment_method', age_restriction: 'age', later_time: 'later_time', later_day: 'later_time',
  address: 'address', geolocation: 'address', location_confirmed: 'locationConfirmed',
  information_confirmed: 'informationConfirmed',
};

/** /cart/checkout below the cart contents: everything an order needs, then placing it. */
export function CheckoutForm() {
  const { t } = useCartTexts();
  const navigate = useNavigate();
  const cart = useStore($cart);
  const settings = useStore($settings);
  const shopStatus = useStore($shopStatus);
  const email = useStore($guestEmail);
  const language = useStore($language);
  const loggedIn = useStore($loggedIn);
  const invalidLines = useStore($invalidCartLines);
  const confirmations = useStore($confirmations);
  const informationConfirmed = confirmations.information;
  const locationConfirmed = isLocationConfirmed(confirmations, cart);
  const [today, setToday] = useState<string | null>(null);
  const [refused, setRefused] = useState<RefusedFields>(NOTHING_REFUSED);
  // The server's reasons no field shows; the form's own summary is worded as the form is now.
  const [notice, setNotice] = useState<string[]>([]);
  const voucherRefused = useStore($voucherRefusedAtOrder);
  // Refused for what no field shows (a minimum, a waiting voucher): those reasons are named on top
  // too, as they are now, so one that is dealt with leaves the message ("check the highlighted
  // fields" alone pointed at nothing).
  const [heldBack, setHeldBack] = useState(false);
  // The bonus points entered are incorrect (spec §5): the order waits until they are mended.
  const [pointsIncorrect, setPointsIncorrect] = useState(false);
  const [busy, setBusy] = useState(false);
  const placing = useStore($placingOrder);
  const [slotsVersion, setSlotsVersion] = useState(0);
  const { formRef, messageRef, showProblem } = useShowProblem();
  // "Order for pickup instead" removes the button clicked: the store to collect from is next.
  const [pickupStoreRef, focusPickupStore] = useFocusAfterRender<HTMLSelectElement>();

  // A group order (issue 7) keeps the store and delivery type it was organised for.
  const group = cart.group_order && cart.order_token ? cart.order_token : null;
  const stores = settings?.stores ?? [];
  const pickupStores = stores.filter((store) => store.has_pickup && (!group || store.id === cart.store_id));
  // Only a service some store offers: a delivery-only brand has no store to collect from.
  const offered: DeliveryType[] = group
    ? [cart.delivery_type]
    : [...(stores.some((store) => store.has_pickup) ? (['pickup'] as const) : []), ...(stores.some((store) => store.has_delivery) ? (['delivery'] as const) : [])];
  const onlyMethods = group ? (groupOrderMethods(cart.group_order_payment_mode) ?? undefined) : undefined;
  const picker = usePaymentPickerDown(cart.delivery_type, onlyMethods);
  // Spec §3/§9 allow_ordering false: the shop is browse-only; a cart saved before is not sent.
  const orderingClosed = !isOrderingAllowed(settings);

  const offeredKey = offered.join();
  useEffect(() => {
    // A cart on a service the brand does not offer (pickup, the default, at a delivery-only brand)
    // starts on the one offered. Before the opening patch below, which reads the service.
    const first = offered[0];
    if (first && !offered.includes($cart.get().delivery_type)) updateCart({ delivery_type: first, payment_method: null });
    // The services offered are what it depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [offeredKey]);

  useEffect(() => {
    const current = $cart.get();
    const patch: Parameters<typeof updateCart>[0] = {};
    if (current.delivery_type === 'pickup' && !current.pickup_type) patch.pickup_type = 'at_counter';
    if (!current.phone_country && settings) patch.phone_country = settings.localization.country_code;
    if (Object.keys(patch).length > 0) updateCart(patch);
    if (current.store_id === null && pickupStores[0]) setStore(pickupStores[0].id);
    // Spec §4: the status is refreshed when the checkout opens; with a store, the store's effect does it.
    else if (current.store_id === null) void refreshShopStatus();
    // Only on opening: later changes are the customer's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    // The cart's voucher is a copy from when it was applied; the staff may have changed it since.
    void recheckVoucher(t);
    // Only on opening: a refusal that names the total reads it again (submit).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!loggedIn) return undefined;
    const controller = new AbortController();
    void fillSignedInDetails(controller.signal);
    return () => controller.abort();
  }, [loggedIn]);

  // New settings (another language) bring the brand's status, cached for every store: the cart's
  // store's is asked again, or "as soon as possible" would be offered where that store is closed.
  const settingsSeen = useRef(settings);
  useEffect(() => {
    if (settingsSeen.current === settings) return;
    settingsSeen.current = settings;
    void refreshShopStatus();
  }, [settings]);

  useEffect(() => {
    if (cart.store_id === null) return;
    // Spec §4: refreshed when the checkout opens (this runs then, once), and for a new store, since
    // the status answers for the store in the X-Store-Id header.
    void refreshShopStatus();
    // Spec §4: a store or location change re-reads the prices (and on opening, for the cart's store).
    repriceAtStore(cart.store_id);
  }, [cart.store_id]);

  useEffect(() => {
    // The cart keeps a copy of its delivery area and store: read again where its point is when the
    // checkout opens (the fee or minimum may have changed since) and when delivery is chosen again
    // (pickup may have moved the cart to another store than the one delivering there).
    if (cart.delivery_type === 'delivery') void readDeliveryAreaAgain();
  }, [cart.delivery_type]);

  const currency = settings?.localization.currency ?? 'RON';
  // Priced in the brand's currency, as the API prices the order (whole units where it is charged so).
  const lines = cartCostLines(cart, { currency });
  const minimum = minimumOrderValue(cart.delivery_type, cart.delivery_area);
  const missing = roundMoney(minimum - lines.subtotal);
  const invalidProducts = hasInvalidLines(cart.products, invalidLines);
  // What keeps the order from being placed whatever is filled in. Only the order minimum is said
  // above the button: a waiting voucher and products no longer orderable are said beside
  // themselves, with their Remove buttons (the voucher's line, the cart's lines; here the cart's own
  // words). All are named in the summary on top after a refused submit.
  const minimumBlocker =
    missing > 0 ? t('checkout.errors.minimum', { minimum: formatMoney(minimum, currency), missing: formatMoney(missing, currency) }) : null;
  const blockers = [
    minimumBlocker,
    waitingVoucherText(cart, currency, t),
    invalidProducts ? t('contents.invalidNotice') : null,
  ].filter((blocker): blocker is string => blocker !== null);
  const blocked = blockers.length > 0;
  const store = settings?.stores.find((candidate) => candidate.id === cart.store_id);
  // Spec §3/§9: the brand's cutlery setting (0 by default) says whether it offers a cutlery choice.
  const cutleryOffered = Boolean(settings?.website.cutlery);
  // In delivery the store is the address's (spec §4): until an address has chosen one, the cart's
  // store (the first pickup store, or the last one used) says nothing of delivery: no status is
  // said (the settings' brand-wide one may be hours old) and no store's "when?" is offered.
  const storeKnown = group !== null || cart.delivery_type !== 'delivery' || cart.delivery_area !== null;
  const status = storeKnown ? shopStatus : null;
  const timings = offeredTimings(status, cart.delivery_type, cart.products);

  function errorText(error: CheckoutError): string {
    return typeof error === 'string' ? t(`checkout.errors.${error}`) : t(`checkout.errors.${error.key}`, { product: error.product });
  }
  const found = checkoutErrors(cart, { email, informationConfirmed, locationConfirmed, offered: timings, today, offlineInstead: picker.offlineInstead });
  // A store chosen for delivery may pick nothing up: its list asks for a store then (PickupDetails).
  if (cart.delivery_type === 'pickup' && !found.store && !pickupStores.some((candidate) => candidate.id === cart.store_id)) found.store = 'store';
  // Translated as shown, never kept as text: see refused-fields.
  const errors = refusalTexts(refused, found, errorText);
  // Each field marked says why under it: the top only says where to look, while a field is marked
  // (the voucher's refusal stays until answered at its field). Reasons said on top are said instead.
  const marked = Object.keys(errors).length > 0 || (refused.by === 'server' && voucherRefused !== null);
  const summary = marked && notice.length === 0 ? [t('checkout.errors.summary')] : [];

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The notice on top says why; the button is disabled too. One order at a time, even from a
    // checkout opened again while the first is on its way (Enter in a field submits too).
    if (orderingClosed || $placingOrder.get()) return;
    setRefused({ by: 'form', fields: Object.keys(found) as CheckoutField[] });
    if (Object.keys(found).length > 0 || blocked || pointsIncorrect) {
      // The points field says what is wrong with its entry beside it, and takes the focus.
      const fields = Object.keys(found).length > 0 || pointsIncorrect;
      setNotice([]);
      setHeldBack(blocked);
      showProblem(fields ? 'field' : 'message');
      return;
    }
    setBusy(true);
    $placingOrder.set(true);
    setNotice([]);
    $voucherRefusedAtOrder.set(null);
    setHeldBack(false);
    try {
      const ofCart = await tokenOfCartOnScreen();
      // Spec §4: and refreshed again before placing; "now" or "later", as chosen, must still be offered.
      await refreshShopStatus();
      const fresh = offeredTimings($shopStatus.get(), cart.delivery_type, cart.products);
      if (!(cart.for_later ? fresh.later : fresh.now)) {
        // "Now" gone with "later" still offered: the schedule moves to later (a time chosen for
        // them), which the customer checks before placing; nothing offered: the store takes none now.
        setNotice([t(!cart.for_later && fresh.later ? 'checkout.errors.now_gone' : 'checkout.errors.unavailable')]);
        showProblem('message');
        return;
      }
      // A wish ticked while the brand offered cutlery is not sent once it no longer does (the box is gone).
      const request = toPlaceOrderRequest({ ...cart, tos: true, cutlery: cart.cutlery && cutleryOffered }, email, lines.total, { locationConfirmed, informationConfirmed });
      const result = await placeOrder(request, ofCart);
      if ('order' in result) {
        // The order is placed; keeping the address is a convenience that may fail on its own, said on
        // the order's page, or on top of the payment or group order screen sent to instead.
        const orderPage = group || paymentRouteOf(result.order) ? null : result.order.token;
        void saveOrderAddressIfAsked(cart, { orderPage, t });
        // The order took the lines it sent, not one another tab added meanwhile: that one stays.
        const notOrdered = linesNotOrdered($cart.get().products, cart.products);
        startAfterOrder();
        if (notOrdered.length > 0) updateCart({ products: notOrdered });
        if (group) {
          // The group order's screen shows everyone what they pay, and where to pay it.
          leaveGroupOrder();
          navigate(groupOrderOutcomePath('success', group));
          return;
        }
        // An online method goes on to the payments remote's screen; the others are done.
        rememberAwaitingPayment(result.order);
        navigate(paymentRouteOf(result.order) ?? href('order-success', { orderToken: result.order.token }));
        return;
      }
      if ('alreadyOrdered' in result) {
        if (group) leaveGroupOrder();
        showOrderAlreadyPlaced(result.alreadyOrdered, navigate);
        return;
      }
      const fields = result.refusal.fields ?? {};
      // A slot that closed or filled up meanwhile: offer the slots as they are now.
      if (fields.later_time || fields.for_later) setSlotsVersion((version) => version + 1);
      const shown: Partial<Record<CheckoutField, string>> = {};
      const rest: string[] = [];
      // The voucher is not the form's: its own field says why, its code back in it to apply again.
      if (fields.voucher_code) voucherRefusedAtOrder(fields.voucher_code);
      // A group's order shows no voucher field (OrderBenefits): there its reason is said on top.
      const voucherAtField = fields.voucher_code !== undefined && !group;
      for (const [field, message] of Object.entries(fields)) {
        if (field === 'voucher_code' && voucherAtField) continue;
        // In delivery the store is the address's: a store refused is put right at the address.
        const own = field === 'store_id' && cart.delivery_type === 'delivery' ? 'address' : SERVER_FIELDS[field];
        if (own) shown[own] = message;
        else rest.push(message);
      }
      setRefused({ by: 'server', messages: shown });
      // The voucher alone refused: the API's message is its reason, which its field says (and
      // announces). Not said again on top, which says where to look; the field takes the focus, as
      // the first field marked does for the form's own refusals. Any other field keeps the message
      // on top: its own may not be on the page (a time refused while "as soon as possible" is chosen).
      const voucherOnly = voucherAtField && rest.length === 0 && Object.keys(shown).length === 0;
      setNotice(voucherOnly ? [] : rest.length > 0 ? rest : [result.refusal.message]);
      showProblem(voucherOnly ? 'field' : 'message');
      // The prices changed meanwhile: read them again, so the next "Place order" sends the right total;
      // the voucher's too, which the API values as it is now.
      if (fields.expected_total) {
        repriceAtStore(cart.store_id);
        void recheckVoucher(t);
      }
      // A product age-restricted since it was put in the cart: its line reads the flag again.
      else if (fields.age_restriction) repriceAtStore(cart.store_id);
      // So is the delivery area (its fee or minimum may be what changed), and the store and area of
      // a refused address: the next "Place order" is priced where the address is now.
      if (fields.expected_total || fields.store_id || fields.geolocation) void readDeliveryAreaAgain();
    } catch {
      // The API client has already told the customer (spec §8 catalogue); the form stays as it was.
    } finally {
      setBusy(false);
      $placingOrder.set(false);
    }
  }

  return (
    <form ref={formRef} className="checkout" onSubmit={submit} noValidate aria-labelledby="checkout-title">
      <h2 id="checkout-title" className="checkout__title">{t('checkout.title')}</h2>
      <RefusalNotice messages={[...summary, ...notice, ...(heldBack ? blockers : [])]} ref={messageRef} />
      {orderingClosed && (
        <Notice tone="warning" className="checkout__section">
          {commonText('ordering.closed')}
        </Notice>
      )}
      <DeliveryTypeChoice value={cart.delivery_type} offered={offered} onChange={(delivery_type) => updateCart({ delivery_type, payment_method: null })} />
      {cart.delivery_type === 'pickup' && (
        <PickupDetails
          stores={pickupStores}
          storeId={cart.store_id}
          pickupType={cart.pickup_type}
          onStore={setStore}
          storeRef={pickupStoreRef}
          onPickupType={(pickup_type) => updateCart({ pickup_type })}
          errors={errors}
        />
      )}
      {cart.delivery_type === 'delivery' && (
        <DeliveryDetails cart={cart} tileUrl={settings?.website.maps_api ?? ''} autoLocate={settings?.website.auto_open_geolocation ?? false}
          {...(errors.address ? { error: errors.address } : {})} onPickupInstead={focusPickupStore} pickupOffered={offered.includes('pickup')} />
      )}
      {status?.message ? (
        <Notice tone="info">{status.message}</Notice>
      ) : (
        timings.nowUnavailable === 'closed' && store && storeKnown && (
          <Notice tone="info">{t(`checkout.closed.${cart.delivery_type}`, { store: store.name })}</Notice>
        )
      )}
      {store && storeKnown && (
        <ScheduleChoice cart={cart} offered={timings} language={language} onChange={updateCart} onToday={setToday} error={errors.later_time} slotsVersion={slotsVersion} />
      )}
      <GuestDetailsFields
        values={{ name: cart.name, email, phone: cart.phone, phone_country: cart.phone_country }}
        language={language}
        onChange={({ email: nextEmail, ...patch }) => {
          if (nextEmail !== undefined) $guestEmail.set(nextEmail);
          if (Object.keys(patch).length > 0) updateCart(patch);
        }}
        errors={errors}
      />
      <PaymentStep
        deliveryType={cart.delivery_type}
        selected={cart.payment_method}
        onSelect={(payment_method) => updateCart({ payment_method })}
        error={errors.payment_method}
        only={onlyMethods}
        {...picker}
      />
      <OrderExtras
        cart={cart}
        ageLimit={settings?.localization.age_restriction ?? 18}
        cutleryOffered={cutleryOffered}
        storeName={store?.name ?? ''}
        informationConfirmed={informationConfirmed}
        locationConfirmed={locationConfirmed}
        onChange={updateCart}
        onInformationConfirmed={confirmInformation}
        onLocationConfirmed={confirmLocation}
        errors={errors}
      />
      {/* No voucher or points on a group's order: whose would they be? */}
      {!group && <OrderBenefits cart={cart} currency={currency} onPointsIncorrect={setPointsIncorrect} />}
      <CostLines lines={lines} cart={cart} />
      <NoticeRegion>
        {minimumBlocker && <Notice tone="warning" live={false}>{minimumBlocker}</Notice>}
      </NoticeRegion>
      <p className="checkout__terms">
        <Trans t={t} i18nKey="checkout.terms" components={{ 1: <Link to={href('legal', { type: 'terms' })} /> }} />
      </p>
      {/* While the brand takes no orders the order cannot be sent; the notice on top says why. */}
      <Button type="submit" busy={busy || placing} disabled={orderingClosed} aria-disabled={blocked || undefined} className="checkout__place">
        {busy ? t('checkout.placing') : t('checkout.place')}
      </Button>
    </form>
  );
}
