import { useStore } from '@nanostores/react';
import { Link } from 'react-router-dom';
import { href } from 'shared-contracts/routes/named-routes';
import { $language } from 'shared-contracts/stores/language';
import { $settings, storeTimeZone } from 'shared-contracts/stores/settings';
import type { ShopEvent } from 'shared-contracts/types/event';
import { useTexts } from '../../../i18n/use-texts';
import { formatDateTime } from 'shared-contracts/i18n/format-date';

/** One section of events (upcoming or past), each linking to its page. */
export function EventList({ title, events, empty, past = false }: { title: string; events: ShopEvent[]; empty: string; past?: boolean }) {
  const { t } = useTexts();
  const language = useStore($language);
  const settings = useStore($settings);
  const stores = settings?.stores ?? [];
  const headingId = past ? 'events-past' : 'events-current';
  return (
    <section aria-labelledby={headingId} className="rej-form">
      <h2 id={headingId}>{title}</h2>
      {events.length === 0 ? (
        <p className="rej-muted">{empty}</p>
      ) : (
        <ul className="rej-list">
          {events.map((event) => {
            const store = stores.find((s) => s.id === event.store_id);
            return (
              <li key={event.id} className="rej-list__item">
                <Link to={href('event', { url: event.url })}>{event.title}</Link>
                <span>
                  {/* Its store's clock, else the brand's: never the visitor's own. */}
                  {formatDateTime(event.starts_at, language, storeTimeZone(settings, event.store_id))}
                  {store ? ` · ${store.name}` : ''}
                </span>
                {!past && (
                  <span className={event.remaining === 0 ? 'rej-badge' : 'rej-muted'}>
                    {event.remaining === 0 ? t('events.sold_out') : t('events.places_left', { count: event.remaining })}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
