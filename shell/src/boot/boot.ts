import { configureApi } from 'shared-contracts/api/client';
import { $language } from 'shared-contracts/stores/language';
import { $screenMetadata } from 'shared-contracts/stores/screen-metadata';
import { $settings, setSettings } from 'shared-contracts/stores/settings';
import { startCartSync } from 'shared-contracts/stores/cart-sync';
import { followKnownStores } from 'shared-contracts/stores/forget-unknown-store';
import { startI18n, i18n } from 'shared-contracts/i18n/i18n';
import { addCommonMessages } from 'shared-contracts/i18n/common/add-common-messages';
import { catalogueLanguages } from 'shared-contracts/i18n/catalogue-languages';
import type { Language } from 'shared-contracts/types/language';
import type { WebsiteSettings } from 'shared-contracts/types/settings';
import { readShellConfig, type ShellConfig } from './shell-config';
import { startLanguage } from './start-language';
import { loadWebsiteSettings } from './load-settings';
import { applyTheme } from '../theme/apply-theme';
import { setPageMetadata } from '../theme/page-metadata';
import { registerMarketRemotes } from '../remotes/register-remotes';
import { afterFirstScreen, preloadFirstScreenEntry, preloadScreensOnIntent, startLoadingFirstScreen } from './first-screen';
import { shareRemoteLoader } from '../remotes/provide-remote-loader';
import '../remotes/first-screen-shares';
import { loadShellMessages } from '../i18n/load-shell-messages';
import { followConsent } from '../consent/load-trackers';
import { registerServiceWorker } from '../service-worker/register-service-worker';
import { watchDeployments } from '../service-worker/deployments';

/** What the first half of boot read and asked for. */
export interface BootStart {
  config: ShellConfig;
  language: Language;
  settings: Promise<WebsiteSettings>;
  messages: Promise<unknown>;
}

/**
 * ARCHITECTURE §1, first half: config.json -> language -> the website settings and the texts asked
 * for, and the first screen's remote entry preloaded. It runs before the shell evaluates react-dom
 * and its layouts (src/index.ts), so these requests travel meanwhile. The remotes are registered
 * only in the second half: the federation runtime loads every registered remote's entry when a
 * shared module is first used, and the rest of the shell's modules are first used after this.
 */
export async function startBoot(): Promise<BootStart> {
  const config = await readShellConfig();
  const language = startLanguage();
  $language.set(language);
  configureApi({ apiUrl: config.apiUrl });
  preloadFirstScreenEntry(config.remotes);
  const settings = loadWebsiteSettings(language);
  const messages = startI18n(language).then(() => Promise.all([addShellMessages(language), addCommonMessages(language)]));
  // Awaited by finishBoot; until then a failure must not be reported as unhandled.
  settings.catch(() => undefined);
  messages.catch(() => undefined);
  return { config, language, settings, messages };
}

/**
 * The second half: the remotes registered from the market's manifest and the first screen's module
 * asked for (its entry is on its way already), then settings -> theme and meta. The route table
 * renders after this resolves.
 */
export async function finishBoot({ config, language, settings: settingsAsked, messages }: BootStart): Promise<void> {
  registerMarketRemotes(config.remotes);
  startLoadingFirstScreen();
  const [settings] = await Promise.all([settingsAsked, messages]);
  show(withMarketAssets(settings, config.assetsUrl), language);
  shareRemoteLoader();
  preloadScreensOnIntent();
  startCartSync();
  // Before the first screen asks for its store: a cart kept from before may name one since removed.
  followKnownStores();
  followLanguageChanges(config.assetsUrl);
  followScreenMetadata();
  followConsent();
  registerServiceWorker();
  // A version.json request per app is nothing the first screen needs: they wait until it is in.
  void afterFirstScreen().then(() => watchDeployments(Object.values(config.remotes).map((remote) => remote!.entry)));
}

/**
 * Pictures come from the market's assets host in config.json (a CDN per market), which wins over
 * the API's own assets URL; every screen reads it from settings.assets_url.
 */
function withMarketAssets(settings: WebsiteSettings, assetsUrl: string | undefined): WebsiteSettings {
  return { ...settings, assets_url: assetsUrl || settings.assets_url };
}

function show(settings: WebsiteSettings, language: Language): void {
  setSettings(settings);
  applyTheme(settings);
  writeScreenMetadata(settings, language);
}

/** The screen's own title and description when it gave some, else the shop's meta tags. */
function writeScreenMetadata(settings: WebsiteSettings, language: Language): void {
  const shopTitle = settings.meta_tags.title || settings.website.name;
  const screen = $screenMetadata.get();
  const title = screen ? `${screen.title} | ${settings.website.name}` : shopTitle;
  const description = screen?.description || settings.meta_tags.description;
  setPageMetadata({
    title,
    description,
    keywords: settings.meta_tags.keywords,
    language,
    openGraph: { title, description, image: screen?.image, url: window.location.href, type: screen?.type ?? 'website' },
  });
}

/** Remote screens announce their metadata through $screenMetadata; the shell writes it. */
function followScreenMetadata(): void {
  $screenMetadata.listen(() => {
    const settings = $settings.get();
    if (settings) writeScreenMetadata(settings, $language.get());
  });
}

async function addShellMessages(language: Language): Promise<void> {
  await Promise.all(
    catalogueLanguages(language).map(async (needed) => {
      i18n.addResourceBundle(needed, 'shell', await loadShellMessages(needed), true, true);
    }),
  );
}

/**
 * Settings carry translated texts (menus, pages, meta tags): fetch them again in the new language.
 * Answers can cross (Lietuvių then Español): only the current language's is shown. <html lang>
 * follows at once, not after the answer. A failed fetch keeps the settings shown.
 */
export function followLanguageChanges(assetsUrl: string | undefined): void {
  $language.listen((language) => {
    document.documentElement.lang = language;
    loadWebsiteSettings(language).then(
      (settings) => language === $language.get() && show(withMarketAssets(settings, assetsUrl), language),
      (error: unknown) => console.error('Could not reload website settings for', language, error),
    );
  });
}
