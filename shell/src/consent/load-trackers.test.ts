import { $consent, acceptOnlyNecessaryCookies, saveConsent } from 'shared-contracts/stores/consent';
import { readCookie } from 'shared-contracts/stores/cookies';
import { setSettings } from 'shared-contracts/stores/settings';
import { websiteSettingsFixture } from 'shared-contracts/test-support/website-settings';
import { followConsent } from './load-trackers';

function loadedSources(): string[] {
  return [...document.head.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script[src], link[rel="stylesheet"]')].map(
    (element) => ('src' in element && element.src ? element.src : (element as HTMLLinkElement).href),
  );
}

/** An optional script goes in once the secret-link check has loaded (load-trackers): a task later. */
const checked = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('trackers and external resources follow cookie consent', () => {
  let stop: () => void;
  // The consent cookie as it was when the page was reloaded.
  const reload = jest.fn(() => readCookie('cookie_consent'));
  beforeAll(() => {
    setSettings({
      ...websiteSettingsFixture(),
      assets_url: 'https://assets.example',
      trackers: [
        { category: 'statistics', src: 'trackers/visits.js' },
        { category: 'marketing', src: 'trackers/offers.js' },
      ],
      external_resources: [
        { category: 'necessary', type: 'style', src: 'https://fonts.example/brand.css' },
        { category: 'marketing', type: 'script', src: 'https://ads.example/pixel.js' },
        { category: 'performance', type: 'style', src: 'https://fonts.example/fast.css' },
      ],
    });
    acceptOnlyNecessaryCookies();
    stop = followConsent(reload);
  });
  afterAll(() => stop());

  it('loads only what is necessary before anything optional is accepted', () => {
    expect($consent.get().marketing).toBe(false);
    expect(loadedSources()).toEqual(['https://fonts.example/brand.css']);
  });

  it('loads the statistics tracker once statistics is accepted, and nothing of marketing', async () => {
    saveConsent({ performance: false, statistics: true, marketing: false });
    await checked();
    expect(loadedSources()).toEqual(['https://fonts.example/brand.css', 'https://assets.example/trackers/visits.js']);
  });

  it('loads the marketing tracker and marketing resource once marketing is accepted, each once', async () => {
    saveConsent({ performance: false, statistics: true, marketing: true });
    saveConsent({ performance: true, statistics: true, marketing: true });
    await checked();
    expect(loadedSources()).toEqual([
      'https://fonts.example/brand.css',
      'https://assets.example/trackers/visits.js',
      // A stylesheet goes in at once; the scripts once the secret-link check is there.
      'https://fonts.example/fast.css',
      'https://assets.example/trackers/offers.js',
      'https://ads.example/pixel.js',
    ]);
    expect(reload).not.toHaveBeenCalled();
  });

  it("takes a withdrawn category's stylesheet off at once, without reloading the page", () => {
    saveConsent({ performance: false, statistics: true, marketing: true });
    expect(loadedSources()).not.toContain('https://fonts.example/fast.css');
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads the page, the choice saved first, when a withdrawn category had a script running', () => {
    saveConsent({ performance: false, statistics: true, marketing: false });
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reload).toHaveLastReturnedWith('statistics');
  });
});
