import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { useEffect } from 'react';
import { PageNotFound } from 'shared-contracts/ui/PageNotFound';
import { href } from 'shared-contracts/routes/named-routes';
import { ScreenHeading } from 'shared-contracts/stores/screen-metadata';
import { Loading } from './Loading';
import { CompletedGroupOrder } from '../features/group-order/components/CompletedGroupOrder';
import { leaveDeletedGroupOrder } from '../features/group-order/organiser-cart';
import { readByOrganiser, sentFromGroupOrder } from '../features/group-order/outcome-path';
import { takeBackOwnFood } from '../features/group-order/own-food';
import { participantTokenFor } from '../features/group-order/participant-tokens';
import { useParticipantToken } from '../features/group-order/use-participant-token';
import { useTexts } from '../i18n/use-texts';
import './page.css';

/**
 * The end of a group order. Deleted: the cart is the person's own again (spec §4 resets) with
 * their own food from the group order back in it; the organiser's keeps what it holds, their food
 * from the group order included (the screen that deleted it took it back). Complete: the organiser places it at the checkout, then everyone sees
 * what they pay, and pays it, here.
 */
export function GroupOrderOutcome({ kind }: { kind: 'success' | 'cancelled' }) {
  const { t, ready } = useTexts();
  const [query] = useSearchParams();
  const { state } = useLocation();
  const link = query.get('link');
  // Read once: leaving a deleted group order below forgets the token, and the screen still speaks to its
  // reader. Back from paying a share, by the link now, it may be filed under one the organiser replaced.
  const tokenFound = useParticipantToken(link ?? '');
  const token = tokenFound.looking ? null : tokenFound.token;
  // Whose outcome it is: this device's participant's, or the reader the group order's own screen sent here.
  const ours = link !== null && (token !== null || sentFromGroupOrder(state, link));
  // The organiser is told in their own words what they did.
  const organiser = readByOrganiser(query);

  useEffect(() => {
    const own = link && !tokenFound.looking ? participantTokenFor(link) : null;
    if (!link || kind !== 'cancelled' || !own) return;
    if (organiser) leaveDeletedGroupOrder(link);
    else void takeBackOwnFood(link, own);
  }, [kind, link, organiser, tokenFound.looking]);

  if (!ready || tokenFound.looking) return <Loading />;
  // Opened by someone who was never in it: no outcome to tell, and a claim would be false.
  if (!ours || link === null) return <PageNotFound />;
  if (kind === 'success') return token ? <CompletedGroupOrder link={link} token={token} /> : <PageNotFound />;
  return (
    <section className="go-page" aria-labelledby="go-outcome-title">
      <ScreenHeading id="go-outcome-title">{t('cancelled.title')}</ScreenHeading>
      <p role="status">{t(organiser ? 'cancelled.text_organiser' : 'cancelled.text')}</p>
      <Link to={href('homepage')}>{t('back_home')}</Link>
    </section>
  );
}
