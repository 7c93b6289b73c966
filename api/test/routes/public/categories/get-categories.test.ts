import { buildTestApp, type TestApp } from '../../../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

function categories(query: string) {
  return t.app.inject({ method: 'GET', url: `/public/categories${query}` });
}

test('lists the categories of one menu', async () => {
  const res = await categories('?menu_id=2');
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual([
    { id: 5, menu_id: 2, name: 'Soft drinks', url: 'soft-drinks' },
    { id: 6, menu_id: 2, name: 'Coffee and tea', url: 'coffee-and-tea' },
    { id: 7, menu_id: 2, name: 'Beer and wine', url: 'beer-and-wine' },
  ]);
});

test('Romanian names where they exist, English for a name with no Romanian', async () => {
  const names = async () => (await categories('?menu_id=2&translate_language=ro')).json().map((c: { name: string }) => c.name);
  expect(await names()).toEqual(['Răcoritoare', 'Cafea și ceai', 'Bere și vin']);
  // Coffee and tea's Romanian name taken out: it reads in English, the others stay Romanian.
  const stored = (await t.app.db.selectFrom('categories').select('name').where('id', '=', 6).executeTakeFirstOrThrow()).name;
  const { ro: _ro, ...withoutRomanian } = stored;
  await t.app.db.updateTable('categories').set({ name: JSON.stringify(withoutRomanian) }).where('id', '=', 6).execute();
  try {
    expect(await names()).toEqual(['Răcoritoare', 'Coffee and tea', 'Bere și vin']);
  } finally {
    await t.app.db.updateTable('categories').set({ name: JSON.stringify(stored) }).where('id', '=', 6).execute();
  }
});

test('menu_id is required and must be a number', async () => {
  const missing = await categories('');
  expect(missing.statusCode).toBe(400);
  expect(missing.json().message).toBe('Query parameter "menu_id" is required.');
  const text = await categories('?menu_id=drinks');
  expect(text.statusCode).toBe(400);
  expect(text.json().message).toBe('Query parameter "menu_id" must be integer.');
});

test('an unknown menu is a 404 with a message', async () => {
  const res = await categories('?menu_id=42');
  expect(res.statusCode).toBe(404);
  expect(res.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Menu 42 not found.' });
});
