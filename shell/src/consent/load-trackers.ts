import { $consent, isAllowed } from 'shared-contracts/stores/consent';
import { $settings } from 'shared-contracts/stores/settings';
import type { ExternalResource, Tracker } from 'shared-contracts/types/settings';
import { assetUrl } from '../theme/apply-theme';

/**
 * Spec §2: trackers and external resources load only for the consent categories accepted, each
 * once; a category refused later stays off from the next page load (a loaded script cannot be
 * unloaded).
 */
const loaded = new Set<string>();

function inject(resource: Pick<ExternalResource, 'type' | 'src'>, assetsUrl: string): void {
  const src = assetUrl(assetsUrl, resource.src);
  if (loaded.has(src)) return;
  loaded.add(src);
  if (resource.type === 'style') {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = src;
    document.head.append(link);
    return;
  }
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  document.head.append(script);
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

/** Loads what is allowed now, and again whenever consent or settings change. */
export function followConsent(): () => void {
  loadAllowedTrackers();
  const stopConsent = $consent.listen(loadAllowedTrackers);
  const stopSettings = $settings.listen(loadAllowedTrackers);
  return () => {
    stopConsent();
    stopSettings();
  };
}
