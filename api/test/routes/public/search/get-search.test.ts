import type { Product } from 'shared-contracts/types/product';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

async function search(query: string): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url: `/public/search?${query}` });
  expect(res.statusCode).toBe(200);
  return (res.json() as Product[]).map((p) => p.name);
}

test('finds by name, description and ingredients, ignoring case', async () => {
  expect(await search('q=MARGHERITA')).toEqual(['Margherita']);
  expect(await search('q=slow-proved')).toEqual(['Margherita']);
  expect(await search(`q=${encodeURIComponent('pine nuts')}`)).toContain('Pesto verde');
});

test('searches the chosen language without accents, and Romanian falls back to English', async () => {
  expect(await search('q=jamon&translate_language=es')).toEqual(['Jamón y champiñones']);
  // "roșii" (tomatoes) and "busuioc" (basil) are in the Romanian descriptions of these two.
  expect((await search('q=rosii%20busuioc&translate_language=ro')).sort()).toEqual(['Margherita', 'Pesto verde']);
  // A description with no Romanian (Frutti di mare's, taken out here) is searched in English.
  expect(await search('q=mussels&translate_language=ro')).toEqual([]);
  const fruttiDiMare = await t.app.db.selectFrom('products').select('description').where('id', '=', 4).executeTakeFirstOrThrow();
  const { ro: _ro, ...withoutRomanian } = fruttiDiMare.description as Record<string, string>;
  await t.app.db.updateTable('products').set({ description: JSON.stringify(withoutRomanian) }).where('id', '=', 4).execute();
  try {
    expect(await search('q=mussels&translate_language=ro')).toContain('Frutti di mare');
  } finally {
    await t.app.db.updateTable('products').set({ description: JSON.stringify(fruttiDiMare.description) }).where('id', '=', 4).execute();
  }
});

test('a category name, in the language the customer reads, finds the products of that category', async () => {
  const pizzas = [
    'Margherita', 'Diavola', 'Four cheeses', 'Frutti di mare', 'Pesto verde', 'Prosciutto e funghi', 'Vegan garden',
  ];
  expect((await search('q=pizza')).sort()).toEqual([...pizzas].sort());
  // Spanish reads "Pizzas", Lithuanian "Picos", Romanian "Salate" for the salads.
  expect(await search('q=pizzas&translate_language=es')).toHaveLength(7);
  expect(await search('q=picos&translate_language=lt')).toHaveLength(7);
  // No Romanian text of the tuna niçoise says "salate"; its category does.
  expect(await search('q=salate&translate_language=ro')).toContain('Salată niçoise cu ton');
  // A category word narrows together with the other words.
  expect(await search('q=pizza%20ham')).toEqual(['Prosciutto e funghi']);
});

test('no match is an empty list', async () => {
  expect(await search('q=zzzz')).toEqual([]);
});

test('a missing or too long query is a 400 naming q, as the search page never sends one', async () => {
  for (const query of ['', `q=${'a'.repeat(101)}`]) {
    const res = await t.app.inject({ method: 'GET', url: `/public/search?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/"q"/);
  }
});

test('a query with nothing to search for is a 400 the customer reads in their language', async () => {
  // The search page sends words with a letter in them; "ﾞ" is one to Unicode, yet search finds no
  // letter in it. The error catalogue shows the message as it comes.
  const refusal = async (query: string, language?: string) => {
    const res = await t.app.inject({
      method: 'GET', url: `/public/search?${query}`, headers: language ? { 'content-language': language } : {},
    });
    expect(res.statusCode).toBe(400);
    return res.json();
  };
  for (const query of ['q=', 'q=%20!!', `q=${encodeURIComponent('ﾞ')}`]) {
    expect(await refusal(query)).toMatchObject({ message: 'Type at least one letter or digit to search for.', field: 'q' });
  }
  expect((await refusal(`q=${encodeURIComponent('ﾞ')}&translate_language=es`)).message).toBe('Escribe al menos una letra o un número para buscar.');
  expect((await refusal('q=!!&translate_language=lt')).message).toBe('Paieškai įveskite bent vieną raidę ar skaitmenį.');
  expect((await refusal('q=!!', 'ro')).message).toBe('Scrie cel puțin o literă sau o cifră pentru a căuta.');
});
