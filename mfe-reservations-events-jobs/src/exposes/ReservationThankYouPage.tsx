import { useStore } from '@nanostores/react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import type { ScreenProps } from 'shared-contracts/remotes/contracts';
import { href } from 'shared-contracts/routes/named-routes';
import { $language } from 'shared-contracts/stores/language';
import { $settings } from 'shared-contracts/stores/settings';
import type { Reservation } from 'shared-contracts/types/reservation';
import { Loading } from '../components/Loading';
import { PageNotFound } from 'shared-contracts/ui/PageNotFound';
import { usePageVisible } from '../features/visibility/use-page-visible';
import { useTexts } from '../i18n/use-texts';
import { formatDayInSentence } from 'shared-contracts/i18n/format-date';
import { ScreenHeading } from 'shared-contracts/stores/screen-metadata';
import '../components/page.css';

/**
 * Spec §2 /reservations/thank-you: the booking just made, handed over in the navigation state. A
 * visit without one (typed, bookmarked, opened in a new tab) has booked nothing, so it goes to the
 * form instead of thanking for a table nobody reserved.
 */
export default function ReservationThankYouPage(_props: ScreenProps) {
  const { t, ready } = useTexts();
  const language = useStore($language);
  const visible = usePageVisible('reservations');
  const reservation = (useLocation().state as { reservation?: Reservation } | null)?.reservation;
  const stores = useStore($settings)?.stores;
  if (!ready) return <Loading />;
  if (!visible) return <PageNotFound />;
  if (!reservation) return <Navigate to={href('reservations')} replace />;
  const store = stores?.find((candidate) => candidate.id === reservation.store_id)?.name;
  return (
    <section className="rej-page">
      <ScreenHeading>{t('thank_you.title')}</ScreenHeading>
      <p role="status">
        {/* Named, as the e-mail names it: a brand with several restaurants has booked one of them. */}
        {t(store ? 'thank_you.details_at' : 'thank_you.details', { count: reservation.persons, store, date: formatDayInSentence(reservation.date, language), hour: reservation.hour })}
      </p>
      {/* Another table is a new form, asked for on purpose; Back to the form would be an empty one too. */}
      <Link to={href('reservations')}>{t('thank_you.another')}</Link>
      <Link to={href('homepage')}>{t('back_home')}</Link>
    </section>
  );
}
