/**
 * For the remotes' jest tests: website settings as the shell sets them before any remote renders
 * (spec §3, with the spec §9 page defaults: jobs hidden). Each remote overrides what its screens
 * look at. Imported by tests only, never by a screen.
 */
import type { Store } from 'shared-contracts/types/store';
import type { WebsiteSettings } from 'shared-contracts/types/settings';

export function aStore(overrides: Partial<Store> = {}): Store {
  return {
    id: 1,
    name: 'Old Town',
    url: 'old-town',
    address: '21 Lipscani Street',
    phone: '+40 21 555 0101',
    email: 'oldtown@test.example',
    lat: 44.43,
    lng: 26.1,
    time_zone: 'Europe/Bucharest',
    opening_hours: [],
    has_delivery: true,
    has_pickup: true,
    takes_reservations: true,
    ...overrides,
  };
}

export function websiteSettingsFixture(overrides: Partial<WebsiteSettings> = {}): WebsiteSettings {
  const showPages = { about_us: true, events: true, jobs: false, reservations: true };
  return {
    website: {
      id: 1,
      name: 'Trattoria Test',
      background: '',
      login_background: '',
      logo: '',
      favicon: '',
      maps_api: '',
      phone: '+40 700 000 000',
      email: 'hello@trattoria.test',
      payment_card: true,
      color: '#b22222',
      color_filter: '',
      allow_ordering: true,
      cutlery: 0,
      company_id: 1,
      auto_open_geolocation: false,
      start_on_delivery: false,
    },
    localization: { currency: 'RON', country_code: 'RO', time_zone: 'Europe/Bucharest', delivery_areas: [], language: 'en', age_restriction: 18 },
    delivery_time: 0,
    pickup_time: 0,
    pages: [],
    stores: [aStore()],
    shop_status: {
      delivery_now: true,
      pickup_now: true,
      delivery_later: true,
      pickup_later: true,
      has_delivery: true,
      has_pickup: true,
      someone_has_delivery: true,
      someone_has_pickup: true,
      message: '',
      only_later_hours: false,
      only_later_hours_pickup: false,
    },
    trackers: [],
    external_resources: [],
    company_name: 'Trattoria Test SRL',
    has_banners: false,
    banners: [],
    loyalty: { active: 0 },
    has_vouchers: false,
    has_referrals: false,
    show_pages: showPages,
    footer_content: '',
    meta_tags: { title: '', description: '', keywords: '' },
    assets_url: 'https://assets.test',
    accept_webp: false,
    has_allergens: true,
    social_media: [],
    menus: [],
    categories: [],
    store_id: null,
    design_settings: { ...showPages, footer_content: '' },
    ...overrides,
  };
}
