import { useState } from 'react';
import { useStore } from '@nanostores/react';
import type { ScreenProps } from 'shared-contracts/remotes/contracts';
import { $language } from 'shared-contracts/stores/language';
import { $settings, storeTimeZone } from 'shared-contracts/stores/settings';
import type { EventReservation } from 'shared-contracts/types/event';
import { FocusedNotice } from '../components/FocusedNotice';
import { SentConfirmation } from '../components/forms/SentConfirmation';
import { LoadError } from '../components/LoadError';
import { NoticeRegion } from 'shared-contracts/ui/Notice';
import { Loading } from '../components/Loading';
import { PageNotFound } from 'shared-contracts/ui/PageNotFound';
import { Paragraphs } from '../components/Paragraphs';
import { getEvent } from '../features/events/api/get-events';
import { EventReservationForm, useUnansweredPlaces } from '../features/events/components/EventReservationForm';
import { usePageVisible } from '../features/visibility/use-page-visible';
import { useTexts } from '../i18n/use-texts';
import { formatDateTime } from 'shared-contracts/i18n/format-date';
import { ScreenHeading } from 'shared-contracts/stores/screen-metadata';
import { hasStatus } from '../lib/is-http-error';
import { useRequest } from '../lib/use-request';
import '../components/page.css';

/** Spec §2 /event/{url}: the event, its places left, and a reservation while it is not sold out. */
export default function EventPage({ params }: ScreenProps) {
  const url = params.url ?? '';
  // Another event is another page: the last one's booking, refusal or form is not carried over to it.
  return <EventView key={url} url={url} />;
}

function EventView({ url }: { url: string }) {
  const { t, ready } = useTexts();
  const language = useStore($language);
  const settings = useStore($settings);
  const stores = settings?.stores ?? [];
  const visible = usePageVisible('events');
  // A hidden page is not asked for: the API would only answer 404 (a console error) for it.
  const request = useRequest((signal) => (visible ? getEvent(url, language, signal) : Promise.resolve(null)), [url, visible], [language]);
  const [booked, setBooked] = useState<EventReservation | null>(null);
  // Each "Book more places" is a new form: empty, with a new idempotency key, focused on its first field.
  const [fills, setFills] = useState(0);
  // The server's refusal outlives the form: a refusal that sold the event out unmounts it.
  const [refusal, setRefusal] = useState<string | null>(null);
  const unanswered = useUnansweredPlaces(url);
  if (!visible) return ready ? <PageNotFound /> : <Loading />;
  if (!ready || request.state.status === 'loading') return <Loading />;
  if (request.state.status === 'error') {
    return hasStatus(request.state.error, 404) ? <PageNotFound /> : <LoadError error={request.state.error} onRetry={request.retry} />;
  }
  const event = request.state.data;
  if (!event) return <PageNotFound />;
  const store = stores.find((s) => s.id === event.store_id);
  // Its store's clock, else the brand's (a store without a zone of its own, or not listed): never the visitor's.
  const when = formatDateTime(event.starts_at, language, storeTimeZone(settings, event.store_id));
  const over = Date.parse(event.starts_at) < Date.now();
  // Sold out perhaps by this tab's own booking whose answer was lost: its form stays, to send it again.
  const formShown = !over && (event.remaining > 0 || unanswered !== null);
  return (
    <article className="rej-page" aria-labelledby="event-title">
      <ScreenHeading id="event-title">{event.title}</ScreenHeading>
      <p>
        {when}
        {store ? ` · ${store.name}, ${store.address}` : ''}
      </p>
      <Paragraphs text={event.description} />
      {over ? (
        <p className="rej-muted">{t('events.over')}</p>
      ) : event.remaining === 0 ? (
        <p className="rej-badge" role="status">
          {t('events.sold_out')}
        </p>
      ) : (
        <p role="status">{t('events.places_left', { count: event.remaining })}</p>
      )}
      {/* The form's place once booked: what was booked, and more places only by asking for a new form. */}
      <SentConfirmation
        sent={booked !== null}
        again={
          formShown
            ? {
                label: t('events.book_more'),
                onClick: () => {
                  setBooked(null);
                  setFills((n) => n + 1);
                },
              }
            : undefined
        }
      >
        {booked && t('events.reserved', { count: booked.persons, event: event.title, when })}
      </SentConfirmation>
      {!booked && formShown && (
        <EventReservationForm
          key={fills}
          event={event}
          focusFirstField={fills > 0}
          onBooked={(reservation) => {
            setBooked(reservation);
            setRefusal(null);
            request.refresh();
          }}
          onRefused={(message) => {
            setRefusal(message);
            request.refresh();
          }}
        />
      )}
      <NoticeRegion urgent>{!formShown && refusal && <FocusedNotice tone="error">{refusal}</FocusedNotice>}</NoticeRegion>
    </article>
  );
}
