import { Link, useSearchParams } from 'react-router-dom';
import { useEffect } from 'react';
import { href } from 'shared-contracts/routes/named-routes';
import { ScreenHeading } from 'shared-contracts/stores/screen-metadata';
import { Loading } from './Loading';
import { CompletedGroupOrder } from '../features/group-order/components/CompletedGroupOrder';
import { leaveDeletedGroupOrder } from '../features/group-order/organiser-cart';
import { readByOrganiser } from '../features/group-order/outcome-path';
import { forgetGroupOrder, participantTokenFor } from '../features/group-order/participant-tokens';
import { useTexts } from '../i18n/use-texts';
import './page.css';

/**
 * The end of a group order. Deleted: the cart is the person's own again (spec §4 resets); the
 * organiser's keeps what it holds, their food from the group order included (the screen that
 * deleted it took it back). Complete: the organiser places it at the checkout, then everyone sees
 * what they pay, and pays it, here.
 */
export function GroupOrderOutcome({ kind }: { kind: 'success' | 'cancelled' }) {
  const { t, ready } = useTexts();
  const [query] = useSearchParams();
  const link = query.get('link');
  const token = link ? participantTokenFor(link) : null;
  // The organiser is told in their own words what they did.
  const organiser = readByOrganiser(query);

  useEffect(() => {
    if (!link || kind !== 'cancelled' || !participantTokenFor(link)) return;
    if (organiser) leaveDeletedGroupOrder(link);
    else forgetGroupOrder(link);
  }, [kind, link, organiser]);

  if (!ready) return <Loading />;
  if (kind === 'success' && link && token) return <CompletedGroupOrder link={link} token={token} />;
  return (
    <section className="go-page" aria-labelledby="go-outcome-title">
      <ScreenHeading id="go-outcome-title">{t(`${kind}.title`)}</ScreenHeading>
      <p role="status">{t(kind === 'cancelled' && organiser ? 'cancelled.text_organiser' : `${kind}.text`)}</p>
      <Link to={href('homepage')}>{t('back_home')}</Link>
    </section>
  );
}
