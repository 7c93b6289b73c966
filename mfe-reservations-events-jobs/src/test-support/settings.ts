import type { WebsiteSettings } from 'shared-contracts/types/settings';
import { aStore, websiteSettingsFixture } from 'shared-contracts/test-support/website-settings';

/** Website settings with the spec §9 page defaults (jobs hidden) and two stores, only one taking reservations. */
export function someSettings(overrides: Partial<WebsiteSettings> = {}): WebsiteSettings {
  const base = websiteSettingsFixture();
  return websiteSettingsFixture({
    website: { ...base.website, phone: '', email: '' },
    stores: [aStore(), aStore({ id: 2, name: 'Riverside', url: 'riverside', email: 'riverside@test.example', takes_reservations: false })],
    ...overrides,
  });
}
