import type { WebsiteSettings } from 'shared-contracts/types/settings';
import { legalLinks, visiblePageLinks } from './page-links';

function settingsShowing(show: WebsiteSettings['show_pages']): WebsiteSettings {
  return {
    show_pages: show,
    pages: [
      { id: 1, type: 'about_us', url: 'about-us', title: 'About us' },
      { id: 4, type: 'cookies', url: 'cookie-policy', title: 'Cookie policy' },
    ],
  } as WebsiteSettings;
}

describe('page links', () => {
  it('links the spec §9 default pages: about us, events, reservations, not jobs', () => {
    const links = visiblePageLinks(settingsShowing({ about_us: true, events: true, reservations: true, jobs: false }));
    expect(links.map((l) => l.to)).toEqual(['/page/about-us', '/events', '/reservations', '/contact']);
    expect(links[0]!.title).toBe('About us');
  });

  it('leaves out every page the brand hides', () => {
    const links = visiblePageLinks(settingsShowing({ about_us: false, events: false, reservations: false, jobs: true }));
    expect(links.map((l) => l.to)).toEqual(['/jobs', '/contact']);
  });

  it('links the legal pages, the cookie policy at /page/cookie-policy', () => {
    const links = legalLinks(settingsShowing({ about_us: true, events: true, reservations: true, jobs: false }));
    expect(links.map((l) => l.to)).toEqual(['/legal/terms', '/legal/privacy', '/page/cookie-policy']);
    expect(links[2]!.title).toBe('Cookie policy');
    expect(links[0]!.title).toBeUndefined();
  });
});
