import { emptyCart, type CartProduct } from 'shared-contracts/types/cart';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

function line(fields: Partial<CartProduct>): CartProduct {
  return {
    id: 19, name: 'Aurora burger', quantity: 1, price: 42, pack_price: 1.5, options: [], categories: [{ id: 4 }],
    age_restriction: false, locked: false, order_product_id: null, sizes: [], selected_size: null, ...fields,
  };
}

async function invalidProducts(products: unknown[], storeId: number | null = 1) {
  const saved = await t.app.inject({
    method: 'POST',
    url: '/public/carts',
    payload: { json_object: JSON.stringify({ ...emptyCart(), store_id: storeId, products }) },
  });
  expect(saved.statusCode).toBe(200);
  return saved.json().invalid_products;
}

const cooking = { id: 19011, price: 0, quantity: 1 };
const fries = { id: 19021, price: 0, quantity: 1 };

test('a burger with its cooking and a side is valid', async () => {
  expect(await invalidProducts([line({ options: [cooking, fries] })])).toEqual([]);
});

test('a burger without a side is reported with the minimum', async () => {
  expect(await invalidProducts([line({ options: [cooking] })])).toEqual([
    { index: 0, id: 19, violations: [{ rule: 'min_options', message: 'Side: choose at least 1 option.' }] },
  ]);
});

test('three sides and an option quantity above its maximum are each reported with the bound', async () => {
  const sides = [fries, { id: 19022, price: 4, quantity: 2 }, { id: 19023, price: 3, quantity: 1 }];
  const [report] = await invalidProducts([line({ options: [cooking, ...sides] })]);
  expect(report.violations).toEqual([
    { rule: 'max_options', message: 'Side: choose at most 2 options.' },
    { rule: 'max_quantity', message: 'Sweet potato fries: take at most 1.' },
  ]);
});

test('a pizza needs one of the sizes of the cart\'s store', async () => {
  const margherita = line({ id: 1, name: 'Margherita', price: 32, options: [] });
  expect((await invalidProducts([margherita]))[0].violations[0].rule).toBe('size_required');
  // Size ids belong to a product as sold in one store: store 2's size is not store 1's.
  expect(await invalidProducts([{ ...margherita, selected_size: 111 }], 1)).toEqual([]);
  expect((await invalidProducts([{ ...margherita, selected_size: 111 }], 2))[0].violations[0].rule).toBe('unknown_size');
});

test('a product with one size in the cart\'s store needs none chosen: the only size is the one sold', async () => {
  // Sizes are per store: the lasagna (13) gains a single size at Old Town (1) after the line was saved.
  const lasagna = line({ id: 13, name: 'Baked lasagna', price: 38, options: [] });
  const { id: productStoreId } = await t.app.db
    .selectFrom('product_stores').select('id').where('product_id', '=', 13).where('store_id', '=', 1).executeTakeFirstOrThrow();
  const name = JSON.stringify({ en: 'Large', es: 'Grande', lt: 'Didelė', ro: 'Mare' });
  await t.app.db.insertInto('product_sizes').values({ id: 90131, product_store_id: productStoreId, name, price: 42, position: 0 }).execute();
  expect(await invalidProducts([lasagna], 1)).toEqual([]);
  expect(await invalidProducts([{ ...lasagna, selected_size: 90131 }], 1)).toEqual([]);
  // A second size makes it a choice again, refused with the same text as ever.
  await t.app.db.insertInto('product_sizes').values({ id: 90132, product_store_id: productStoreId, name, price: 55, position: 1 }).execute();
  expect(await invalidProducts([lasagna], 1)).toEqual([
    { index: 0, id: 13, violations: [{ rule: 'size_required', message: 'Choose a size of Baked lasagna.' }] },
  ]);
});

test('a product out of stock in the cart\'s store is reported, so the cart can say so before the order', async () => {
  // The Thai peanut salad (17) is sold at Riverside (2) but out of stock there.
  const salad = line({ id: 17, name: 'Thai peanut salad', price: 30, pack_price: 1, options: [] });
  expect(await invalidProducts([salad], 1)).toEqual([]);
  expect(await invalidProducts([salad], 2)).toEqual([
    { index: 0, id: 17, violations: [{ rule: 'out_of_stock', message: 'Thai peanut salad is out of stock in this store.' }] },
  ]);
});

test('unknown products and malformed lines are reported, not a server error', async () => {
  expect(await invalidProducts([line({ id: 99999, name: 'Summer soup' }), { id: 'x' }], null)).toEqual([
    { index: 0, id: 99999, violations: [{ rule: 'unknown_product', message: 'Summer soup is not sold in this store.' }] },
    { index: 1, id: null, violations: [{ rule: 'malformed', message: expect.stringContaining('Product line 2') }] },
  ]);
});
