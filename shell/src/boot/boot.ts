import { configureApi } from 'shared-contracts/api/client';
import { resolveLanguage, LANGUAGE_COOKIE } from 'shared-contracts/language/resolve-language';
import { readCookie } from 'shared-contracts/stores/cookies';
import { $language } from 'shared-contracts/stores/language';
import { setSettings } from 'shared-contracts/stores/settings';
import { refreshShopStatus } from 'shared-contracts/stores/shop-status';
import { startCartSync } from 'shared-contracts/stores/cart-sync';
import { startI18n, i18n } from 'shared-contracts/i18n/i18n';
import { addCommonMessages } from 'shared-contracts/i18n/common/add-common-messages';
import type { Language } from 'shared-contracts/types/language';
import type { WebsiteSettings } from 'shared-contracts/types/settings';
import { readShellConfig } from './shell-config';
import { loadWebsiteSettings } from './load-settings';
import { applyTheme } from '../theme/apply-theme';
import { setPageMetadata } from '../theme/page-metadata';
import { registerMarketRemotes } from '../remotes/register-remotes';
import { shareRemoteLoader } from '../remotes/provide-remote-loader';
import { loadShellMessages } from '../i18n/load-shell-messages';

/**
 * ARCHITECTURE §1, in order: config.json -> language -> website settings -> theme and meta ->
 * remotes registered from the market's manifest. The route table renders after this resolves.
 */
export async function boot(): Promise<void> {
  const config = await readShellConfig();
  const language = resolveLanguage(readCookie(LANGUAGE_COOKIE), navigator.language);
  $language.set(language);
  configureApi({ apiUrl: config.apiUrl });
  const [settings] = await Promise.all([
    loadWebsiteSettings(language),
    startI18n(language).then(() => Promise.all([addShellMessages(language), addCommonMessages(language)])),
  ]);
  show(settings, language);
  registerMarketRemotes(config.remotes);
  shareRemoteLoader();
  startCartSync();
  void refreshShopStatus();
  followLanguageChanges();
}

function show(settings: WebsiteSettings, language: Language): void {
  setSettings(settings);
  applyTheme(settings);
  setPageMetadata({
    title: settings.meta_tags.title || settings.website.name,
    description: settings.meta_tags.description,
    keywords: settings.meta_tags.keywords,
    language,
  });
}

async function addShellMessages(language: Language): Promise<void> {
  const bundles = await Promise.all([loadShellMessages('en'), loadShellMessages(language)]);
  i18n.addResourceBundle('en', 'shell', bundles[0], true, true);
  i18n.addResourceBundle(language, 'shell', bundles[1], true, true);
}

/** Settings carry translated texts (menus, pages, meta tags): fetch them again in the new language. */
function followLanguageChanges(): void {
  $language.listen((language) => {
    loadWebsiteSettings(language).then(
      (settings) => show(settings, language),
      (error: unknown) => console.error('Could not reload website settings for', language, error),
    );
  });
}
