import type { OptionGroupSeed } from './product-seed';
import { texts } from './texts';

/** Option group ids are 100 × product id + n, option ids 1000 × product id + n: stable and unique. */
export function pizzaExtras(productId: number): OptionGroupSeed {
  const o = productId * 1000;
  return {
    id: productId * 100 + 1,
    name: texts('Extra toppings', 'Ingredientes extra', 'Papildomi priedai', 'Ingrediente extra'),
    min_options: 0,
    max_options: 3,
    options: [
      { id: o + 1, name: texts('Extra mozzarella', 'Mozzarella extra', 'Papildoma mocarela', 'Mozzarella extra'), price: 4, min_quantity: 0, max_quantity: 2, allergens: [2] },
      { id: o + 2, name: texts('Spicy salami', 'Salami picante', 'Aštrus saliamis', 'Salam picant'), price: 5, min_quantity: 0, max_quantity: 2 },
      { id: o + 3, name: texts('Mushrooms', 'Champiñones', 'Pievagrybiai', 'Ciuperci'), price: 3, min_quantity: 0, max_quantity: 2 },
      { id: o + 4, name: texts('Olives', 'Aceitunas', 'Alyvuogės', 'Măsline'), price: 3, min_quantity: 0, max_quantity: 1 },
    ],
  };
}

export function burgerCooking(productId: number): OptionGroupSeed {
  const o = productId * 1000 + 10;
  return {
    id: productId * 100 + 1,
    name: texts('Cooking', 'Punto de cocción', 'Kepimo laipsnis', 'Gătire'),
    min_options: 1,
    max_options: 1,
    options: [
      { id: o + 1, name: texts('Medium', 'Al punto', 'Vidutiniškai', 'Mediu'), price: 0, min_quantity: 1, max_quantity: 1 },
      { id: o + 2, name: texts('Well done', 'Muy hecho', 'Gerai iškeptas', 'Bine făcut'), price: 0, min_quantity: 1, max_quantity: 1 },
    ],
  };
}

export function burgerSide(productId: number): OptionGroupSeed {
  const o = productId * 1000 + 20;
  return {
    id: productId * 100 + 2,
    name: texts('Side', 'Guarnición', 'Garnyras', 'Garnitură'),
    min_options: 1,
    max_options: 2,
    options: [
      { id: o + 1, name: texts('Fries', 'Patatas fritas', 'Bulvytės', 'Cartofi prăjiți'), price: 0, min_quantity: 1, max_quantity: 1 },
      { id: o + 2, name: texts('Sweet potato fries', 'Boniato frito', 'Saldžiųjų bulvių bulvytės', 'Cartofi dulci prăjiți'), price: 4, min_quantity: 1, max_quantity: 1 },
      { id: o + 3, name: texts('Side salad', 'Ensalada', 'Salotos', 'Salată de garnitură'), price: 3, min_quantity: 1, max_quantity: 1, allergens: [10] },
    ],
  };
}

export function coffeeMilk(productId: number): OptionGroupSeed {
  const o = productId * 1000 + 30;
  return {
    id: productId * 100 + 1,
    name: texts('Milk', 'Leche', 'Pienas', 'Lapte'),
    min_options: 0,
    max_options: 1,
    options: [
      { id: o + 1, name: texts('Oat milk', 'Leche de avena', 'Avižų pienas', 'Lapte de ovăz'), price: 2, min_quantity: 0, max_quantity: 1, allergens: [1] },
      { id: o + 2, name: texts('Extra shot', 'Carga extra', 'Papildomas espreso', 'Espresso suplimentar'), price: 3, min_quantity: 0, max_quantity: 3 },
    ],
  };
}
