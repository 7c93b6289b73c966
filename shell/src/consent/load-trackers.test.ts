import { $consent, acceptOnlyNecessaryCookies, saveConsent } from 'shared-contracts/stores/consent';
import { setSettings } from 'shared-contracts/stores/settings';
import { websiteSettingsFixture } from 'shared-contracts/test-support/website-settings';
import { followConsent } from './load-trackers';

function loadedSources(): string[] {
  return [...document.head.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script[src], link[rel="stylesheet"]')].map(
    (element) => ('src' in element && element.src ? element.src : (element as HTMLLinkElement).href),
  );
}

describe('trackers and external resources follow cookie consent', () => {
  let stop: () => void;
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
      ],
    });
    acceptOnlyNecessaryCookies();
    stop = followConsent();
  });
  afterAll(() => stop());

  it('loads only what is necessary before anything optional is accepted', () => {
    expect($consent.get().marketing).toBe(false);
    expect(loadedSources()).toEqual(['https://fonts.example/brand.css']);
  });

  it('loads the statistics tracker once statistics is accepted, and nothing of marketing', () => {
    saveConsent({ performance: false, statistics: true, marketing: false });
    expect(loadedSources()).toEqual(['https://fonts.example/brand.css', 'https://assets.example/trackers/visits.js']);
  });

  it('loads the marketing tracker and marketing resource once marketing is accepted, each once', () => {
    saveConsent({ performance: false, statistics: true, marketing: true });
    saveConsent({ performance: true, statistics: true, marketing: true });
    expect(loadedSources()).toEqual([
      'https://fonts.example/brand.css',
      'https://assets.example/trackers/visits.js',
      'https://assets.example/trackers/offers.js',
      'https://ads.example/pixel.js',
    ]);
  });
});
