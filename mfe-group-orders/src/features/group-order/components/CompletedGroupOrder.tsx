import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { isOnlinePaymentMethod } from 'shared-contracts/payments/payment-methods';
import { href } from 'shared-contracts/routes/named-routes';
import type { GroupOrder, Participant } from 'shared-contracts/types/group-order';
import { Button } from 'shared-contracts/ui/Button';
import { ConfirmStep } from 'shared-contracts/ui/ConfirmStep';
import { Notice } from 'shared-contracts/ui/Notice';
import { Price } from 'shared-contracts/ui/Price';
import { ScreenHeading } from 'shared-contracts/stores/screen-metadata';
import { GroupNotice } from '../../../components/GroupNotice';
import { Loading } from '../../../components/Loading';
import { ReadAgain } from '../../../components/ReadAgain';
import { useTexts } from '../../../i18n/use-texts';
import { groupOrderCalls } from '../api/group-order-calls';
import { handOverToCheckout } from '../hand-over-to-checkout';
import { leaveCartOf } from '../participant-tokens';
import { takeBackOrganiserFood } from '../organiser-cart';
import { useGroupCall } from '../use-group-call';
import { useGroupOrder } from '../use-group-order';
import { DeliveryFeeRule } from './DeliveryFeeRule';
import { PaysFor, ParticipantStates, WhatIsOwed } from './ParticipantStates';
import { usePanelFocus } from '../panel-focus';
import { outcomePath, outcomeState, reopenedState } from '../outcome-path';
import { usePanelChangesSaid } from '../panel-changes';
import { PayForShare, payShareId } from './PayForShare';
import { PlacedWhereAndWhen } from './PlacedWhereAndWhen';

/** Each participant's part of the group's order: what they pay, and its spec §4 state. */
function Shares({ order, busy, onPayFor }: { order: GroupOrder; busy: boolean; onPayFor: (participant: Participant) => void }) {
  const { t } = useTexts();
  return (
    <section className="go-section" aria-labelledby="go-shares-title">
      <h2 id="go-shares-title">{t('success.shares')}</h2>
      <ul className="go-participants">
        {order.participants.map((participant) => (
          <li key={participant.id} className={participant.id === order.me.id ? 'go-participant go-participant--me go-names' : 'go-participant go-names'} aria-labelledby={`go-share-${participant.id}`}>
            <div className="go-row">
              <h3 id={`go-share-${participant.id}`}>
                {participant.name}
                {participant.id === order.me.id && ` (${t('panel.you')})`}
              </h3>
            </div>
            <ParticipantStates participant={participant} />
            <dl className="go-sums">
              <dt>{t('panel.total')}</dt>
              <dd data-testid={`total-${participant.name}`}>
                <Price value={participant.total} />
              </dd>
              <WhatIsOwed participant={participant} order={order} />
            </dl>
            <PaysFor participant={participant} order={order} />
            <PayForShare order={order} participant={participant} busy={busy} onPayFor={onPayFor} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** What I do now: pay my share (or the whole) online, pay when the food comes, or nothing; or that it was cancelled unpaid. */
function MyPayment({ order }: { order: GroupOrder }) {
  const { t } = useTexts();
  const me = order.participants.find((participant) => participant.id === order.me.id);
  if (!order.order || !me) return null;
  if (order.order.paid) return <Notice tone="success">{t('success.paid')}</Notice>;
  // A share was not paid in time: nothing is paid any more, and a share paid comes back.
  if (order.order.cancelled_unpaid) {
    return (
      <Notice tone="error">
        {/* A share of nothing (an organiser who only organises) was "paid" at placing: nothing to refund. */}
        {t('success.cancelled_unpaid')} {me.payment === 'paid' && me.amount_due > 0 && t('success.share_refunded')}
      </Notice>
    );
  }
  if (order.me.payment_token) {
    return (
      <Link className="ui-button ui-button--primary go-cta" to={href('integrations.payment', { orderId: order.me.payment_token })}>
        {t(order.payment_mode === 'split' ? 'success.pay_share' : 'success.pay_whole')} <Price value={order.me.payment_amount} />
      </Link>
    );
  }
  if (me.payment === 'paid') return <p role="status">{t('success.my_share_paid')}</p>;
  if (me.amount_due > 0 && !isOnlinePaymentMethod(order.order.payment_method)) {
    return (
      <p>
        {t(order.delivery_type === 'delivery' ? 'success.pay_on_delivery' : 'success.pay_at_pickup')} <Price value={me.amount_due} />
      </p>
    );
  }
  return null;
}

/**
 * group-orders/success for a participant of the completed group order, kept live: until the
 * organiser places it, the organiser is offered the checkout and the others wait; once placed,
 * everyone sees each share and its state, and pays their own on the payments screen.
 */
export function CompletedGroupOrder({ link, token }: { link: string; token: string }) {
  const { t } = useTexts();
  const navigate = useNavigate();
  const { state, reload } = useGroupOrder(link, token);
  const [busy, setBusy] = useState(false);
  const { busy: calling, refusal, dismissRefusal, run } = useGroupCall(reload);
  const focusAfterChange = usePanelFocus();
  const order = state.kind === 'ready' ? state.order : null;
  const completed = order?.status === 'completed';
  // Placed: only then is a participant's cart done with it. Until then a refused checkout may open it
  // again (food no longer sold, below the minimum), and a replacement chosen from the menu must go to
  // their part of it, not to a cart of their own.
  const placedFor = completed && !order.me.is_admin && order.order !== null;
  // Not complete (the address kept or typed, or opened again below the minimum order): the group
  // order's own screen says where it stands, or that it was deleted.
  const elsewhere = order && !completed ? (outcomePath(order) ?? href('group-orders.panel', { link })) : null;
  // Opened again (the organiser's checkout was refused): the panel says so, and whose order needs them.
  const reopened = order !== null && (order.status === 'open' || order.status === 'in_progress') && !order.me.left;
  // Others' changes to the reader's share (the organiser takes it over), said as the panel says them.
  const changesSaid = usePanelChangesSaid(order);

  // A participant's cart is done with the placed group order (spec §4 resets); the token stays to pay.
  useEffect(() => {
    if (placedFor) leaveCartOf(link);
  }, [placedFor, link]);

  useEffect(() => {
    if (elsewhere) navigate(elsewhere, { replace: true, state: reopened ? reopenedState(link) : outcomeState(link) });
  }, [elsewhere, reopened, link, navigate]);

  // Only a refused link or token is the link's fault (the panel's first read is quiet: said here).
  if (state.kind === 'failed') {
    return state.refused ? <Notice tone="error">{t('join.no_link')}</Notice> : <ReadAgain said={state.said} onRetry={reload} />;
  }
  if (!order || !completed) return <Loading />;

  async function checkout(completed: GroupOrder) {
    // Busy until the checkout replaces this screen (it may still be loading).
    setBusy(true);
    try {
      await handOverToCheckout(completed, token);
      navigate(href('cart-checkout'));
    } catch {
      // The API client has told the organiser; they can try again.
      setBusy(false);
    }
  }

  const payFor = async (participant: Participant) => {
    if (!(await run('pay-for', () => groupOrderCalls.payFor(token, participant.id)))) return;
    await reload();
    // The pay-for button is replaced by the way to pay that share: the focus goes there, not to the page.
    focusAfterChange(payShareId(participant.id));
  };

  /**
   * Not placed yet, the organiser may delete it: the checkout may refuse it for a reason nobody can
   * fix (the store stopped delivering), and everyone would wait for good. Rejects when refused (placed
   * meanwhile, in another tab), so the question's button comes back with the focus on it.
   */
  const deleteGroupOrder = async () => {
    const deleted = await run('delete', async () => {
      const { products } = await groupOrderCalls.delete(token);
      // At once, as the panel's delete: the cart leaves it (the lines handed to the checkout go), their food back.
      takeBackOrganiserFood(link, order.store_id, products);
    });
    if (!deleted) throw new Error('Deleting was refused');
    // Read again: deleted, the screen goes on to the outcome that says so, as everyone else's does.
    await reload();
  };

  const me = order.participants.find((candidate) => candidate.id === order.me.id);
  return (
    <section className="go-page" aria-labelledby="go-success-title">
      <GroupNotice html={refusal} onDismiss={dismissRefusal} />
      <ScreenHeading id="go-success-title">{t(order.order?.cancelled_unpaid ? 'success.title_cancelled' : 'success.title')}</ScreenHeading>
      {!order.order?.cancelled_unpaid && <p role="status">{t('success.text')}</p>}
      {/* The shell's class. In the page before it speaks: a live region inserted with its words is often not read. */}
      <p className="visually-hidden" role="status">
        {changesSaid}
      </p>
      {!order.order && order.me.is_admin && (
        <>
          <p>
            {t('success.checkout_hint')} <Price value={order.total} />
          </p>
          <Button busy={busy} onClick={() => void checkout(order)}>
            {t('success.checkout')}
          </Button>
          <p className="go-muted">{t('success.delete_hint')}</p>
          <ConfirmStep
            className="go-confirm"
            busy={calling === 'delete'}
            texts={{ action: t('action.delete'), question: t('confirm.delete_question'), yes: t('confirm.delete_yes'), keep: t('confirm.keep_it') }}
            onConfirm={deleteGroupOrder}
          />
        </>
      )}
      {!order.order && !order.me.is_admin && (
        <p className="go-names">
          {t('success.waiting', { organiser: order.organiser_name })} {me && me.amount_due > 0 && <>{t('success.you_will_pay')} <Price value={me.amount_due} /></>}
        </p>
      )}
      {/* Cancelled unpaid, it is not being prepared: MyPayment says so instead. */}
      {order.order && !order.order.cancelled_unpaid && (
        <>
          <p>{t(order.delivery_type === 'delivery' ? 'success.placed' : 'success.placed_pickup')}</p>
          <PlacedWhereAndWhen link={link} token={token} />
        </>
      )}
      <MyPayment order={order} />
      <Shares order={order} busy={calling !== null} onPayFor={(participant) => void payFor(participant)} />
      <DeliveryFeeRule order={order} />
      <p className="go-row go-total">
        {t('panel.group_total')}: <span data-testid="group-total"><Price value={order.total} /></span>
      </p>
      <Link to={href('homepage')}>{t('back_home')}</Link>
    </section>
  );
}
