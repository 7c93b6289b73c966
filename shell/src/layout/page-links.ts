import { href } from 'shared-contracts/routes/named-routes';
import type { WebsiteSettings } from 'shared-contracts/types/settings';

export interface PageLink {
  /** The shell text key, used when the settings carry no title for the page. */
  key: string;
  to: string;
  /** The brand's own title of a static page, already in the settings' language. */
  title?: string;
}

function pageTitled(settings: WebsiteSettings, type: string) {
  return settings.pages.find((page) => page.type === type);
}

/**
 * Spec §2/§9: the optional pages the brand shows (about us, events, reservations, jobs) and
 * contact; a hidden page has no link anywhere.
 */
export function visiblePageLinks(settings: WebsiteSettings): PageLink[] {
  const show = settings.show_pages;
  const about = pageTitled(settings, 'about_us');
  return [
    ...(show.about_us && about ? [{ key: 'pages.about_us', to: href('page', { type: about.url }), title: about.title }] : []),
    ...(show.events ? [{ key: 'pages.events', to: href('events') }] : []),
    ...(show.reservations ? [{ key: 'pages.reservations', to: href('reservations') }] : []),
    ...(show.jobs ? [{ key: 'pages.jobs', to: href('jobs') }] : []),
    { key: 'pages.contact', to: href('contact') },
  ];
}

/** Spec §2 legal/{type} for terms and privacy; the cookie policy lives at /page/cookie-policy. */
export function legalLinks(settings: WebsiteSettings): PageLink[] {
  const title = (type: string) => pageTitled(settings, type)?.title;
  const link = (key: string, to: string, type: string): PageLink => {
    const found = title(type);
    return found ? { key, to, title: found } : { key, to };
  };
  return [
    link('pages.terms', href('legal', { type: 'terms' }), 'terms'),
    link('pages.privacy', href('legal', { type: 'privacy' }), 'privacy'),
    link('pages.cookies', href('page', { type: 'cookie-policy' }), 'cookies'),
  ];
}
