import type { Category, Menu } from 'shared-contracts/types/menu';
import type { Product } from 'shared-contracts/types/product';
import type { WebsiteSettings } from 'shared-contracts/types/settings';

/** A product as GET public/products answers it; override what a test is about. */
export function aProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 1,
    name: 'Margherita',
    url: 'margherita',
    description: 'Tomato, mozzarella, basil',
    ingredients: 'tomato, mozzarella, basil, flour',
    price: 32.5,
    pack_price: 1.5,
    pictures: ['products/margherita.jpg'],
    allergens: [],
    nutrition: null,
    categories: [{ id: 10 }],
    menu_ids: [1],
    sizes: [],
    option_groups: [],
    out_of_stock: false,
    age_restriction: false,
    recommended: false,
    ...overrides,
  };
}

export const MENUS: Menu[] = [
  { id: 1, name: 'Lunch', url: 'lunch' },
  { id: 2, name: 'Drinks', url: 'drinks' },
];

export const CATEGORIES: Record<number, Category[]> = {
  1: [
    { id: 10, menu_id: 1, name: 'Pizza', url: 'pizza' },
    { id: 11, menu_id: 1, name: 'Salads', url: 'salads' },
  ],
  2: [{ id: 20, menu_id: 2, name: 'Beers', url: 'beers' }],
};

/** Website settings of a small two-store shop (spec §3); the shell sets these before any remote renders. */
export function someSettings(overrides: Partial<WebsiteSettings> = {}): WebsiteSettings {
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
    },
    localization: {
      currency: 'RON',
      country_code: 'RO',
      time_zone: 'Europe/Bucharest',
      delivery_areas: [],
      language: 'en',
      age_restriction: 18,
    },
    delivery_time: 0,
    pickup_time: 0,
    pages: [],
    stores: [
      {
        id: 7,
        name: 'Centre',
        url: 'centre',
        address: '1 Main Street',
        phone: '',
        email: '',
        lat: 44.43,
        lng: 26.1,
        time_zone: 'Europe/Bucharest',
        opening_hours: [],
        has_delivery: true,
        has_pickup: true,
        takes_reservations: true,
      },
    ],
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
    show_pages: { about_us: true, events: true, jobs: false, reservations: true },
    footer_content: '',
    meta_tags: { title: '', description: '', keywords: '' },
    assets_url: 'https://assets.test',
    accept_webp: false,
    has_allergens: true,
    social_media: [],
    menus: MENUS,
    categories: Object.values(CATEGORIES).flat(),
    store_id: null,
    design_settings: { events: true, about_us: true, reservations: true, jobs: false, footer_content: '' },
    ...overrides,
  };
}
