import { useEffect, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useStore } from '@nanostores/react';
import { useNavigate } from 'react-router-dom';
import { paymentRouteFor } from 'shared-contracts/payments/payment-route';
import { cartCostLines } from 'shared-contracts/pricing/cost-lines';
import { href } from 'shared-contracts/routes/named-routes';
import { $cart, updateCart } from 'shared-contracts/stores/cart';
import { $settings, isOrderingAllowed } from 'shared-contracts/stores/settings';
import { commonText } from 'shared-contracts/i18n/common/common-text';
import { Button } from 'shared-contracts/ui/Button';
import { ORDER_CONTACT_LIMITS } from 'shared-contracts/forms/field-limits';
import { fullNameProblem } from 'shared-contracts/forms/person-fields';
import { Field } from 'shared-contracts/ui/Field';
import { Notice } from 'shared-contracts/ui/Notice';
import { useCartTexts } from '../../../i18n/use-cart-texts';
import { placeOrder, toPlaceOrderRequest, tokenOfCartOnScreen } from '../../checkout/api/place-order';
import { rememberAwaitingPayment } from '../../checkout/awaiting-payment';
import { CostLines } from '../../checkout/components/CostLines';
import { OrderBenefits } from '../../checkout/components/OrderBenefits';
import { PaymentStep } from '../../checkout/components/PaymentStep';
import { Checkbox } from '../../checkout/components/OrderExtras';
import { RefusalNotice } from '../../checkout/components/RefusalNotice';
import { onlineWhileDown, usePaymentPickerDown } from '../../checkout/payment-picker-down';
import { useShowProblem } from '../../checkout/use-show-problem';
import { focusReplacingCheckout } from '../focus-replacing-checkout';
import { leaveTable } from '../leave-table';
import { repriceAtStore } from '../../store-change/reprice-at-store';
import { rememberTableOrder } from '../table-orders';
import { showOrderAlreadyPlaced, startAfterOrder } from '../../checkout/already-ordered';
import { useTablesClosed } from '../use-tables-closed';
import { recheckVoucher } from '../../voucher/recheck-voucher';
import { waitingVoucherText } from '../../voucher/waiting-voucher';

/** API field names this form shows beside their field; the rest go into the notice on top. */
const OWN_FIELDS = ['name', 'payment_method', 'age_restriction'] as const;

/**
 * The checkout of a table order (issue 9): no address, pickup or schedule, no delivery fee, minimum
 * or pack price; a name for the waiter, notes, how to pay, the age confirmation when a product
 * needs it (spec §5), and "Send order to waiter".
 */
export function TableCheckout() {
  const { t } = useCartTexts();
  const navigate = useNavigate();
  const cart = useStore($cart);
  const settings = useStore($settings);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  // The bonus points entered are incorrect (spec §5): the order waits until they are mended.
  const [pointsIncorrect, setPointsIncorrect] = useState(false);
  const { formRef, messageRef, showProblem } = useShowProblem();
  const currency = settings?.localization.currency ?? 'RON';
  // Priced in the brand's currency, as the API prices the order (whole units where it is charged so).
  const lines = cartCostLines(cart, { currency });
  const store = settings?.stores.find((candidate) => candidate.id === cart.store_id);
  const ageRestricted = cart.products.some((product) => product.age_restriction);
  // Why no order can be sent now ('' when one can): the brand takes none (spec §3/§9 allow_ordering),
  // or the store takes none at its tables now.
  const tablesClosed = useTablesClosed(cart.table_link);
  const closed = isOrderingAllowed(settings) ? tablesClosed : commonText('ordering.closed');
  const picker = usePaymentPickerDown('table', undefined);

  // On opening and whenever the table's store changes, the cart is priced by that store.
  useEffect(() => repriceAtStore(cart.store_id), [cart.store_id]);
  // The cart's voucher is a copy from when it was applied: read again on opening (see recheckVoucher).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => void recheckVoucher(t), []);

  function leave() {
    const page = formRef.current?.parentElement ?? null;
    // Rendered at once, so the checkout that replaces this one is there to take the focus.
    flushSync(leaveTable);
    focusReplacingCheckout(page);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (closed) return;
    const found: Record<string, string> = {};
    // The rule and the longest name the API takes for an order's name (spec §5).
    if (fullNameProblem(cart.name)) found.name = t('checkout.errors.name_required');
    const onlineDown = onlineWhileDown(cart.payment_method, picker.offlineInstead);
    if (!cart.payment_method) found.payment_method = t('checkout.errors.payment_method');
    else if (onlineDown) found.payment_method = t(`checkout.errors.${onlineDown}`);
    if (ageRestricted && !cart.age_restriction) found.age_restriction = t('checkout.errors.age');
    setErrors(found);
    // A voucher below its own minimum holds the order back, said on top as well as beside it.
    const waiting = waitingVoucherText(cart, currency, t);
    setNotice(waiting ? [waiting] : []);
    if (Object.keys(found).length > 0 || pointsIncorrect || waiting) {
      showProblem(Object.keys(found).length > 0 || pointsIncorrect ? 'field' : 'message');
      return;
    }
    setBusy(true);
    setNotice([]);
    try {
      const ofCart = await tokenOfCartOnScreen();
      // The cart keeps the phone and the timing of earlier orders, which this form neither shows nor
      // asks for; the API checks a phone whenever one is sent and takes no table order for later, so
      // an old one the guest cannot see here would refuse every order. The e-mail is never asked either,
      // nor cutlery: a wish ticked earlier in the delivery or pickup checkout is not this order's.
      const asked = { ...cart, tos: true, phone: '', for_later: false, cutlery: false };
      const result = await placeOrder({ ...toPlaceOrderRequest(asked, '', lines.total), table_link: cart.table_link }, ofCart);
      if ('order' in result) {
        if (cart.table_id !== null) rememberTableOrder(cart.table_id, result.order.token);
        startAfterOrder();
        // A total of 0 (a voucher or points cover it) is paid as placed: there is nothing to pay online.
        const toPay = result.order.total > 0 ? paymentRouteFor(result.order) : null;
        // The API never counts a table order as due (the table's page offers to pay it), yet Back from
        // a declined card lands on this emptied cart: remembered as the checkout's orders are, the
        // cart offers to pay it. An order with nothing to pay online replaces the one remembered, as there.
        const { token, payment_method } = result.order;
        rememberAwaitingPayment({ token, payment_method, payment_due: toPay !== null });
        // Busy until the next screen replaces this one (it may still be loading).
        navigate(toPay ?? href('order-success', { orderToken: result.order.token }));
        return;
      }
      if ('alreadyOrdered' in result) {
        if (cart.table_id !== null) rememberTableOrder(cart.table_id, result.alreadyOrdered.placed_order.token);
        showOrderAlreadyPlaced(result.alreadyOrdered, navigate);
        return;
      }
      setBusy(false);
      const fields = result.refusal.fields ?? {};
      const own = (field: string): field is (typeof OWN_FIELDS)[number] => (OWN_FIELDS as readonly string[]).includes(field);
      setErrors(Object.fromEntries(Object.entries(fields).filter(([field]) => own(field))));
      const rest = Object.entries(fields).filter(([field]) => !own(field)).map(([, message]) => message);
      setNotice(rest.length > 0 ? rest : [result.refusal.message]);
      showProblem('message');
      // The prices changed meanwhile: read them again, so the next tap sends the right total; the
      // voucher's too, which the API values as it is now.
      if (fields.expected_total) {
        repriceAtStore(cart.store_id);
        void recheckVoucher(t);
      }
    } catch {
      // The API client has told the customer; the form stays as it was.
      setBusy(false);
    }
  }

  return (
    <form ref={formRef} className="checkout" onSubmit={submit} noValidate aria-labelledby="table-checkout-title">
      <h2 id="table-checkout-title" className="checkout__title">{t('table.checkoutTitle')}</h2>
      <RefusalNotice messages={notice} ref={messageRef} />
      {closed && (
        <Notice tone="warning" className="checkout__section">
          {closed}
        </Notice>
      )}
      <p className="checkout__section checkout__table">
        {/* One line of text, "Table 5 · Old Town", with the way out beside or under it. */}
        <span>
          <strong>{t('table.badge', { number: cart.table_number ?? '' })}</strong>
          {store && ` · ${store.name}`}
        </span>
        <Button type="button" variant="link" onClick={leave}>
          {t('table.leave')}
        </Button>
      </p>
      <Field label={t('table.name')} hint={t('table.nameHint')} required autoComplete="name" value={cart.name} maxLength={ORDER_CONTACT_LIMITS.name} onChange={(event) => updateCart({ name: event.target.value })} error={errors.name} />
      <Field label={t('checkout.extras.informations')} value={cart.informations} maxLength={1000} onChange={(event) => updateCart({ informations: event.target.value })} />
      <PaymentStep
        deliveryType="table"
        selected={cart.payment_method}
        onSelect={(payment_method) => {
          updateCart({ payment_method });
          // What was said of the method before (none chosen, online while it cannot load) is put right.
          setErrors(({ payment_method: _put_right, ...rest }) => rest);
        }}
        error={errors.payment_method}
        {...picker}
      />
      {ageRestricted && (
        <Checkbox
          id="table-age"
          label={t('checkout.extras.age', { age: settings?.localization.age_restriction ?? 18 })}
          checked={cart.age_restriction}
          onChange={(age_restriction) => updateCart({ age_restriction })}
          {...(errors.age_restriction ? { error: errors.age_restriction } : {})}
        />
      )}
      <OrderBenefits cart={cart} currency={currency} onPointsIncorrect={setPointsIncorrect} />
      <CostLines lines={lines} cart={cart} />
      {/* While no order can be sent (the brand's or the store's tables closed), the notice on top says why. */}
      <Button type="submit" busy={busy} disabled={closed !== ''} className="checkout__place">
        {busy ? t('checkout.placing') : t('table.send')}
      </Button>
    </form>
  );
}
