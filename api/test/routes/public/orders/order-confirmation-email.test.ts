import { formatMoney } from 'shared-contracts/pricing/format-money';
import type { PlaceOrderRequest } from 'shared-contracts/types/order';
import type { TestApp } from '../../../helpers/test-app';
import { bearer, registerUser } from '../../../helpers/accounts';
import { openShopApp, orderLine as line, pickupOrder as orderRequest, placeOrder } from '../../../helpers/orders';
import { emailsSentTo } from '../../../helpers/sent-emails';

// Wednesday noon in Bucharest: both stores open. Riverside (2) delivers to RIVERSIDE; Margherita (1)
// 40 cm there is size 122 with extra mozzarella (1001); lemonade (24) is free with FREELEMONADE.
const RIVERSIDE = { lat: 44.4353, lng: 26.0645 };
let t: TestApp;
beforeAll(async () => {
  t = await openShopApp();
});
afterAll(async () => {
  await t.close();
});

async function placed(body: PlaceOrderRequest, headers: Record<string, string>) {
  const order = await placeOrder(t.app, body, headers);
  const [mail] = await t.app.repositories.outbox.list({ recipient: body.email, limit: 1 });
  return { order, subject: mail?.subject ?? '', body: mail?.body ?? '' };
}

/** The amounts of the e-mail's lines up to the total, and the total, read as the customer reads them. */
function sums(body: string, totalLabel: string): { lines: number; total: number } {
  // "1.234,50 lei", "1,234.50 lei", "\u221214 lei": a separator before two final digits is the decimal one.
  const amount = (text: string) => Number(text.replace(/ lei$/, '').replace('\u2212', '-').replace(/[.,](\d{2})$/, 'D$1').replace(/[.,\s]/g, '').replace('D', '.'));
  const rows = body.split('\n');
  const totalRow = rows.findIndex((row) => row.startsWith(`${totalLabel}: `));
  const priced = rows.slice(0, totalRow).filter((row) => /: [-\u2212]?\d[\d.,\s]* lei$/.test(row));
  return {
    lines: Math.round(priced.reduce((sum, row) => sum + amount(row.slice(row.lastIndexOf(': ') + 2)), 0) * 100) / 100,
    total: amount(rows[totalRow]!.slice(totalLabel.length + 2)),
  };
}

test('a Spanish delivery order is confirmed in Spanish, with options, size, floor and every cost line up to the total', async () => {
  const customer = await registerUser(t.app);
  await t.app.repositories.loyalty.record(customer.id, { points: 5, reason: 'order', order_id: null });
  const email = 'es-delivery@example.com';
  const { order, subject, body } = await placed(
    orderRequest({
      email, store_id: 2, delivery_type: 'delivery', pickup_type: null, payment_method: 'cash', geolocation: RIVERSIDE,
      address: 'Splaiul Independenței 200', address_line2: 'Piso 3, puerta 12', voucher_code: 'AURORA10', loyalty_points: 5,
      products: [line(1, 1, 122, [{ id: 1001, quantity: 2 }]), line(8)],
    }),
    { 'content-language': 'es', ...bearer(customer.token) },
  );
  expect(order).toMatchObject({ delivery_fee: expect.any(Number), voucher_value: expect.any(Number), loyalty_points: 5 });
  // The placed order and its later reads (the order-success page) say the floor too.
  expect(order.address_line2).toBe('Piso 3, puerta 12');
  expect((await t.app.inject({ method: 'GET', url: `/public/orders/${order.token}` })).json()).toMatchObject({ address_line2: 'Piso 3, puerta 12' });
  expect(order.delivery_fee).toBeGreaterThan(0);
  expect(order.voucher_value).toBeGreaterThan(0);

  // The amounts as the Spanish screens write them (spec §9: whole ones without ",00").
  const es = (value: number) => formatMoney(value, 'RON', undefined, 'es');
  expect(subject).toBe('Tu pedido en Casa Aurora Riverside');
  expect(body.split('\n')).toEqual([
    'Gracias, Ana Pop. Tu pedido llegará en unos 45 minutos.',
    'Dirección de entrega: Splaiul Independenței 200, Piso 3, puerta 12',
    '',
    `1 x Margarita (40 cm): ${es(order.lines[0]!.total)}`,
    '   + 2 x Mozzarella extra',
    `1 x Espaguetis a la carbonara: ${es(order.lines[1]!.total)}`,
    `Coste de embalaje: ${es(order.packaging_fee)}`,
    `Gastos de envío: ${es(order.delivery_fee)}`,
    `Vale AURORA10: -${es(order.voucher_value)}`,
    'Puntos de bonificación: -5 lei',
    `Total: ${es(order.total)}`,
    '',
    `Sigue tu pedido: ${t.app.shopUrl}/order-success/${order.token}`,
  ]);
  // The customer can check the sum: the lines and the cost lines add up to the total.
  expect(sums(body, 'Total')).toEqual({ lines: order.total, total: order.total });
});

test('a Lithuanian pickup order for later gives its day in Lithuanian and takes the free product off', async () => {
  const email = 'lt-later@example.com';
  const { order, subject, body } = await placed(
    orderRequest({ email, voucher_code: 'FREELEMONADE', products: [line(24, 2)], for_later: true, later_day: '2026-11-26', later_time: '19:00' }),
    { 'content-language': 'lt-LT' },
  );
  expect(order.free_products_discount).toBe(14);
  expect(subject).toBe('Jūsų užsakymas: Casa Aurora Old Town');
  expect(body).toContain('Ačiū, Ana Pop. Užsakymą galėsite atsiimti lapkričio 26 d., ketvirtadienį, 19:00 val.');
  expect(body).toContain('Atsiėmimo vieta: Casa Aurora Old Town, ');
  expect(body).toContain('Nemokami produktai: \u221214 lei\n');
  // Zero cost lines (no delivery fee on a pickup) are left out.
  expect(body).not.toContain('Pristatymo mokestis');
  expect(sums(body, 'Iš viso')).toEqual({ lines: order.total, total: order.total });
});

test("an order without a language is confirmed in English; the tester's six colas add up with the delivery fee", async () => {
  const { order, body } = await placed(
    orderRequest({
      email: 'en-default@example.com', store_id: 2, delivery_type: 'delivery', pickup_type: null, payment_method: 'cash',
      geolocation: RIVERSIDE, address: 'Splaiul Independenței 200', products: [line(25, 6)],
    }),
    {},
  );
  // The tester's case: without the delivery fee the lines came to 63 and the total said 78.
  expect(sums(body, 'Total')).toEqual({ lines: order.total, total: order.total });
  expect(body).toContain('Thank you, Ana Pop. Your order will be delivered in about 45 minutes.');
  expect(body).toContain('Delivery address: Splaiul Independenței 200\n');
  // Whole amounts without ".00", as the screens write them (spec §9).
  expect(body).toMatch(/^6 x Cola 330 ml: \d+(\.\d{2})? lei$/m);
  expect(body).toContain(`Delivery fee: ${formatMoney(order.delivery_fee, 'RON', undefined, 'en')}\n`);
  expect(body).toContain(`Total: ${formatMoney(order.total, 'RON', undefined, 'en')}\n`);
  expect(body).not.toContain('.00 lei');
});

describe('an order paid online is confirmed once it is paid', () => {
  const cardOrder = (email: string) => placeOrder(t.app, orderRequest({ email, payment_method: 'card', products: [line(24, 2)] }));

  test('not when it is placed: the e-mail follows the payment', async () => {
    const email = 'card-paid@example.com';
    const order = await cardOrder(email);
    // Placed and not paid: nothing tells the customer their food is coming.
    expect(await emailsSentTo(t.app, email)).toEqual([]);
    expect(await t.app.repositories.outbox.list({ recipient: email, limit: 5 })).toEqual([]);

    expect((await t.app.inject({ method: 'POST', url: `/dev/orders/${order.token}/paid` })).statusCode).toBe(200);
    const [mail, ...more] = await emailsSentTo(t.app, email);
    expect(more).toEqual([]);
    expect(String(mail?.text)).toContain(`/order-success/${order.token}`);
    // Sent once: a later round finds nothing left for it.
    expect(await emailsSentTo(t.app, email)).toEqual([]);
  });

  test('or when the customer pays another way instead (cash at the counter after a card)', async () => {
    const email = 'card-then-cash@example.com';
    const order = await cardOrder(email);
    expect(await emailsSentTo(t.app, email)).toEqual([]);
    const changed = await t.app.inject({ method: 'PUT', url: `/public/payments/${order.token}/method`, payload: { payment_method: 'cash-pickup' } });
    expect(changed.statusCode).toBe(200);
    expect((await emailsSentTo(t.app, email)).map((mail) => String(mail.text))).toEqual([expect.stringContaining(`/order-success/${order.token}`)]);
  });

  test('an order paid by hand is confirmed at once', async () => {
    const email = 'cash-now@example.com';
    const order = await placeOrder(t.app, orderRequest({ email, payment_method: 'cash-pickup', products: [line(24, 2)] }));
    expect((await emailsSentTo(t.app, email)).map((mail) => String(mail.text))).toEqual([expect.stringContaining(`/order-success/${order.token}`)]);
  });
});

test("the e-mail's link leads to the shop that placed the order only when it is one of the shop's own", async () => {
  const linkFrom = async (origin: string) => {
    const email = `origin-${origin.length}@example.com`;
    await placeOrder(t.app, orderRequest({ email }), { origin });
    return String((await emailsSentTo(t.app, email))[0]?.text).match(/: (\S+)\/order-success\//)?.[1];
  };
  // A development shop on another port of this machine is one of its own (no CORS_ORIGINS set).
  expect(await linkFrom('http://localhost:3090')).toBe('http://localhost:3090');
  // Anyone can write an Origin header outside a browser: the shop's e-mail never leads there.
  expect(await linkFrom('https://shop-lookalike.example')).toBe(t.app.shopUrl);
});

test('a brand with no estimate says "as soon as possible", not "in about 0 minutes"', async () => {
  await t.app.db.updateTable('website').set({ pickup_time: null }).execute();
  try {
    const { body } = await placed(orderRequest({ email: 'no-estimate@example.com', products: [line(24)] }), { 'content-language': 'ro' });
    expect(body).toContain('Comanda ta va fi gata de ridicare cât mai curând.');
    expect(body).not.toMatch(/0 min/);
  } finally {
    await t.app.db.updateTable('website').set({ pickup_time: 20 }).execute();
  }
});

describe('the confirmation goes to the e-mail the order keeps, not to the field as typed', () => {
  const queuedFor = async (token: string) =>
    (await t.app.repositories.outbox.list({ limit: 100 })).filter((mail) => mail.body.includes(`/order-success/${token}`)).map((mail) => mail.recipient);

  test('trimmed of the spaces around it', async () => {
    const order = await placeOrder(t.app, orderRequest({ email: '  spaced@example.com  ' }));
    expect(await queuedFor(order.token)).toEqual(['spaced@example.com']);
    expect(await emailsSentTo(t.app, 'spaced@example.com')).toHaveLength(1);
  });

  test('none at a table, where a half-typed e-mail left in the cart is left out of the order', async () => {
    const table = await t.app.db.selectFrom('store_tables').select('link').where('store_id', '=', 1).executeTakeFirstOrThrow();
    const order = await placeOrder(t.app, orderRequest({ delivery_type: 'table', pickup_type: null, email: 'half@', phone: '', table_link: table.link }));
    expect(await t.app.db.selectFrom('orders').select('email').where('token', '=', order.token).executeTakeFirstOrThrow()).toEqual({ email: '' });
    expect(await queuedFor(order.token)).toEqual([]);
  });
});
