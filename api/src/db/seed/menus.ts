import type { Translated } from 'shared-contracts/types/language';
import { texts } from './texts';

export interface MenuSeed {
  id: number;
  name: Translated;
  url: string;
}

export interface CategorySeed extends MenuSeed {
  menu_id: number;
}

export const menus: MenuSeed[] = [
  { id: 1, url: 'food', name: texts('Food', 'Comida', 'Maistas', 'Mâncare') },
  { id: 2, url: 'drinks', name: texts('Drinks', 'Bebidas', 'Gėrimai', 'Băuturi') },
  { id: 3, url: 'desserts', name: texts('Desserts', 'Postres', 'Desertai', 'Deserturi') },
];

export const categories: CategorySeed[] = [
  { id: 1, menu_id: 1, url: 'pizza', name: texts('Pizza', 'Pizzas', 'Picos', 'Pizza') },
  { id: 2, menu_id: 1, url: 'pasta', name: texts('Pasta', 'Pasta', 'Makaronai', 'Paste') },
  { id: 3, menu_id: 1, url: 'salads', name: texts('Salads', 'Ensaladas', 'Salotos', 'Salate') },
  { id: 4, menu_id: 1, url: 'burgers', name: texts('Burgers', 'Hamburguesas', 'Mėsainiai', 'Burgeri') },
  { id: 5, menu_id: 2, url: 'soft-drinks', name: texts('Soft drinks', 'Refrescos', 'Gaivieji gėrimai', 'Răcoritoare') },
  { id: 6, menu_id: 2, url: 'coffee-and-tea', name: texts('Coffee and tea', 'Café y té', 'Kava ir arbata', 'Cafea și ceai') },
  { id: 7, menu_id: 2, url: 'beer-and-wine', name: texts('Beer and wine', 'Cerveza y vino', 'Alus ir vynas', 'Bere și vin') },
  { id: 8, menu_id: 3, url: 'cakes-and-ice-cream', name: texts('Cakes and ice cream', 'Tartas y helados', 'Pyragai ir ledai', 'Prăjituri și înghețată') },
];

/** Old URLs of menus and categories that were renamed; the catalog asks before showing a 404. */
export const redirects: { url: string; target: string }[] = [
  { url: '/beverages', target: '/drinks/2' },
  { url: '/drinks/beverages', target: '/drinks/2' },
  { url: '/food/pizzas', target: '/pizza/1/1' },
  { url: '/sweets', target: '/desserts/3' },
];
