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

export function loadAllowedTrackers(): void {
  const settings = $settings.get();
  const consent = $consent.get();
  if (!settings) return;
  const trackers: Pick<ExternalResource, 'category' | 'type' | 'src'>[] = [
    ...settings.trackers.map((tracker: Tracker) => ({ ...tracker, type: 'script' as const })),
    ...settings.external_resources,
  ];
  for (const resource of trackers) {
    if (isAllowed(consent, resource.category)) inject(resource, settings.assets_url);
  }
}

/** Loads what is allowed now, and again whenever consent or settings change; unloads what is withdrawn. */
export function followConsent(reload = () => window.location.reload()): () => void {
  loadAllowedTrackers();
  const stopConsent = $consent.listen((consent) => {
    for (const [src, [category, stylesheet]] of loaded) {
      if (stylesheet && !isAllowed(consent, category)) {
        stylesheet.remove();
        loaded.delete(src);
      }
    }
    if (scriptsBeyond(consent)) reload();
    else loadAllowedTrackers();
  });
  const stopSettings = $settings.listen(loadAllowedTrackers);
  return () => {
    stopConsent();
    stopSettings();
  };
}
