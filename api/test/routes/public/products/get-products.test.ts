import type { Product } from 'shared-contracts/types/product';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

async function products(query: string) {
  return t.app.inject({ method: 'GET', url: `/public/products${query}` });
}

async function list(query: string): Promise<Product[]> {
  const res = await products(query);
  expect(res.statusCode).toBe(200);
  return res.json() as Product[];
}

test('product_ids answers those products with every field, first store by default', async () => {
  const [margherita, ...rest] = await list('?product_ids=1,8');
  expect(rest.map((p) => p.id)).toEqual([8]);
  expect(margherita).toEqual({
    id: 1,
    name: 'Margherita',
    url: 'margherita',
    description: 'Tomato sauce, fior di latte and fresh basil on a slow-proved crust.',
    ingredients: 'Wheat flour, tomatoes, mozzarella (milk), basil, olive oil, salt, yeast',
    price: 32,
    pack_price: 2,
    pictures: ['products/1.svg'],
    allergens: [1, 2],
    nutrition: { energy_kcal: 780, fat_g: 26, saturated_fat_g: 12, carbohydrates_g: 102, sugars_g: 8, protein_g: 32, salt_g: 3.1 },
    categories: [{ id: 1 }],
    menu_ids: [1],
    sizes: [],
    option_groups: [
      expect.objectContaining({ id: 101, name: 'Extra toppings', min_options: 0, max_options: 3 }),
    ],
    out_of_stock: false,
    age_restriction: false,
    recommended: true,
    only_for_later: false,
    today_only: false,
  });
  expect(margherita?.option_groups[0]?.options[0]).toEqual({ id: 1001, name: 'Extra mozzarella', price: 4, min_quantity: 0, max_quantity: 2, allergens: [2] });
});

test('prices, sizes and stock belong to the store asked for', async () => {
  const [oldTown] = await list('?product_ids=6&store_id=1&with=sizes');
  const [riverside] = await list('?product_ids=6&store_id=2&with=sizes');
  expect(oldTown).toMatchObject({ price: 41, out_of_stock: false });
  expect(riverside).toMatchObject({ price: 43, out_of_stock: true });
  expect(oldTown?.sizes).toEqual([
    { id: 611, product_store_id: 61, name: '30 cm', price: 41 },
    { id: 612, product_store_id: 61, name: '40 cm', price: 55 },
  ]);
  expect(riverside?.sizes.map((s) => [s.product_store_id, s.price])).toEqual([[62, 43], [62, 57]]);
});

test('filters by menu, category and recommended', async () => {
  const drinks = await list('?menu_id=2');
  expect(drinks).toHaveLength(13);
  expect(drinks.every((p) => p.menu_ids.includes(2))).toBe(true);
  const beerAndWine = await list('?category_id=7');
  expect(beerAndWine.map((p) => p.id)).toEqual([33, 34, 35, 36]);
  expect(beerAndWine.every((p) => p.age_restriction)).toBe(true);
  const recommended = await list('?recommended=true');
  expect(recommended.map((p) => p.id)).toEqual([1, 8, 13, 19, 29, 37]);
  expect(await list('')).toHaveLength(42);
});

test('each product says whether it needs advance ordering or is sold for today only', async () => {
  const [cake, lunch] = await list('?product_ids=41,42');
  expect(cake).toMatchObject({ id: 41, name: 'Whole walnut and honey cake', only_for_later: true, today_only: false, price: 160 });
  expect(lunch).toMatchObject({ id: 42, name: 'Lunch menu of the day', only_for_later: false, today_only: true, price: 35 });
});

test('names and descriptions are translated with English fallback', async () => {
  // Answered in menu order, whatever the order of the ids.
  const [fourCheeses, carbonara] = await list('?product_ids=8,3&translate_language=ro');
  expect(carbonara?.name).toBe('Spaghete carbonara');
  expect(fourCheeses?.description).toBe('Mozzarella, gorgonzola, parmezan și scamorza afumată.');
  // A description with no Romanian (the Four cheeses one, taken out here) reads in English; its name stays Romanian.
  const stored = (await t.app.db.selectFrom('products').select('description').where('id', '=', 3).executeTakeFirstOrThrow()).description;
  const { ro: _ro, ...withoutRomanian } = stored;
  await t.app.db.updateTable('products').set({ description: JSON.stringify(withoutRomanian) }).where('id', '=', 3).execute();
  try {
    const [untranslated] = await list('?product_ids=3&translate_language=ro');
    expect(untranslated).toMatchObject({ name: 'Quattro formaggi', description: 'Mozzarella, gorgonzola, parmesan and smoked scamorza.' });
  } finally {
    await t.app.db.updateTable('products').set({ description: JSON.stringify(stored) }).where('id', '=', 3).execute();
  }
  const [lt] = await list('?product_ids=3&translate_language=lt');
  expect(lt?.name).toBe('Keturi sūriai');
});

test('ingredients come in the requested language, for every seeded product', async () => {
  const ingredientsIn = async (language: string) =>
    (await list(`?product_ids=1,41&translate_language=${language}`)).map((p) => p.ingredients);
  expect(await ingredientsIn('es')).toEqual([
    'Harina de trigo, tomates, mozzarella (leche), albahaca, aceite de oliva, sal, levadura',
    'Harina de trigo, miel, nueces, mantequilla (leche), huevos, azúcar',
  ]);
  expect((await ingredientsIn('lt'))[0]).toBe('Kvietiniai miltai, pomidorai, mocarela (pienas), bazilikas, alyvuogių aliejus, druska, mielės');
  expect((await ingredientsIn('ro'))[0]).toBe('Făină de grâu, roșii, mozzarella (lapte), busuioc, ulei de măsline, sare, drojdie');
  const rows = await t.app.db.selectFrom('products').select(['id', 'ingredients']).execute();
  const untranslated = rows.filter((row) => !row.ingredients.es || !row.ingredients.lt || !row.ingredients.ro).map((row) => row.id);
  expect(untranslated).toEqual([]);
});

test('product_ids must be a comma list of positive whole numbers', async () => {
  for (const bad of ['1,abc', '0', '1,,2', '-3']) {
    const res = await products(`?product_ids=${bad}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      `Query parameter "product_ids" must be a comma-separated list of product ids (positive whole numbers), like 1,2,3; got "${bad}".`,
    );
  }
});

test('bad store_id and with values are refused; an unknown store is a 404', async () => {
  const text = await products('?store_id=abc');
  expect(text.statusCode).toBe(400);
  expect(text.json().message).toBe('Query parameter "store_id" must be integer.');
  const withOther = await products('?with=options');
  expect(withOther.statusCode).toBe(400);
  expect(withOther.json().message).toBe('Query parameter "with" must be one of: sizes.');
  const unknown = await products('?store_id=9');
  expect(unknown.statusCode).toBe(404);
  expect(unknown.json().message).toBe('Store 9 not found.');
});
