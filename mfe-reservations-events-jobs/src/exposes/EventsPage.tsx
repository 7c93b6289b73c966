import { useStore } from '@nanostores/react';
import type { ScreenProps } from 'shared-contracts/remotes/contracts';
import { $language } from 'shared-contracts/stores/language';
import { ScreenHeading } from 'shared-contracts/stores/screen-metadata';
import { LoadError } from '../components/LoadError';
import { Loading } from '../components/Loading';
import { PageNotFound } from 'shared-contracts/ui/PageNotFound';
import { getEvents } from '../features/events/api/get-events';
import { EventList } from '../features/events/components/EventList';
import { usePageVisible } from '../features/visibility/use-page-visible';
import { useTexts } from '../i18n/use-texts';
import { hasStatus } from '../lib/is-http-error';
import { useRequest } from '../lib/use-request';
import '../components/page.css';

/** Spec §2 /events: upcoming and past events, separately. */
export default function EventsPage(_props: ScreenProps) {
  const { t, ready } = useTexts();
  const language = useStore($language);
  const visible = usePageVisible('events');
  // A hidden page is not asked for: the API would only answer 404 (a console error) for it.
  const events = useRequest((signal) => (visible ? getEvents(language, signal) : Promise.resolve(null)), [visible], [language]);
  if (!visible) return ready ? <PageNotFound /> : <Loading />;
  if (!ready || events.state.status === 'loading') return <Loading />;
  if (events.state.status === 'error') {
    return hasStatus(events.state.error, 404) ? <PageNotFound /> : <LoadError error={events.state.error} onRetry={events.retry} />;
  }
  if (!events.state.data) return <PageNotFound />;
  const { current, past } = events.state.data;
  return (
    <div className="rej-page">
      <ScreenHeading>{t('events.title')}</ScreenHeading>
      <EventList title={t('events.current')} events={current} empty={t('events.none_current')} />
      <EventList title={t('events.past')} events={past} empty={t('events.none_past')} past />
    </div>
  );
}
