import type { WebsiteSettings } from 'shared-contracts/types/settings';
import { aStore, websiteSettingsFixture } from 'shared-contracts/test-support/website-settings';

/** Website settings of a small two-store shop (spec §3); the shell sets these before any remote renders. */
export function someSettings(overrides: Partial<WebsiteSettings> = {}): WebsiteSettings {
  return websiteSettingsFixture({
    stores: [
      aStore({ id: 7, name: 'Centre', url: 'centre', address: '1 Main Street', phone: '', email: '' }),
      aStore({ id: 8, name: 'Riverside', url: 'riverside', address: '2 River Road', phone: '', email: '', lat: 44.44, lng: 26.06, takes_reservations: false }),
    ],
    ...overrides,
  });
}
