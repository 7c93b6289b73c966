import { orderLine, pickupOrder, placeOrder } from '../../helpers/orders';
import { buildTestApp, type TestApp } from '../../helpers/test-app';

/** The staff board names every dish in the staff page's language, whatever each guest ordered in. */
describe('the staff board in the staff language', () => {
  let t: TestApp;
  let link: string;
  const staff = { authorization: 'Bearer dev-staff-1' };

  beforeEach(async () => {
    // A Wednesday noon in Bucharest: the stores take table orders.
    t = await buildTestApp({ now: () => new Date('2026-11-25T10:00:00Z'), staffTokens: { development: true, tokens: [] } });
    link = (await t.app.db.selectFrom('store_tables').select('link').where('store_id', '=', 1).where('number', '=', '3').executeTakeFirstOrThrow()).link;
  });
  afterEach(() => t.close());

  const atTable = (products: ReturnType<typeof orderLine>[]) =>
    pickupOrder({ delivery_type: 'table', pickup_type: null, email: '', phone: '', table_link: link, products });
  const boardLines = async (headers: Record<string, string>, query = '') => {
    const board = await t.app.inject({ method: 'GET', url: `/staff/table-board${query}`, headers: { ...staff, ...headers } });
    expect(board.statusCode).toBe(200);
    return (board.json().orders as { lines: { name: string; options: { name: string }[] }[] }[]).flatMap((order) => order.lines).map((line) => [line.name, line.options.map((option) => option.name)]);
  };

  it('translates each line from the catalogue, and keeps the stored name of a dish the menu no longer has or has renamed', async () => {
    // Spaghetti carbonara (8) ordered in Lithuanian; Margherita (1) with extra mozzarella (1001) in Spanish.
    await placeOrder(t.app, atTable([orderLine(8)]), { 'content-language': 'lt' });
    const spanish = await placeOrder(t.app, atTable([orderLine(1, 1, 111, [{ id: 1001, quantity: 1 }])]), { 'content-language': 'es' });
    const stored = await t.app.db.selectFrom('order_lines').select(['name', 'options']).orderBy('order_id').execute();
    expect(stored.map((line) => line.name)).toEqual(['Spagečiai karbonara', 'Margarita']);
    // A dish since taken off the menu (no product 9999 any more).
    await t.app.db
      .insertInto('order_lines')
      .values({ order_id: (await t.app.db.selectFrom('orders').select('id').where('token', '=', spanish.token).executeTakeFirstOrThrow()).id, position: 1, product_id: 9999, name: 'Plato del día', quantity: 1, size_id: null, size_name: null, options: JSON.stringify([]), unit_price: '10.00', total: '10.00' } as never)
      .execute();

    const expected = {
      en: [['Margherita', ['Extra mozzarella']], ['Plato del día', []], ['Spaghetti carbonara', []]],
      es: [['Margarita', ['Mozzarella extra']], ['Plato del día', []], ['Espaguetis a la carbonara', []]],
      lt: [['Margarita', ['Papildoma mocarela']], ['Plato del día', []], ['Spagečiai karbonara', []]],
    };
    const sorted = (lines: unknown[][]) => lines.sort((a, b) => String(a[0]).localeCompare(String(b[0])));
    expect(sorted(await boardLines({}))).toEqual(sorted(expected.en));
    expect(sorted(await boardLines({ 'content-language': 'es' }))).toEqual(sorted(expected.es));
    // translate_language wins over the header, as on the other reads; xx-YY counts by its first letters.
    expect(sorted(await boardLines({ 'content-language': 'es' }, '?translate_language=lt-LT'))).toEqual(sorted(expected.lt));
    expect(sorted(await boardLines({ 'content-language': 'ro' }))).toEqual(sorted([['Margherita', ['Mozzarella extra']], ['Plato del día', []], ['Spaghete carbonara', []]]));
    // An option with no Romanian name (extra mozzarella's, taken out here) reads as the menu shows it, in English.
    const mozzarella = (await t.app.db.selectFrom('options').select('name').where('id', '=', 1001).executeTakeFirstOrThrow()).name;
    const { ro: _ro, ...withoutRomanian } = mozzarella;
    await t.app.db.updateTable('options').set({ name: JSON.stringify(withoutRomanian) }).where('id', '=', 1001).execute();
    try {
      expect(sorted(await boardLines({ 'content-language': 'ro' }))).toEqual(sorted([['Margherita', ['Extra mozzarella']], ['Plato del día', []], ['Spaghete carbonara', []]]));
    } finally {
      await t.app.db.updateTable('options').set({ name: JSON.stringify(mozzarella) }).where('id', '=', 1001).execute();
    }
    // Renamed on the menu since: the kitchen makes what the guest chose, by the name it had then.
    await t.app.db.updateTable('products').set({ name: JSON.stringify({ en: 'Carbonara of the house' }) }).where('id', '=', 8).execute();
    expect(sorted(await boardLines({}))).toEqual(sorted([['Margherita', ['Extra mozzarella']], ['Plato del día', []], ['Spagečiai karbonara', []]]));
  });
});
