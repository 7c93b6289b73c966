import { $language } from 'shared-contracts/stores/language';
import { $settings } from 'shared-contracts/stores/settings';
import { websiteSettingsFixture } from 'shared-contracts/test-support/website-settings';
import type { Language } from 'shared-contracts/types/language';
import type { WebsiteSettings } from 'shared-contracts/types/settings';
import { loadWebsiteSettings } from './load-settings';
import { followLanguageChanges } from './boot';

jest.mock('./load-settings', () => ({ loadWebsiteSettings: jest.fn() }));

const answers = new Map<Language, { resolve: (settings: WebsiteSettings) => void; reject: (error: Error) => void }>();
jest.mocked(loadWebsiteSettings).mockImplementation(
  (language) => new Promise((resolve, reject) => answers.set(language, { resolve, reject })),
);
const settingsIn = (language: Language) => websiteSettingsFixture({ meta_tags: { title: `menu ${language}`, description: '', keywords: '' } });

beforeAll(() => {
  $language.set('en');
  followLanguageChanges('https://assets.test');
});
beforeEach(() => {
  $settings.set(settingsIn('en'));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

it('shows the settings of the language chosen last, whichever answer arrives last', async () => {
  $language.set('lt');
  $language.set('es');
  answers.get('es')!.resolve(settingsIn('es'));
  answers.get('lt')!.resolve(settingsIn('lt'));
  await new Promise((resolve) => setTimeout(resolve));
  expect($settings.get()?.meta_tags.title).toBe('menu es');
  expect($settings.get()?.assets_url).toBe('https://assets.test');
});

it('sets <html lang> with the language, before its settings arrive', () => {
  $language.set('ro');
  expect(document.documentElement.lang).toBe('ro');
});

it('keeps the settings shown when the new ones cannot be fetched', async () => {
  $language.set('lt');
  answers.get('lt')!.reject(new Error('offline'));
  await new Promise((resolve) => setTimeout(resolve));
  expect($settings.get()?.meta_tags.title).toBe('menu en');
  expect(console.error).toHaveBeenCalled();
});
