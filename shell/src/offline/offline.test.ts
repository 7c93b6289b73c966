import { readFileSync } from 'node:fs';
import path from 'node:path';
import { websiteSettingsFixture } from 'shared-contracts/test-support/website-settings';
import { AA_CONTRAST, contrastRatio } from 'shared-contracts/theme/contrast';
import { applyTheme } from '../theme/apply-theme';

const OFFLINE_PAGE = readFileSync(path.join(__dirname, '..', '..', 'public', 'offline.html'), 'utf8');
const OFFLINE_STYLE = readFileSync(path.join(__dirname, '..', '..', 'public', 'offline.css'), 'utf8');

/** The offline page as the service worker serves it, then its script, in a browser set up so. */
function showOfflinePage({ cookie, browserLanguage }: { cookie?: string; browserLanguage: string }) {
  document.documentElement.innerHTML = new DOMParser().parseFromString(OFFLINE_PAGE, 'text/html').documentElement.innerHTML;
  document.documentElement.lang = 'en';
  document.cookie = cookie ? `language=${cookie}` : 'language=; Max-Age=0';
  jest.spyOn(navigator, 'language', 'get').mockReturnValue(browserLanguage);
  jest.isolateModules(() => require('./offline'));
  return {
    lang: document.documentElement.lang,
    title: document.title,
    heading: document.querySelector('h1')!.textContent,
    text: document.querySelector('p')!,
    retry: document.querySelector('a')!.textContent,
  };
}

describe('the offline page follows the spec §1 language rule of the shop', () => {
  afterEach(() => jest.restoreAllMocks());

  it('takes a 5-character language cookie, Lithuanian included', () => {
    const page = showOfflinePage({ cookie: 'lt-LT', browserLanguage: 'es-ES' });
    expect(page).toMatchObject({ lang: 'lt', title: 'Nėra ryšio', heading: 'Nėra ryšio', retry: 'Bandyti dar kartą' });
  });

  it('without a cookie takes the browser language when it is ro, en or es', () => {
    expect(showOfflinePage({ browserLanguage: 'es-MX' })).toMatchObject({ lang: 'es', heading: 'Sin conexión', retry: 'Intentar de nuevo' });
    expect(showOfflinePage({ browserLanguage: 'lt-LT' })).toMatchObject({ lang: 'en', heading: 'You are offline' });
  });

  it('gives English for a cookie that is present but not a 5-character supported value', () => {
    expect(showOfflinePage({ cookie: 'es', browserLanguage: 'es-ES' })).toMatchObject({ lang: 'en', heading: 'You are offline' });
    expect(showOfflinePage({ cookie: 'de-DE', browserLanguage: 'es-ES' })).toMatchObject({ lang: 'en', title: 'You are offline' });
  });

  it('shows Romanian', () => {
    const page = showOfflinePage({ cookie: 'ro-RO', browserLanguage: 'en-GB' });
    expect(page).toMatchObject({ lang: 'ro', heading: 'Nu există conexiune', retry: 'Încearcă din nou' });
    expect(page.text.textContent).toMatch(/^Magazinul are nevoie de conexiune/);
    expect(page.text.hasAttribute('lang')).toBe(false);
  });

  it('shows English, marked as such, where the partial Romanian catalogue has no text', () => {
    const romanian = jest.requireActual<Record<string, string>>('../i18n/ro.json');
    const { ['offline.text']: _missing, ...withoutText } = romanian;
    jest.doMock('../i18n/ro.json', () => withoutText);
    try {
      const page = showOfflinePage({ cookie: 'ro-RO', browserLanguage: 'en-GB' });
      expect(page).toMatchObject({ lang: 'ro', heading: 'Nu există conexiune' });
      expect(page.text.textContent).toMatch(/^The shop needs a connection/);
      expect(page.text.lang).toBe('en');
    } finally {
      jest.dontMock('../i18n/ro.json');
    }
  });
});

describe('the offline page tries again where the customer was going', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    window.history.replaceState(null, '', '/');
  });

  it('points "Try again" at the page that could not be fetched, with its query and hash', () => {
    // The service worker serves the offline screen at the address that failed.
    window.history.replaceState(null, '', '/search?q=pizza#results');
    showOfflinePage({ cookie: 'en-GB', browserLanguage: 'en-GB' });
    expect(document.querySelector('a')).toHaveAttribute('href', '/search?q=pizza#results');
  });
});

describe("the offline page's button takes the brand's colour", () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => jest.restoreAllMocks());

  const variable = (name: string) => document.documentElement.style.getPropertyValue(name);

  it('this device last saw, with the text colour the theme paired with it', () => {
    const settings = websiteSettingsFixture();
    applyTheme({ ...settings, website: { ...settings.website, color: '#b3261e' } }, document.createElement('div'));
    showOfflinePage({ cookie: 'es-ES', browserLanguage: 'es-ES' });
    expect(variable('--brand')).toBe('#b3261e');
    expect(variable('--on-brand')).toBe('#ffffff');
  });

  it('and before any settings were seen, a neutral dark that white text reads on, not a colour of its own', () => {
    document.documentElement.removeAttribute('style');
    showOfflinePage({ cookie: 'en-GB', browserLanguage: 'en-GB' });
    expect(variable('--brand')).toBe('');
    const retry = /\.offline__retry \{[^}]*background: var\(--brand, (#[0-9a-f]+)\); color: var\(--on-brand, (#[0-9a-f]+)\)/.exec(OFFLINE_STYLE);
    expect(retry).not.toBeNull();
    expect(contrastRatio(retry![1]!, retry![2]!)).toBeGreaterThanOrEqual(AA_CONTRAST);
  });
});
