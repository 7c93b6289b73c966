import { aStore, websiteSettingsFixture } from 'shared-contracts/test-support/website-settings';
import { storeTimeZone } from './settings';

const settings = websiteSettingsFixture({
  localization: { ...websiteSettingsFixture().localization, time_zone: 'GMT' },
  stores: [aStore({ id: 1, time_zone: 'Europe/Bucharest' }), aStore({ id: 2, time_zone: 'America/Mexico_City' })],
});

test("a store's times are on its own clock, whatever the brand's", () => {
  expect(storeTimeZone(settings, 2)).toBe('America/Mexico_City');
  expect(storeTimeZone(settings, 1)).toBe('Europe/Bucharest');
});

test("a store the settings do not list, or none, reads the brand's clock; no settings, the browser's", () => {
  expect(storeTimeZone(settings, 9)).toBe('GMT');
  expect(storeTimeZone(settings, null)).toBe('GMT');
  expect(storeTimeZone(null, 1)).toBeUndefined();
});
