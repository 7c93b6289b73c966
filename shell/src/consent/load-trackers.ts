import { $consent, isAllowed, type Consent, type ConsentCategory } from 'shared-contracts/stores/consent';
import { $settings } from 'shared-contracts/stores/settings';
import type { ExternalResource, Tracker } from 'shared-contracts/types/settings';
import { assetUrl } from '../theme/apply-theme';

/**
 * Spec §2: trackers and external resources load only for the consent categories accepted, each
 * once. A category withdrawn later takes its stylesheets off; a script that ran cannot be unloaded
 * (its timers, listeners and cookies stay), so the page reloads, the choice already saved, and
 * starts without it. Each address loaded: its category, and a stylesheet's element.
 */
const loaded = new Map<string, [ConsentCategory, HTMLLinkElement?]>();

function inject(resource: Pick<ExternalResource, 'category' | 'type' | 'src'>, assetsUrl: string): void {
  const src = assetUrl(assetsUrl, resource.src);
  if (loaded.has(src)) return;
  if (resource.type === 'style') {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = src;
    document.head.append(link);
    loaded.set(src, [resource.category, link]);
    return;
  }
  loaded.set(src, [resource.category]);
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  document.head.append(script);
}

/** Whether a script runs that `consent` does not allow; without one, whether any optional one runs. */
export function scriptsBeyond(consent?: Consent): boolean {
  return [...loaded.values()].some(([category, stylesheet]) => !stylesheet && (consent ? !isAllowed(consent, category) : category !== 'necessary'));
}

/**
 * An optional script waits while the page's address is a secret link (shared-contracts
 * secret-links): it could read the address and report it to its host. It loads once the customer
 * moves on to another address (useLoadTrackersOnNavigation). A stylesheet cannot read the address,
 * and its request names this shop's origin only (Referrer-Policy strict-origin-when-cross-origin).
 * The check is fetched only when such a script is allowed: most visitors accept none, and the
 * homepage's JavaScript carries no byte of it.
 */
async function secretLinkShown(): Promise<boolean> {
  const { isSecretLink } = await import('shared-contracts/routes/secret-links');
  return isSecretLink(window.location.pathname + window.location.search);
}

const optionalScript = (resource: Pick<ExternalResource, 'category' | 'type'>) => resource.type === 'script' && resource.category !== 'necessary';

/** Settles once every allowed resource is in the page, or held back on a secret link. */
export async function loadAllowedTrackers(): Promise<void> {
  const settings = $settings.get();
  if (!settings) return;
  const allowed = [
    ...settings.trackers.map((tracker: Tracker) => ({ ...tracker, type: 'script' as const })),
    ...settings.external_resources,
  ].filter((resource) => isAllowed($consent.get(), resource.category));
  for (const resource of allowed.filter((resource) => !optionalScript(resource))) inject(resource, settings.assets_url);
  const optional = allowed.filter(optionalScript);
  if (optional.length === 0 || (await secretLinkShown())) return;
  // Consent may have changed while the check loaded: only what is still allowed goes in.
  for (const resource of optional) if (isAllowed($consent.get(), resource.category)) inject(resource, settings.assets_url);
}

/** Loads what is allowed now, and again whenever consent or settings change; unloads what is withdrawn. */
export function followConsent(reload = () => window.location.reload()): () => void {
  void loadAllowedTrackers();
  const stopConsent = $consent.listen((consent) => {
    for (const [src, [category, stylesheet]] of loaded) {
      if (stylesheet && !isAllowed(consent, category)) {
        stylesheet.remove();
        loaded.delete(src);
      }
    }
    if (scriptsBeyond(consent)) reload();
    else void loadAllowedTrackers();
  });
  const stopSettings = $settings.listen(() => void loadAllowedTrackers());
  return () => {
    stopConsent();
    stopSettings();
  };
}
