import type { Product } from 'shared-contracts/types/product';
import { stopSelling } from '../../../helpers/not-sold';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

test('one product with its sizes, option groups and option allergens, in the store asked for', async () => {
  const res = await get('/public/products/1?store_id=2&translate_language=es');
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-language']).toBe('es');
  const product = res.json() as Product;
  expect(product).toMatchObject({ id: 1, name: 'Margarita', url: 'margherita', allergens: [1, 2] });
  expect(product.sizes.map((s) => [s.id, s.product_store_id, s.price])).toEqual([[121, 12, 34], [122, 12, 48]]);
  expect(product.option_groups[0]?.options[0]).toMatchObject({ name: 'Mozzarella extra', allergens: [2] });
});

test('an unknown product or store is a 404 that says which', async () => {
  const product = await get('/public/products/99999');
  expect(product.statusCode).toBe(404);
  expect(product.json().message).toBe('Product 99999 is not sold in store 1.');
  const store = await get('/public/products/1?store_id=77');
  expect(store.statusCode).toBe(404);
  expect(store.json().message).toBe('Store 77 not found.');
});

test("a dish of the catalogue this store does not sell is a 404 that says so, and names a store that sells it", async () => {
  const putBack = await stopSelling(t.app, 24, 2);
  try {
    const res = await get('/public/products/24?store_id=2');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      statusCode: 404, error: 'Not Found', message: 'Product 24 is not sold in store 2.', reason: 'not_sold_in_store', sold_at: { id: 1, name: 'Casa Aurora Old Town', url: 'old-town' },
    });
    // Sold nowhere any more: the reason stays, with no store to send the customer to.
    const putBackToo = await stopSelling(t.app, 24, 1);
    try {
      expect((await get('/public/products/24?store_id=2')).json()).toMatchObject({ reason: 'not_sold_in_store', sold_at: null });
    } finally {
      await putBackToo();
    }
  } finally {
    await putBack();
  }
  // An id the catalogue does not have gives no reason.
  expect((await get('/public/products/99999')).json()).not.toHaveProperty('reason');
});

test('a product id that is not a positive whole number is a 400', async () => {
  for (const id of ['abc', '0', '-3', '1.5']) {
    const res = await get(`/public/products/${id}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/productId/);
  }
});
