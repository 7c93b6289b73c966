import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { ScreenProps } from 'shared-contracts/remotes/contracts';
import { href } from 'shared-contracts/routes/named-routes';
import { textFollowingLanguage } from 'shared-contracts/i18n/namespace';
import { notify } from 'shared-contracts/stores/notifications';
import { Notice } from 'shared-contracts/ui/Notice';
import { Price } from 'shared-contracts/ui/Price';
import { ScreenHeading } from 'shared-contracts/stores/screen-metadata';
import { GroupNotice } from '../components/GroupNotice';
import { Loading } from '../components/Loading';
import { ReadAgain } from '../components/ReadAgain';
import { groupOrderCalls } from '../features/group-order/api/group-order-calls';
import { AddFood } from '../features/group-order/components/AddFood';
import { ConfirmStep } from 'shared-contracts/ui/ConfirmStep';
import { ConfirmMyOrder } from '../features/group-order/components/ConfirmMyOrder';
import { ParticipantCard, type ParticipantActions } from '../features/group-order/components/ParticipantCard';
import { ShareLink } from '../features/group-order/components/ShareLink';
import { takeBackOrganiserFood } from '../features/group-order/organiser-cart';
import { outcomePath, outcomeState, sentReopened } from '../features/group-order/outcome-path';
import { usePanelChangesSaid } from '../features/group-order/panel-changes';
import { headingAfterRemoving, participantHeadingId, PARTICIPANTS_HEADING_ID, useFocusKeptOnPage, usePanelFocus } from '../features/group-order/panel-focus';
import { leaveWithOwnFood, takeBackOwnFood } from '../features/group-order/own-food';
import { followNewLink } from '../features/group-order/participant-tokens';
import { useParticipantToken } from '../features/group-order/use-participant-token';
import { NewLink } from '../features/group-order/components/NewLink';
import { useGroupCall } from '../features/group-order/use-group-call';
import { useGroupOrder } from '../features/group-order/use-group-order';
import { NAMESPACE } from '../i18n/load-messages';
import { useTexts } from '../i18n/use-texts';
import { DeliveryFeeRule } from '../features/group-order/components/DeliveryFeeRule';
import { PaymentBadges } from '../features/group-order/components/PaymentBadges';
import { MinimumOrderNotice } from '../features/group-order/components/MinimumOrderNotice';
import '../components/page.css';

/** The panel's heading, where the focus goes when a live change takes away the section that had it. */
const PANEL_TITLE_ID = 'go-panel-title';

/**
 * group-orders/{link}: the panel (spec §4): participants, their lines and states, live for everyone;
 * each confirms their own order; the organiser pays for or removes people or deletes; others give up.
 */
export default function GroupOrderPage({ params }: ScreenProps) {
  const { t, ready } = useTexts();
  const navigate = useNavigate();
  const link = params.link ?? '';
  // Read once, so the screen still says that they left; none filed under this link, perhaps one filed
  // under a link the organiser replaced while this screen was not open to follow it.
  const tokenFound = useParticipantToken(link);
  const token = tokenFound.looking ? null : tokenFound.token;
  const { state, reload, live } = useGroupOrder(link, token);
  const { busy, refusal, dismissRefusal, run } = useGroupCall(reload);
  const focusAfterChange = usePanelFocus();
  useFocusKeptOnPage(PANEL_TITLE_ID);
  const order = state.kind === 'ready' ? state.order : null;
  // Sent back by the success screen as the group order opened again: its first reading is news.
  const { state: sentWith } = useLocation();
  const [reopened] = useState(() => sentReopened(sentWith, link));
  const changesSaid = usePanelChangesSaid(order, reopened);
  // And a reader whose own order is not confirmed any more goes on from it: on arriving, not later.
  const arrived = useRef(false);
  useEffect(() => {
    if (!order || arrived.current) return;
    arrived.current = true;
    const needsMe = order.participants.some(({ id, confirmed }) => id === order.me.id && !confirmed);
    if (reopened && needsMe) focusAfterChange(participantHeadingId(order.me.id));
  }, [order, reopened, focusAfterChange]);
  const outcome = order ? outcomePath(order) : null;

  const left = order?.me.left ?? false;
  useEffect(() => {
    if (outcome) navigate(outcome, { replace: true, state: outcomeState(link) });
  }, [outcome, navigate, link]);
  // The organiser made a new link: this screen, the token and the cart follow it (the old link opens
  // the panel only by the token). Never one who left: the panel does not tell them the new one.
  const currentLink = order && !order.me.left ? order.link : null;
  useEffect(() => {
    if (!currentLink || currentLink === link) return;
    followNewLink(link, currentLink);
    navigate(href('group-orders.panel', { link: currentLink }), { replace: true, state: sentWith });
  }, [currentLink, link, navigate, sentWith]);
  // The organiser's: whom they removed last, who could still open the group order by the link they had.
  const [removedName, setRemovedName] = useState<string | null>(null);
  const [linkRenewed, setLinkRenewed] = useState(false);
  // Removed by the organiser (or gave up on another screen): the cart leaves the group order with their food back.
  useEffect(() => {
    if (left && token) void takeBackOwnFood(link, token);
  }, [left, link, token]);

  if (!ready || tokenFound.looking) return <Loading />;
  if (!token) {
    return (
      <section className="go-page">
        <ScreenHeading>{t('panel.title')}</ScreenHeading>
        <p>{t('join.no_link')}</p>
        <Link to={`${href('auth.join-group-order')}?link=${encodeURIComponent(link)}`}>{t('join.title')}</Link>
      </section>
    );
  }
  if (state.kind === 'failed') {
    // Only a refused link or token is the link's fault; a lost connection or a server's failure is
    // not, and reading again may show the panel.
    return (
      <section className="go-page">
        <ScreenHeading>{t('panel.title')}</ScreenHeading>
        {state.refused ? (
          <>
            <Notice tone="error">{t('join.no_link')}</Notice>
            <Link to={href('homepage')}>{t('back_home')}</Link>
          </>
        ) : (
          <ReadAgain said={state.said} onRetry={reload} />
        )}
      </section>
    );
  }
  if (!order) return <Loading />;
  const participantToken = token;

  /** Runs a call and reads the panel again; then the focus goes to `focusId`, as the button used may be gone. */
  const act = async (name: string, work: () => Promise<unknown>, focusId?: string): Promise<boolean> => {
    if (!(await run(name, work))) return false;
    await reload();
    if (focusId) focusAfterChange(focusId);
    return true;
  };
  if (order.me.left) {
    return (
      <section className="go-page">
        <ScreenHeading>{t('panel.title')}</ScreenHeading>
        <p role="status">{t(order.me.removed ? 'panel.removed' : 'panel.left')}</p>
        <Link to={href('homepage')}>{t('back_home')}</Link>
      </section>
    );
  }

  const myHeading = participantHeadingId(order.me.id);
  const actions: ParticipantActions = {
    // The + and − stay where they are; a deleted line's buttons go, so the focus goes to the top of the card.
    changeQuantity: (id, change) => void act('line', () => groupOrderCalls.editProduct(participantToken, id, change)),
    deleteLine: (id) => void act('line', () => groupOrderCalls.deleteProduct(participantToken, id), myHeading),
    // The pay-for button goes: the focus goes to the participant, whose heading reads out their new state.
    payFor: (participant) => void act('pay-for', () => groupOrderCalls.payFor(participantToken, participant.id), participantHeadingId(participant.id)),
    stopPayingFor: (participant) =>
      void act('stop-paying-for', () => groupOrderCalls.stopPayingFor(participantToken, participant.id), participantHeadingId(participant.id)),
    remove: async (participant) => {
      const next = headingAfterRemoving(order.participants.map(({ id }) => id), participant.id);
      if (!(await act('remove', () => groupOrderCalls.remove(participantToken, participant.id), next))) throw new Error('Removing was refused');
      setRemovedName(participant.name);
      setLinkRenewed(false);
    },
  };
  /** The answer's link is followed as the panel read after it carries it (above). */
  const makeNewLink = (focusId?: string) =>
    void act(
      'new-link',
      async () => {
        await groupOrderCalls.newLink(participantToken, order.link);
        setLinkRenewed(true);
      },
      focusId,
    );
  const newLinkBusy = busy === 'new-link';
  const me = order.participants.find((participant) => participant.id === order.me.id);
  const running = order.status === 'open' || order.status === 'in_progress';
  /** Rejects when refused, so the question's button comes back with the focus on it. */
  const giveUp = async () => {
    const gaveUp = await run('give-up', async () => {
      const { products } = await groupOrderCalls.giveUp(participantToken);
      // At once, as deleting does: the live update of it must find the food already back.
      leaveWithOwnFood(link, order.store_id, products);
    });
    if (!gaveUp) throw new Error('Giving up was refused');
    navigate(href('homepage'));
    // Told on the page they land on, which is another team's; drawn again in the language in use.
    notify({ message: textFollowingLanguage(NAMESPACE, t, 'gave_up.notice', { store: order.store_name }), kind: 'success' });
  };
  const deleteGroupOrder = async () => {
    const deleted = await run('delete', async () => {
      const { products } = await groupOrderCalls.delete(participantToken);
      // At once: another screen of the organiser's must not leave the group order emptying the cart.
      takeBackOrganiserFood(link, order.store_id, products);
    });
    if (deleted) await reload();
  };

  return (
    <section className="go-page" aria-labelledby={PANEL_TITLE_ID}>
      <GroupNotice html={refusal} onDismiss={dismissRefusal} />
      <ScreenHeading id={PANEL_TITLE_ID} tabIndex={-1}>
        {t('panel.title')}
      </ScreenHeading>
      <p className="go-names">{t('panel.summary', { store: order.store_name, organiser: order.organiser_name })}</p>
      <p className="go-row">
        <span className="go-badge">{t(`panel.status.${order.status}`)}</span>
        <PaymentBadges payment_mode={order.payment_mode} group_order_payment_type={order.group_order_payment_type} />
      </p>
      {/* The shell's class. In the page before it speaks: a live region inserted with its words is often not read. */}
      <p className="visually-hidden" role="status">
        {changesSaid}
      </p>
      {!live && <p className="go-muted" role="status">{t('live.reconnecting')}</p>}
      {/* Spec §4: once in progress (the organiser has confirmed) nobody may join, as nobody could give up. */}
      {order.status === 'open' && (
        <ShareLink link={order.link}>
          {order.me.is_admin && <NewLink busy={newLinkBusy} onNewLink={() => makeNewLink()} said={linkRenewed ? t('share.new_link_made') : ''} />}
        </ShareLink>
      )}
      {running && me && !me.confirmed && <AddFood storeId={order.store_id} deliveryType={order.delivery_type} busy={busy !== null} onAdd={(line) => run('add', () => groupOrderCalls.addProduct(participantToken, line)).then(async (done) => (done && (await reload()), done))} />}
      <section className="go-section" aria-labelledby="go-participants-title">
        <h2 id={PARTICIPANTS_HEADING_ID} tabIndex={-1}>
          {t('panel.participants')}
        </h2>
        {/* Right where they removed someone: the link they were sent still opens the group order. */}
        {/* Once made, said by the link shown, or here while none is (in progress: nobody joins). */}
        {order.me.is_admin && running && removedName !== null && !(linkRenewed && order.status === 'open') && (
          <NewLink
            busy={newLinkBusy}
            onNewLink={() => makeNewLink(PARTICIPANTS_HEADING_ID)}
            said={linkRenewed ? t('share.new_link_made') : t('panel.removed_can_return', { name: removedName })}
          />
        )}
        <ul className="go-participants">
          {order.participants.map((participant) => (
            <ParticipantCard key={participant.id} participant={participant} order={order} busy={busy !== null} actions={actions} />
          ))}
        </ul>
        <DeliveryFeeRule order={order} />
        <p className="go-row go-total">
          {t('panel.group_total')}: <span data-testid="group-total"><Price value={order.total} /></span>
        </p>
        {running && <MinimumOrderNotice order={order} />}
      </section>
      {running && (
        <div className="go-row">
          {me && !me.confirmed && <ConfirmMyOrder order={order} busy={busy === 'confirm'} onConfirm={() => act('confirm', () => groupOrderCalls.confirm(participantToken), myHeading)} />}
          {/* Spec §4: refused once in progress, so not offered then; the API still refuses two people acting at once. */}
          {order.status !== 'open' ? (
            <p className="go-muted">{t(order.me.is_admin ? 'panel.no_delete' : 'panel.no_give_up')}</p>
          ) : order.me.is_admin ? (
            <ConfirmStep
              className="go-confirm"
              busy={busy === 'delete'}
              texts={{ action: t('action.delete'), question: t('confirm.delete_question'), yes: t('confirm.delete_yes'), keep: t('confirm.keep_it') }}
              onConfirm={() => void deleteGroupOrder()}
            />
          ) : (
            <ConfirmStep
              className="go-confirm"
              busy={busy === 'give-up'}
              texts={{ action: t('action.give_up'), question: t('confirm.give_up_question'), yes: t('confirm.give_up_yes'), keep: t('confirm.stay') }}
              onConfirm={giveUp}
            />
          )}
        </div>
      )}
    </section>
  );
}
