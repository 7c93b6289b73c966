import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { hasStatus, serverRefusal } from 'shared-contracts/api/server-message';
import { useFocusProblem } from 'shared-contracts/forms/use-focus-problem';
import type { ScreenProps } from 'shared-contracts/remotes/contracts';
import { href } from 'shared-contracts/routes/named-routes';
import { $cart, updateCart } from 'shared-contracts/stores/cart';
import { $settings } from 'shared-contracts/stores/settings';
import { $user } from 'shared-contracts/stores/user';
import type { GroupOrderPaymentType } from 'shared-contracts/types/cart';
import type { GroupOrderPaymentMode } from 'shared-contracts/types/group-order';
import { Button } from 'shared-contracts/ui/Button';
import { Field } from 'shared-contracts/ui/Field';
import { NumberInput } from 'shared-contracts/ui/NumberInput';
import { ScreenHeading } from 'shared-contracts/stores/screen-metadata';
import { AlreadyInGroupOrder } from '../components/AlreadyInGroupOrder';
import { GroupNotice } from '../components/GroupNotice';
import { Loading } from '../components/Loading';
import { groupOrderCalls } from '../features/group-order/api/group-order-calls';
import { enterGroupOrder, groupOrderOfCart } from '../features/group-order/participant-tokens';
import { deliveryFeeIsShared } from '../features/group-order/delivery-fee-shared';
import { PARTICIPANT_NAME_MAX_LENGTH } from 'shared-contracts/forms/field-limits';
import { orderLine } from 'shared-contracts/api/group-order-products';
import { moneyDecimals } from 'shared-contracts/pricing/cost-lines';
import { roundMoney } from 'shared-contracts/pricing/round-money';
import { useTexts } from '../i18n/use-texts';
import '../components/page.css';

const MODES: GroupOrderPaymentMode[] = ['split', 'integral', 'organiser'];
const TYPES: GroupOrderPaymentType[] = ['split', 'total'];

type PayExtraProblem = 'start.pay_extra_invalid' | 'start.pay_extra_whole' | 'start.pay_extra_cents';

/**
 * Reads the extra amount as spec §5 numbers are typed: the amount, or what is wrong with it. One
 * finer than the brand's currency is charged in (0.5 yen) is refused, as the API refuses it, never
 * rounded unseen: the organiser's share could not be charged as shown.
 */
function payExtraOf(text: string, decimals: 0 | 2): number | PayExtraProblem {
  if (text.trim() === '') return 0;
  const value = Number(text);
  if (!(Number.isFinite(value) && value >= 0 && value <= 1000)) return 'start.pay_extra_invalid';
  if (roundMoney(value, decimals) !== value) return decimals === 0 ? 'start.pay_extra_whole' : 'start.pay_extra_cents';
  return value;
}

/**
 * group-orders/start: the organiser turns their cart into a group order (spec §4): their name, the
 * payment mode, the delivery-fee rule (group_order_payment_type) when each pays their own part,
 * and an optional extra.
 */
export default function StartGroupOrderPage(_props: ScreenProps) {
  const { t, ready } = useTexts();
  const navigate = useNavigate();
  const cart = useStore($cart);
  const user = useStore($user);
  const settings = useStore($settings);
  const [name, setName] = useState(cart.name || user.name || '');
  const [mode, setMode] = useState<GroupOrderPaymentMode>('split');
  const [paymentType, setPaymentType] = useState<GroupOrderPaymentType>('split');
  const [payExtra, setPayExtra] = useState('');
  const [errors, setErrors] = useState<{ name?: string; payExtra?: string }>({});
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { formRef, focusProblem } = useFocusProblem();

  if (!ready) return <Loading />;
  // The cart's store; before the checkout chose one, the shop's own, as the checkout would.
  const storeId = cart.store_id ?? settings?.store_id ?? settings?.stores[0]?.id ?? null;
  if (storeId === null) {
    return (
      <section className="go-page">
        <ScreenHeading>{t('start.title')}</ScreenHeading>
        <p>{t('start.no_store')}</p>
        <Link to={href('homepage')}>{t('back_home')}</Link>
      </section>
    );
  }
  const shopStore: number = storeId;
  const decimals = moneyDecimals(settings?.localization.currency);
  // Already in a group order (this address opened again, a second tab): starting again would make a
  // second, empty group order and leave the first, with whoever joined it, unwatched.
  const inGroupOrder = groupOrderOfCart(cart);
  if (inGroupOrder) {
    return (
      <section className="go-page">
        <ScreenHeading>{t('start.title')}</ScreenHeading>
        <AlreadyInGroupOrder link={inGroupOrder} />
      </section>
    );
  }

  async function start(event: FormEvent) {
    event.preventDefault();
    const extra = payExtraOf(payExtra, decimals);
    const found = { name: name.trim() === '' ? t('name_required') : undefined, payExtra: typeof extra === 'string' ? t(extra) : undefined };
    setErrors(found);
    if (found.name || typeof extra === 'string') return focusProblem();
    // Busy until the panel replaces this screen (it may still be loading): a second click would start
    // a second group order.
    setBusy(true);
    setRefusal(null);
    try {
      const delivery = cart.delivery_type === 'delivery';
      const feeAsked = delivery && deliveryFeeIsShared(mode);
      const started = await groupOrderCalls.start({
        store_id: shopStore,
        delivery_type: delivery ? 'delivery' : 'pickup',
        delivery_area_id: delivery ? (cart.delivery_area?.id ?? null) : null,
        name: name.trim(),
        payment_mode: mode,
        // Not asked, so the API's default, when one person pays everything.
        group_order_payment_type: feeAsked ? paymentType : 'split',
        group_order_pay_extra: extra,
        products: cart.products.map(orderLine),
      });
      enterGroupOrder(started, true);
      // The cart's products are now the organiser's part of the group order; deleting it gives
      // all of that part back.
      updateCart({ products: [] });
      // In place of the form: Back from the panel goes to where the customer was before it, not to a
      // form that could only say the group order is started.
      navigate(href('group-orders.panel', { link: started.link }), { replace: true });
    } catch (failure) {
      setBusy(false);
      // A refusal (422: a store or delivery area the shop no longer has, card payment needed to
      // split, a cart line that breaks its product's choices) is the screen's to show: the API
      // client's error catalogue leaves 422 to the form. Its HTML-safe message goes on top, red.
      // Any other failure has been told by the error catalogue.
      // A refused name or extra goes on its field, as the join form shows a name.
      const refused = hasStatus(failure, 422) ? await serverRefusal(failure) : null;
      if (refused?.field === 'name') {
        setErrors({ name: refused.message });
        focusProblem();
      } else if (refused?.field === 'group_order_pay_extra') {
        setErrors({ payExtra: refused.message });
        focusProblem();
      } else if (refused) setRefusal(refused.message);
    }
  }

  return (
    <section className="go-page" aria-labelledby="go-start-title">
      <ScreenHeading id="go-start-title">{t('start.title')}</ScreenHeading>
      <p>{t('start.intro')}</p>
      {cart.products.length > 0 && <p className="go-muted">{t('start.from_cart')}</p>}
      <GroupNotice html={refusal} onDismiss={() => setRefusal(null)} />
      <form ref={formRef} className="go-form" noValidate onSubmit={(event) => void start(event)}>
        <p className="go-muted">{t('mandatory')}</p>
        <Field label={t('start.your_name')} required autoComplete="name" maxLength={PARTICIPANT_NAME_MAX_LENGTH} value={name} error={errors.name} onChange={(event) => setName(event.target.value)} />
        <fieldset>
          <legend>{t('start.payment_mode')}</legend>
          {MODES.map((value) => (
            <label key={value} className="go-choice">
              <input type="radio" name="payment_mode" value={value} checked={mode === value} onChange={() => setMode(value)} />
              {t(`start.mode.${value}`)}
            </label>
          ))}
        </fieldset>
        {cart.delivery_type === 'delivery' && deliveryFeeIsShared(mode) && (
          <fieldset>
            <legend>{t('start.payment_type')}</legend>
            {TYPES.map((value) => (
              <label key={value} className="go-choice">
                <input type="radio" name="group_order_payment_type" value={value} checked={paymentType === value} onChange={() => setPaymentType(value)} />
                {t(`start.type.${value}`)}
              </label>
            ))}
          </fieldset>
        )}
        <NumberInput
          label={t('start.pay_extra')}
          hint={t('start.pay_extra_hint')}
          value={payExtra}
          error={errors.payExtra}
          inputMode={decimals === 0 ? 'numeric' : 'decimal'}
          refusedText={t('start.pay_extra_refused')}
          onValueChange={setPayExtra}
        />
        <Button type="submit" busy={busy}>
          {t('start.submit')}
        </Button>
      </form>
    </section>
  );
}
