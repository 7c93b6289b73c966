import { $language } from 'shared-contracts/stores/language';
import { $settings } from 'shared-contracts/stores/settings';
import { websiteSettingsFixture } from 'shared-contracts/test-support/website-settings';
import { loadWebsiteSettings } from './load-settings';
import { followLanguageChanges } from './boot';

jest.mock('./load-settings', () => ({ loadWebsiteSettings: jest.fn() }));

it("keeps the API's assets URL when the market's config.json names no assets host", async () => {
  jest.mocked(loadWebsiteSettings).mockResolvedValue(websiteSettingsFixture({ assets_url: 'https://cdn.brand.test/pictures' }));
  $language.set('en');
  followLanguageChanges(undefined);
  $language.set('ro');
  await new Promise((resolve) => setTimeout(resolve));
  expect($settings.get()?.assets_url).toBe('https://cdn.brand.test/pictures');
});
