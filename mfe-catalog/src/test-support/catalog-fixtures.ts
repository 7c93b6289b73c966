import type { Category, Menu } from 'shared-contracts/types/menu';
import type { Product } from 'shared-contracts/types/product';
import type { WebsiteSettings } from 'shared-contracts/types/settings';
import { aStore, websiteSettingsFixture } from 'shared-contracts/test-support/website-settings';

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

/** The shared settings fixture with the catalog's one store, menus and categories. */
export function someSettings(overrides: Partial<WebsiteSettings> = {}): WebsiteSettings {
  return websiteSettingsFixture({
    stores: [aStore({ id: 7, name: 'Centre', url: 'centre', address: '1 Main Street', phone: '', email: '' })],
    menus: MENUS,
    categories: Object.values(CATEGORIES).flat(),
    ...overrides,
  });
}
