import { useCallback, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { Link } from 'react-router-dom';
import type { ScreenProps } from 'shared-contracts/remotes/contracts';
import { href } from 'shared-contracts/routes/named-routes';
import { $language } from 'shared-contracts/stores/language';
import type { PlacedOrder } from 'shared-contracts/types/order';
import { RemoteSlot } from 'shared-contracts/ui/RemoteSlot';
import { Price } from 'shared-contracts/ui/Price';
import { Button } from 'shared-contracts/ui/Button';
import { Notice } from 'shared-contracts/ui/Notice';
import { hasStatus } from 'shared-contracts/api/server-message';
import { formatDayInSentence } from 'shared-contracts/i18n/format-date';
import { paymentRouteFor } from 'shared-contracts/payments/payment-route';
import { forgetAwaitingPayment } from '../features/checkout/awaiting-payment';
import { getOrder, isOrderToken } from '../features/order-success/api/get-order';
import { StoreContact } from '../features/order-success/components/StoreContact';
import { StoredCostLines } from '../features/order-success/components/StoredCostLines';
import { PaymentDeadline } from '../features/order-success/components/PaymentDeadline';
import { AddressNotSavedNotice } from '../features/order-success/components/AddressNotSavedNotice';
import { LineChoicesText } from '../features/cart/components/LineChoicesText';
import { TableOrderState } from '../features/table/components/TableOrderState';
import { $cart } from 'shared-contracts/stores/cart';
import { ScreenHeading } from 'shared-contracts/stores/screen-metadata';
import { useCartTexts } from '../i18n/use-cart-texts';
import { paymentStepOf, type PaymentStep } from './OrderSuccessPage.payment';
import './OrderSuccessPage.css';

/** What an order still to pay, or whose payment is still to be confirmed, says instead of thanks. */
const PAYMENT_STEP_TEXTS = {
  pay: { title: 'success.awaitingTitle', text: 'page.awaitingPayment', link: 'page.payOrder' },
  check: { title: 'success.unconfirmedTitle', text: 'success.unconfirmed', link: 'success.checkPayment' },
} as const satisfies Record<PaymentStep, Record<'title' | 'text' | 'link', string>>;

/** What happens next: delivered or ready for pickup, now (in about N minutes) or later (day and time). */
function whenText(order: PlacedOrder, t: ReturnType<typeof useCartTexts>['t'], language: string): string {
  const service = order.delivery_type === 'delivery' ? 'delivery' : 'pickup';
  if (order.for_later && order.later_day && order.later_time) {
    return t(`success.${service}Later`, { day: formatDayInSentence(order.later_day, language), time: order.later_time });
  }
  // A brand with no estimate (spec §9 default 0) would read "in about 0 minutes".
  if (order.estimated_minutes <= 0) return t(`success.${service}Soon`);
  return t(`success.${service}Now`, { minutes: order.estimated_minutes });
}

/** order-success/{orderToken}: the order as the server stored it. */
export default function OrderSuccessPage({ params }: ScreenProps) {
  const { t, ready } = useCartTexts();
  const language = useStore($language);
  const token = params.orderToken ?? '';
  const [order, setOrder] = useState<PlacedOrder | null>(null);
  const [paymentStep, setPaymentStep] = useState<PaymentStep | null>(null);
  // Every failure ends the loading: a link that names no order, or a load to try again.
  const [failure, setFailure] = useState<'missing' | 'failed' | null>(null);
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const cart = useStore($cart);

  useEffect(() => {
    // A malformed token names no order: the API would only answer a developer's 400.
    if (!isOrderToken(token)) return setFailure('missing');
    let live = true;
    setFailure(null);
    getOrder(token)
      .then(async (placed) => ({ placed, step: await paymentStepOf(placed) }))
      .then(
        ({ placed, step }) => {
          // An order still to pay (or to check) stays where the emptied cart can lead back to its payment.
          if (!step) forgetAwaitingPayment(placed.token);
          if (live) {
            setOrder(placed);
            setPaymentStep(step);
          }
        },
        (error: unknown) => {
          // The API client reports the order's failures (a 404 goes to the homepage, spec §8); the payment's are quiet.
          if (live) setFailure(hasStatus(error, 400) || hasStatus(error, 404) ? 'missing' : 'failed');
        },
      );
    return () => {
      live = false;
    };
    // The API names the lines in the request's language: another language reads the order again.
  }, [token, attempt, language]);

  if (!ready) return <div className="order-success order-success--loading" aria-busy="true" />;
  if (failure === 'missing') {
    return (
      <div className="order-success">
        <ScreenHeading className="order-success__title">{t('success.missingTitle')}</ScreenHeading>
        <p>{t('success.missing')}</p>
        <Link className="order-success__back" to={href('homepage')}>{t('success.backToMenu')}</Link>
      </div>
    );
  }
  if (failure === 'failed') {
    return (
      <div className="order-success">
        {/* The screen still has a heading and a title: the shell's focus on arrival lands on it (WCAG 2.4.2). */}
        <ScreenHeading className="order-success__title">{t('success.loadErrorTitle')}</ScreenHeading>
        <Notice tone="error">{t('success.loadError')}</Notice>
        <Button onClick={retry}>{t('success.retry')}</Button>
      </div>
    );
  }
  if (!order) {
    return (
      <div className="order-success" aria-busy="true">
        <p role="status">{t('success.loading')}</p>
      </div>
    );
  }
  // Paid online and not paid yet: nothing is made until it is, so no "ready in N minutes", no thanks
  // as if it were done and no e-mail yet (it is held until paid); the payment screen pays or checks it.
  const toPayment = paymentStep ? paymentRouteFor(order) : null;
  const stepTexts = paymentStep ? PAYMENT_STEP_TEXTS[paymentStep] : null;
  // A split group's order is never paid as a whole (the API refuses it): each share is paid on the
  // group order's screen, which is where this page sends its reader.
  const byShares = paymentStep === 'pay' && order.group_order_link ? order.group_order_link : null;
  // Not paid in time, the API cancelled it: nothing is made, delivered or confirmed, so the page
  // says so and where the customer goes on, instead of when and where the food comes. (An order
  // still to pay says by when, from the API's payment_deadline.)
  const abandoned = order.abandoned === true;
  const title = abandoned ? 'success.abandonedTitle' : (stepTexts?.title ?? 'success.title');
  return (
    <div className="order-success">
      <ScreenHeading className="order-success__title">{t(title)}</ScreenHeading>
      <AddressNotSavedNotice orderToken={order.token} t={t} />
      {abandoned ? (
        <>
          {/* Closed with a payment its provider could not verify, it may have been charged: whom to ask. */}
          <p className="order-success__when">
            {order.payment_unverified === true ? t('success.abandonedUnverified', { store: order.store.name }) : t('success.abandoned')}
          </p>
          {/* The cart was emptied when the order was placed, and a guest has no order history: the
              account's "Order again" puts the same food back, by the order's link. */}
          <RemoteSlot remote="account" module="./OrderAgain" props={{ orderToken: order.token, orderedFor: order.delivery_type }} />
        </>
      ) : order.table ? (
        // Spec §4 "sent to waiter, received": live, with the calls, while the cart is at the order's
        // own table; else as stored (the calls and live state of another table are not this order's).
        cart.table_link && order.table.id === cart.table_id ? (
          <TableOrderState link={cart.table_link} token={order.token} stored={order.table.status} />
        ) : (
          <p role="status" className="order-success__when">{t(`table.state.${order.table.status}`)}</p>
        )
      ) : byShares ? (
        <p className="order-success__when">
          {t('success.paidByShares')}{' '}
          <Link className="ui-button ui-button--primary" to={href('group-orders.panel', { link: byShares })}>{t('success.openGroupOrder')}</Link>
        </p>
      ) : toPayment && stepTexts ? (
        <>
          <p className="order-success__when">
            {t(stepTexts.text)}{' '}
            <Link className="ui-button ui-button--primary" to={toPayment}>{t(stepTexts.link)}</Link>
          </p>
          {paymentStep === 'pay' && order.payment_deadline && <PaymentDeadline deadline={order.payment_deadline} storeId={order.store.id} />}
        </>
      ) : (
        <p className="order-success__when">{whenText(order, t, language)}</p>
      )}
      {abandoned ? null : order.table ? (
        <p>
          <strong>{t('table.badge', { number: order.table.number })}:</strong> {order.store.name}, {order.store.address}
        </p>
      ) : order.delivery_type === 'delivery' ? (
        <>
          <p>
            {/* With the floor or apartment, as the confirmation e-mail says it: the customer checks the flat
                here (an API older than address_line2 leaves it out, hence Boolean). */}
            <strong>{t('success.deliveryAddress')}:</strong> {[order.address, order.address_line2].filter(Boolean).join(', ')}
          </p>
          {/* Spec §2: a later order shows its time and store; the store is who to call about it. */}
          {order.for_later && (
            <p>
              <strong>{t('success.preparedBy')}:</strong> <StoreContact store={order.store} />
            </p>
          )}
        </>
      ) : (
        <>
          <p>
            <strong>{t('success.pickupStore')}:</strong> <StoreContact store={order.store} />
          </p>
          {/* Brought out to the car: the customer has to know to say they are there. */}
          {order.pickup_type === 'by_car' && <p>{t('success.byCar')}</p>}
        </>
      )}
      <h2 className="order-success__heading">{t('success.summary')}</h2>
      <ul className="order-success__lines">
        {order.lines.map((line, index) => (
          <li key={index} className="order-success__line">
            {/* Its size and options as the cart line showed them. */}
            <span className="order-success__what">
              <span>{t('success.line', { quantity: line.quantity, name: line.name })}</span>
              <LineChoicesText choices={{ size: line.size_name, options: line.options }} t={t} />
            </span>
            <Price value={line.total} />
          </li>
        ))}
      </ul>
      <StoredCostLines order={order} />
      <p className="order-success__total">
        <span>{t('success.total')}</span> <Price value={order.total} />
      </p>
      {order.delivery_type !== 'table' && !abandoned && <p>{t(toPayment ? 'success.emailOncePaid' : 'success.email')}</p>}
      <RemoteSlot remote="account" module="./GuestInvitation" props={{}} />
      <Link className="order-success__back" to={href('homepage')}>
        {t('success.backToMenu')}
      </Link>
    </div>
  );
}
