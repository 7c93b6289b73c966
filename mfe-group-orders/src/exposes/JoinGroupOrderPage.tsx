import { useStore } from '@nanostores/react';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { ScreenProps } from 'shared-contracts/remotes/contracts';
import { failureText, hasStatus, serverRefusal } from 'shared-contracts/api/server-message';
import { useFocusProblem } from 'shared-contracts/forms/use-focus-problem';
import { href } from 'shared-contracts/routes/named-routes';
import type { GroupOrderInvitation } from 'shared-contracts/types/group-order';
import { Button } from 'shared-contracts/ui/Button';
import { Field } from 'shared-contracts/ui/Field';
import { Notice } from 'shared-contracts/ui/Notice';
import { ScreenHeading } from 'shared-contracts/stores/screen-metadata';
import { $cart, updateCart } from 'shared-contracts/stores/cart';
import { orderLine } from 'shared-contracts/api/group-order-products';
import { groupOrderOutcomePath } from 'shared-contracts/routes/group-order-outcome';
import { AlreadyInGroupOrder } from '../components/AlreadyInGroupOrder';
import { GroupNotice } from '../components/GroupNotice';
import { Loading } from '../components/Loading';
import { ReadAgain } from '../components/ReadAgain';
import { PaymentBadges } from '../features/group-order/components/PaymentBadges';
import { groupOrderCalls } from '../features/group-order/api/group-order-calls';
import { outcomeState } from '../features/group-order/outcome-path';
import { ownCartLines } from '../features/group-order/own-food';
import { enterGroupOrder, groupOrderOfCart } from '../features/group-order/participant-tokens';
import { useParticipantToken } from '../features/group-order/use-participant-token';
import { setAside } from '../features/group-order/set-aside-food';
import { textFollowingLanguage } from 'shared-contracts/i18n/namespace';
import { notify, type NoticeMessage } from 'shared-contracts/stores/notifications';
import { NAMESPACE } from '../i18n/load-messages';
import { PARTICIPANT_NAME_MAX_LENGTH } from 'shared-contracts/forms/field-limits';
import { useTexts } from '../i18n/use-texts';
import '../components/page.css';

/** `missing`: no link, or not one; `unknown`: the API knows no such group order; `failed`: no answer to say which. */
type Invitation = { kind: 'loading' } | { kind: 'found'; invitation: GroupOrderInvitation } | { kind: 'missing' } | { kind: 'unknown' } | { kind: 'failed'; said: NoticeMessage };

/** /auth/join-group-order?link=: a guest joins an open group order with a name only (spec §4, §6), no account needed. */
export default function JoinGroupOrderPage(_props: ScreenProps) {
  const { t, ready } = useTexts();
  const navigate = useNavigate();
  const link = useSearchParams()[0].get('link') ?? '';
  const [invitation, setInvitation] = useState<Invitation>({ kind: 'loading' });
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { formRef, focusProblem } = useFocusProblem();
  const cart = useStore($cart);
  // What joining takes along: the cart's own food, never a group order's lines handed to its checkout.
  const own = ownCartLines(cart.products);
  const inGroupOrder = groupOrderOfCart(cart);
  // A participant of this group order reopening its link, perhaps a new one made while their
  // screen was closed (their token filed under the old one), is taken to it, not asked to join again.
  const tokenFound = useParticipantToken(link);
  const mine = !tokenFound.looking && tokenFound.token !== null;

  // Read again when joining is refused: the group order may have moved on meanwhile.
  const [reads, setReads] = useState(0);

  useEffect(() => {
    if (!/^[A-Za-z0-9_-]{16,64}$/.test(link)) {
      setInvitation({ kind: 'missing' });
      return;
    }
    let live = true;
    groupOrderCalls.invitation(link).then(
      (found) => live && setInvitation({ kind: 'found', invitation: found }),
      async (error: unknown) => {
        const failed: Invitation = hasStatus(error, 404) ? { kind: 'unknown' } : { kind: 'failed', said: await failureText(error) };
        if (live) setInvitation(failed);
      },
    );
    return () => {
      live = false;
    };
  }, [link, reads]);

  // Deleted while this device's participant was in it, their screen not there to see it end: their
  // cart is still in it, its food on the server. The outcome screen does what the group order's own
  // screens do then: the cart leaves it with their food back (GroupOrderOutcome).
  const deletedWithMe = invitation.kind === 'found' && invitation.invitation.status === 'cancelled' && mine;
  useEffect(() => {
    if (deletedWithMe) navigate(groupOrderOutcomePath('cancelled', link), { replace: true, state: outcomeState(link) });
  }, [deletedWithMe, navigate, link]);

  async function join(event: FormEvent) {
    event.preventDefault();
    if (name.trim() === '') {
      setError(t('name_required'));
      return focusProblem();
    }
    // Busy until the panel replaces this screen (it may still be loading): a second click would join again.
    setBusy(true);
    setRefusal(null);
    try {
      const sent = own;
      const joined = await groupOrderCalls.join(link, name.trim(), sent.map(orderLine));
      // Not sold by the group's store as chosen (a cart filled at another store): not joined with.
      const leftOut = joined.left_out ?? [];
      const kept = sent.filter((_, index) => leftOut.includes(index));
      enterGroupOrder(joined, false);
      setAside(joined.link, cart, kept);
      // The cart's products are now the participant's part of the group order (spec §6: theirs is
      // changed on the server); left in the cart, the checkout would offer them as an order of their own.
      updateCart({ products: [] });
      navigate(href('group-orders.panel', { link: joined.link }));
      if (kept.length > 0) {
        // Told on the panel, until dismissed: which food it is, by the names the cart shows.
        const store = invitation.kind === 'found' ? invitation.invitation.store_name : '';
        const products = kept.map((product) => product.name).join(', ');
        notify({ message: textFollowingLanguage(NAMESPACE, t, 'join.set_aside', { store, products }), kind: 'warning', timeout: 0 });
      }
    } catch (failure) {
      setBusy(false);
      // A refusal is the form's to show: the API client's error catalogue leaves 422 to forms (spec §8).
      // A refused name (missing, too long, already someone's in the group) goes on its field; any other,
      // in its HTML-safe words on top, as start shows it.
      const refused = hasStatus(failure, 422) ? await serverRefusal(failure) : null;
      if (refused?.field === 'name') {
        setError(refused.message);
        focusProblem();
        return;
      }
      if (refused) {
        setRefusal(refused.message);
        return;
      }
      // Anything else the error catalogue has told; the group order may have moved on meanwhile.
      setReads((count) => count + 1);
    }
  }

  if (!ready || invitation.kind === 'loading' || tokenFound.looking || deletedWithMe) return <Loading />;
  return (
    <section className="go-page" aria-labelledby="go-join-title">
      <ScreenHeading id="go-join-title">{t('join.title')}</ScreenHeading>
      {invitation.kind === 'missing' ? (
        <Notice tone="error">{t('join.no_link')}</Notice>
      ) : invitation.kind === 'unknown' ? (
        <Notice tone="error">{t('join.unknown_link')}</Notice>
      ) : invitation.kind === 'failed' ? (
        <ReadAgain
          said={invitation.said}
          onRetry={() => {
            setInvitation({ kind: 'loading' });
            setReads((count) => count + 1);
          }}
        />
      ) : invitation.invitation.status === 'cancelled' ? (
        // Deleted, not finished: as the participants' own screens say it (one of them went to its outcome above).
        <Notice tone="warning">{t('join.cancelled')}</Notice>
      ) : mine ? (
        // Before "finished": a participant reopening the shared link after everyone confirmed still
        // has the order to see placed, and their share to pay, on the group order's screen.
        <AlreadyInGroupOrder link={link} />
      ) : invitation.invitation.status === 'completed' ? (
        <Notice tone="warning">{t('join.closed')}</Notice>
      ) : invitation.invitation.status === 'in_progress' ? (
        // Spec §4: nobody can give up once it is in progress, so nobody joins then either.
        <Notice tone="warning">{t('join.in_progress')}</Notice>
      ) : inGroupOrder ? (
        // The cart is in another group order (its checkout's locked lines, its token): joining would
        // take that one's food along and leave its checkout with nothing.
        <AlreadyInGroupOrder link={inGroupOrder} other={inGroupOrder !== link} />
      ) : (
        <>
          <p className="go-names">{t('join.invited', { organiser: invitation.invitation.organiser_name, store: invitation.invitation.store_name })}</p>
          <p className="go-row">
            <PaymentBadges {...invitation.invitation} />
          </p>
          {own.length > 0 && <p className="go-muted">{t('start.from_cart')}</p>}
          <GroupNotice html={refusal} onDismiss={() => setRefusal(null)} />
          <form ref={formRef} className="go-form" noValidate onSubmit={(event) => void join(event)}>
            <p className="go-muted">{t('mandatory')}</p>
            <Field
              label={t('start.your_name')}
              hint={t('join.name_hint')}
              required
              autoComplete="given-name"
              maxLength={PARTICIPANT_NAME_MAX_LENGTH}
              value={name}
              error={error ?? undefined}
              onChange={(event) => {
                setName(event.target.value);
                setError(null);
              }}
            />
            <Button type="submit" busy={busy}>
              {t('join.submit')}
            </Button>
          </form>
        </>
      )}
    </section>
  );
}
