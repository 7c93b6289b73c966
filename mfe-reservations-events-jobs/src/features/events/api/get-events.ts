import { api } from 'shared-contracts/api/client';
import type { EventList, ShopEvent } from 'shared-contracts/types/event';
import type { Language } from 'shared-contracts/types/language';

/** GET public/events: current and past. Quiet: a 404 (events hidden) is this screen's own 404. */
export function getEvents(language: Language, signal?: AbortSignal): Promise<EventList> {
  return api()
    .get('public/events', { searchParams: { translate_language: language }, signal, context: { quiet: true } })
    .json<EventList>();
}

/** GET public/events/{url} */
export function getEvent(url: string, language: Language, signal?: AbortSignal): Promise<ShopEvent> {
  return api()
    .get(`public/events/${encodeURIComponent(url)}`, { searchParams: { translate_language: language }, signal, context: { quiet: true } })
    .json<ShopEvent>();
}
