import { randomUUID } from 'node:crypto';
import { MAX_LINE_QUANTITY } from 'shared-contracts/types/cart';
import { buildApp } from '../../../src/app';
import { nextAddress } from '../../helpers/placed-order';
import { buildTestApp, dropSchema, type TestApp } from '../../helpers/test-app';

/** Group orders (issue 7): spec §4 states, §6 permissions, §7 answers, and simultaneous changes. */
describe('group orders', () => {
  let t: TestApp;
  let simple: { id: number; price: number }[];

  beforeAll(async () => {
    t = await buildTestApp();
    const products = await t.app.repositories.products.list({ storeId: 1, language: 'en', withSizes: true });
    simple = products
      .filter((p) => !p.out_of_stock && p.sizes.length <= 1 && p.option_groups.every((g) => g.min_options === 0) && p.pack_price === null)
      .map((p) => ({ id: p.id, price: p.sizes[0]?.price ?? p.price }));
  });
  afterAll(() => t.close());

  // Each call from its own address, clear of the per-address limits on starting and joining.
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url: `/public/group-orders${url}`, payload, remoteAddress: nextAddress() });
  const line = (id: number, quantity = 1) => ({ id, quantity, selected_size: null, options: [] });

  async function start(body: object = {}) {
    const created = await post('', { store_id: 1, delivery_type: 'pickup', delivery_area_id: null, name: 'Olga', payment_mode: 'split', ...body });
    expect(created.statusCode).toBe(201);
    return created.json() as { link: string; participant_token: string };
  }
  async function join(link: string, name: string): Promise<string> {
    const joined = await post(`/${link}/join`, { name });
    expect(joined.statusCode).toBe(201);
    return joined.json().participant_token;
  }
  async function panel(link: string, token: string) {
    const answer = await t.app.inject({ method: 'GET', url: `/public/group-orders/${link}/panel?participant_token=${token}` });
    expect(answer.statusCode).toBe(200);
    return answer.json();
  }
  async function add(token: string, id: number, quantity = 1): Promise<number> {
    const added = await post('/add-product', { participant_token: token, product: line(id, quantity) });
    expect(added.json()).toMatchObject({ status: 'OK' });
    return added.json().product.order_product_id;
  }

  it('starts with the organiser as admin, lets guests join with a name only and prices every line', async () => {
    const { link, participant_token: olga } = await start({ products: [line(simple[0]!.id, 2)] });
    const invitation = await t.app.inject({ method: 'GET', url: `/public/group-orders/${link}` });
    expect(invitation.json()).toMatchObject({ organiser_name: 'Olga', status: 'open', payment_mode: 'split' });
    expect((await post(`/${link}/join`, { name: '   ' })).statusCode).toBe(422);
    const ben = await join(link, 'Ben');
    await add(ben, simple[1]!.id, 3);
    const view = await panel(link, olga);
    expect(view.me).toMatchObject({ is_admin: true, left: false });
    expect(view.participants.map((p: { name: string; confirmed: boolean; payment: string }) => [p.name, p.confirmed, p.payment])).toEqual([
      ['Olga', false, 'pending'],
      ['Ben', false, 'pending'],
    ]);
    expect(view.participants[0].total).toBe(Math.round(2 * simple[0]!.price * 100) / 100);
    expect(view.participants[1].products[0]).toMatchObject({ product_id: simple[1]!.id, quantity: 3 });
    expect(view.total).toBe(Math.round((2 * simple[0]!.price + 3 * simple[1]!.price) * 100) / 100);
  });

  it('refuses strangers, and participants of another group order, the panel and every change', async () => {
    const { link } = await start();
    const other = await start();
    const stranger = 'x'.repeat(43);
    expect((await t.app.inject({ method: 'GET', url: `/public/group-orders/${link}/panel?participant_token=${stranger}` })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/public/group-orders/${link}/panel?participant_token=${other.participant_token}` })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/public/group-orders/${link}/panel` })).statusCode).toBe(403);
    const refused = await post('/add-product', { participant_token: stranger, product: line(simple[0]!.id) });
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toMatchObject({ status: 'ERROR', message: expect.stringContaining('not a participant') });
    for (const action of ['confirm', 'give-up', 'delete']) expect((await post(`/${action}`, { participant_token: stranger })).json().status).toBe('ERROR');
  });

  it('lets a participant change only their own lines, never below 1, and answers spec §7 statuses', async () => {
    const { link, participant_token: olga } = await start();
    const ana = await join(link, 'Ana');
    const ben = await join(link, 'Ben');
    const anas = await add(ana, simple[0]!.id, 2);
    // Another participant cannot edit or delete Ana's line.
    expect((await post('/edit-product', { participant_token: ben, order_product_id: anas, update_quantity: 1 })).json()).toEqual({ status: 'ERROR', message: 'This product is not in your order.' });
    expect((await post('/delete-product', { participant_token: ben, order_product_id: anas })).json().status).toBe('ERROR');
    expect((await post('/delete-product', { participant_token: olga, order_product_id: anas })).json().status).toBe('ERROR');
    expect((await post('/edit-product', { participant_token: ana, order_product_id: anas, update_quantity: -2 })).json().message).toContain('cannot go below 1');
    expect((await post('/edit-product', { participant_token: ana, order_product_id: anas, update_quantity: 3 })).json()).toEqual({ status: 'OK', message: '' });
    expect((await panel(link, ben)).participants[1].products[0].quantity).toBe(5);
    // Nor above what an order takes of one line: refused as it stands, nothing changed.
    expect((await post('/edit-product', { participant_token: ana, order_product_id: anas, update_quantity: MAX_LINE_QUANTITY - 4 })).json()).toEqual({ status: 'ERROR', message: `The quantity cannot go above ${MAX_LINE_QUANTITY}.` });
    expect((await panel(link, ben)).participants[1].products[0].quantity).toBe(5);
    expect((await post('/delete-product', { participant_token: ana, order_product_id: anas })).json().status).toBe('OK');
    expect((await panel(link, ben)).participants[1].products).toEqual([]);
    // A product the store does not sell is refused with a message.
    const unknown = await post('/add-product', { participant_token: ana, product: line(999999) });
    expect(unknown.json()).toMatchObject({ status: 'ERROR', product: null, message: expect.stringContaining('not sold') });
    // Bad input is a 400, never a change.
    expect((await post('/edit-product', { participant_token: ana, order_product_id: 'x', update_quantity: 1 })).statusCode).toBe(400);
  });

  it('gives the organiser alone pay-for, remove and delete; participants give up only their own place', async () => {
    const { link, participant_token: olga } = await start();
    const ana = await join(link, 'Ana');
    const ben = await join(link, 'Ben');
    const carl = await join(link, 'Carl');
    const ids = (await panel(link, olga)).participants.map((p: { id: number }) => p.id) as number[];
    const [, anaId, benId, carlId] = ids;
    // A participant can neither pay for, remove, nor delete.
    expect((await post('/pay-for', { participant_token: ana, participant_id: benId })).json().message).toContain('Only the organiser');
    expect((await post('/remove-participant', { participant_token: ana, participant_id: benId })).json().message).toContain('Only the organiser');
    expect((await post('/delete', { participant_token: ana })).json().message).toContain('Only the organiser');
    expect((await post('/give-up', { participant_token: olga })).json().message).toContain('organiser you cannot give up');
    // The organiser removes Carl; Ben gives up; Carl's token now answers that he left.
    expect((await post('/remove-participant', { participant_token: olga, participant_id: carlId })).json().status).toBe('OK');
    expect((await post('/give-up', { participant_token: ben })).json().status).toBe('OK');
    // Each one's screen can say how they left: Carl was removed, Ben gave up.
    expect((await panel(link, carl)).me).toMatchObject({ left: true, removed: true });
    expect((await panel(link, ben)).me).toMatchObject({ left: true, removed: false });
    expect((await panel(link, ana)).me).toMatchObject({ left: false, removed: false });
    expect((await post('/add-product', { participant_token: carl, product: line(simple[0]!.id) })).json().message).toBe('You are no longer part of this group order.');
    expect((await panel(link, olga)).participants.map((p: { name: string }) => p.name)).toEqual(['Olga', 'Ana']);
    // Paying for Ana charges nothing yet: the group order stays open.
    expect((await post('/pay-for', { participant_token: olga, participant_id: anaId })).json().status).toBe('OK');
    let view = await panel(link, ana);
    expect(view.status).toBe('open');
    expect(view.participants[1].payment).toBe('by_organizer');
    // Olga's confirming puts it in progress: give up and delete are then refused.
    expect((await post('/confirm', { participant_token: olga })).json().status).toBe('OK');
    view = await panel(link, ana);
    expect(view.status).toBe('in_progress');
    expect((await post('/give-up', { participant_token: ana })).json()).toEqual({
      status: 'ERROR',
      message: 'The group order is <strong>already in progress</strong>: you can no longer give up.',
      products: [],
    });
    expect((await post('/delete', { participant_token: olga })).json()).toEqual({
      status: 'ERROR',
      message: 'The group order is <strong>already in progress</strong> and can no longer be deleted.',
      products: [],
    });
    expect((await panel(link, olga)).status).toBe('in_progress');
  });

  it('deletes an open group order, after which nobody can join or change it', async () => {
    const { link, participant_token: olga } = await start();
    const ana = await join(link, 'Ana');
    expect((await post('/delete', { participant_token: olga })).json().status).toBe('OK');
    expect((await panel(link, ana)).status).toBe('cancelled');
    expect((await post(`/${link}/join`, { name: 'Late' })).statusCode).toBe(409);
    expect((await post('/add-product', { participant_token: ana, product: line(simple[0]!.id) })).json().status).toBe('ERROR');
  });

  it("gives the organiser who deletes it back all their food, also what they added after starting, and nobody else's", async () => {
    const [first, second] = simple;
    const { link, participant_token: olga } = await start({ products: [line(first!.id, 2)] });
    const ana = await join(link, 'Ana');
    await add(ana, first!.id, 5);
    await add(olga, second!.id, 3);
    // A line she took out again is not hers any more.
    await post('/delete-product', { participant_token: olga, order_product_id: await add(olga, first!.id, 4) });
    const deleted = (await post('/delete', { participant_token: olga })).json();
    expect(deleted).toMatchObject({ status: 'OK', message: '' });
    expect(deleted.products.map((p: { id: number; quantity: number; price: number; locked: boolean; order_product_id: number | null }) => [p.id, p.quantity, p.price, p.locked, p.order_product_id])).toEqual([
      [first!.id, 2, first!.price, false, null],
      [second!.id, 3, second!.price, false, null],
    ]);
    // Once deleted, nothing is given back twice.
    expect((await post('/delete', { participant_token: olga })).json()).toMatchObject({ status: 'ERROR', products: [] });
  });

  it("keeps the group order open while participants confirm, for others to join and give up, until the organiser confirms", async () => {
    const { link, participant_token: olga } = await start({ products: [line(simple[0]!.id)] });
    const ana = await join(link, 'Ana');
    const ben = await join(link, 'Ben');
    await add(ana, simple[1]!.id);
    expect((await post('/confirm', { participant_token: ana })).json().status).toBe('OK');
    expect((await panel(link, olga)).status).toBe('open');
    // Ana's confirming neither shuts the link nor keeps Ben, who had not confirmed, from leaving.
    await join(link, 'Carl');
    expect((await post('/give-up', { participant_token: ben })).json().status).toBe('OK');
    expect((await panel(link, olga)).participants.map((p: { name: string }) => p.name)).toEqual(['Olga', 'Ana', 'Carl']);
  });

  it('refuses joining once the organiser has confirmed, when nobody could give up any more', async () => {
    const { link, participant_token: olga } = await start({ products: [line(simple[0]!.id)] });
    const ana = await join(link, 'Ana');
    await add(ana, simple[1]!.id);
    expect((await post('/confirm', { participant_token: olga })).json().status).toBe('OK');
    expect((await panel(link, olga)).status).toBe('in_progress');
    const late = await post(`/${link}/join`, { name: 'Late' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This group order is already in progress: nobody can join it any more. Ask the organiser about a new one.');
    expect((await panel(link, olga)).participants.map((p: { name: string }) => p.name)).toEqual(['Olga', 'Ana']);
    // Ana, the last to confirm, completes it.
    expect((await post('/confirm', { participant_token: ana })).json().status).toBe('OK');
    expect((await panel(link, olga)).status).toBe('completed');
  });

  it('completes only when every participant has confirmed; a confirmed order cannot be changed', async () => {
    const { link, participant_token: olga } = await start({ products: [line(simple[0]!.id)] });
    const ana = await join(link, 'Ana');
    expect((await post('/confirm', { participant_token: ana })).json().message).toContain('at least one product');
    const anas = await add(ana, simple[1]!.id);
    expect((await post('/confirm', { participant_token: ana })).json().status).toBe('OK');
    expect((await post('/edit-product', { participant_token: ana, order_product_id: anas, update_quantity: 1 })).json().message).toContain('already <strong>confirmed</strong>');
    let view = await panel(link, olga);
    expect(view.status).toBe('open');
    expect(view.participants.map((p: { confirmed: boolean }) => p.confirmed)).toEqual([false, true]);
    expect((await post('/confirm', { participant_token: olga })).json().status).toBe('OK');
    view = await panel(link, olga);
    expect(view.status).toBe('completed');
    expect((await post('/pay-for', { participant_token: olga, participant_id: view.participants[1].id })).json().message).toContain('finished');
  });

  it('takes confirming again (a second tab) as done, not as a refusal, also once the group order is complete', async () => {
    const { link, participant_token: olga } = await start({ products: [line(simple[0]!.id)] });
    const ana = await join(link, 'Ana');
    await add(ana, simple[1]!.id);
    for (const answer of [await post('/confirm', { participant_token: ana }), await post('/confirm', { participant_token: ana })]) {
      expect(answer.json()).toEqual({ status: 'OK', message: '' });
    }
    expect((await panel(link, olga)).participants.map((p: { confirmed: boolean }) => p.confirmed)).toEqual([false, true]);
    expect((await post('/confirm', { participant_token: olga })).json().status).toBe('OK');
    expect((await panel(link, olga)).status).toBe('completed');
    for (const token of [olga, ana]) expect((await post('/confirm', { participant_token: token })).json()).toEqual({ status: 'OK', message: '' });
    // Confirming is all a repeat may do: the finished group order still refuses changes.
    expect((await post('/give-up', { participant_token: ana })).json().message).toContain('finished');
  });

  it('with payment type total only the organiser pays the delivery fee, plus their extra; organiser-pays covers everyone', async () => {
    const area = (await t.app.repositories.stores.deliveryAreasWithStore()).find((a) => a.store_id === 1 && a.fee_type === 'fixed' && a.transport_price > 0)!;
    expect(area).toBeDefined();
    const { link, participant_token: olga } = await start({
      delivery_type: 'delivery', delivery_area_id: area.id, payment_mode: 'organiser', group_order_payment_type: 'total', group_order_pay_extra: 2.5,
      products: [line(simple[0]!.id)],
    });
    const ana = await join(link, 'Ana');
    await add(ana, simple[0]!.id);
    const [organiser, guest] = (await panel(link, ana)).participants;
    expect(organiser.delivery_fee).toBe(area.transport_price);
    expect(organiser.pay_extra).toBe(2.5);
    expect(organiser.total).toBe(Math.round((simple[0]!.price + area.transport_price + 2.5) * 100) / 100);
    expect(guest.delivery_fee).toBe(0);
    expect(guest.total).toBe(simple[0]!.price);
    expect(guest.payment).toBe('by_organizer');
    // Split payment type: the one delivery fee is shared, here half each for the same food.
    const split = await start({ delivery_type: 'delivery', delivery_area_id: area.id, products: [line(simple[0]!.id)] });
    const ben = await join(split.link, 'Ben');
    await add(ben, simple[0]!.id);
    const shared = await panel(split.link, ben);
    expect(shared.delivery_fee).toBe(area.transport_price);
    expect(shared.participants.map((p: { delivery_fee: number }) => p.delivery_fee)).toEqual([area.transport_price / 2, area.transport_price / 2]);
    expect(olga).toBeTruthy();
  });

  it('ends 20 participants adding, editing and deleting at once as the same calls one by one would', async () => {
    type Step = { kind: 'add'; product: number; quantity: number } | { kind: 'edit'; index: number; change: number } | { kind: 'delete'; index: number };
    // Each participant's own script; steps refer to their own lines by the order they were added.
    const script = (n: number): Step[] => [
      { kind: 'add', product: simple[n % simple.length]!.id, quantity: 1 + (n % 3) },
      { kind: 'add', product: simple[(n + 1) % simple.length]!.id, quantity: 2 },
      { kind: 'add', product: simple[(n + 2) % simple.length]!.id, quantity: 1 },
      { kind: 'edit', index: 0, change: 2 },
      { kind: 'edit', index: 1, change: -1 },
      { kind: 'delete', index: 2 },
      { kind: 'edit', index: 1, change: n % 4 },
    ];
    async function run(token: string, steps: Step[]) {
      const lines: number[] = [];
      for (const step of steps) {
        if (step.kind === 'add') lines.push(await add(token, step.product, step.quantity));
        else if (step.kind === 'edit') expect((await post('/edit-product', { participant_token: token, order_product_id: lines[step.index], update_quantity: step.change })).json().status).toBe('OK');
        else expect((await post('/delete-product', { participant_token: token, order_product_id: lines[step.index] })).json().status).toBe('OK');
      }
    }
    const summary = (view: { participants: { name: string; products: { product_id: number; quantity: number }[]; total: number }[]; total: number }) => ({
      total: view.total,
      participants: view.participants.map((p) => ({ name: p.name, total: p.total, products: p.products.map(({ product_id, quantity }) => ({ product_id, quantity })) })),
    });
    const names = Array.from({ length: 20 }, (_, n) => `Guest ${n + 1}`);

    const together = await start();
    const togetherTokens = [];
    for (const name of names) togetherTokens.push(await join(together.link, name));
    await Promise.all(togetherTokens.map((token, n) => run(token, script(n))));

    const oneByOne = await start();
    const oneByOneTokens = [];
    for (const name of names) oneByOneTokens.push(await join(oneByOne.link, name));
    for (const [n, token] of oneByOneTokens.entries()) await run(token, script(n));

    const concurrent = summary(await panel(together.link, together.participant_token));
    expect(concurrent).toEqual(summary(await panel(oneByOne.link, oneByOne.participant_token)));
    expect(concurrent.participants).toHaveLength(21);
    expect(concurrent.participants[5]!.products).toHaveLength(2);
  });

  it('tells every open screen over server-sent events when anything in the group order changes', async () => {
    const { link, participant_token: olga } = await start();
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const stream = await fetch(`${address}/public/group-orders/${link}/events`, { signal: controller.signal });
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    const reader = stream.body!.getReader();
    const heard = (async () => {
      let text = '';
      while (!text.includes('event: changed')) text += new TextDecoder().decode((await reader.read()).value);
      return text;
    })();
    const ana = await join(link, 'Ana');
    expect(await heard).toContain(`"topic":"group-order:`);
    controller.abort();
    expect(ana && olga).toBeTruthy();
    expect((await t.app.inject({ method: 'GET', url: '/public/group-orders/AAAAAAAAAAAAAAAAAAAAAA/events' })).statusCode).toBe(404);
  });

  it('reaches a screen served by another API process on the same PostgreSQL database', async () => {
    const databaseUrl = process.env.DATABASE_URL;
    if (!databaseUrl) return; // PGlite serves one process: nothing to reach (CI runs this on PostgreSQL).
    const schema = `test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
    const options = { database: { pgliteDir: 'memory://', databaseUrl, schema }, pressureLimits: { maxEventLoopDelay: 0 }, answerCacheSeconds: 0 };
    const first = await buildApp(options);
    const second = await buildApp(options);
    try {
      const created = await first.inject({ method: 'POST', url: '/public/group-orders', payload: { store_id: 1, delivery_type: 'pickup', delivery_area_id: null, name: 'Olga', payment_mode: 'split' } });
      const { link } = created.json();
      const address = await second.listen({ port: 0, host: '127.0.0.1' });
      const controller = new AbortController();
      const reader = (await fetch(`${address}/public/group-orders/${link}/events`, { signal: controller.signal })).body!.getReader();
      let text = new TextDecoder().decode((await reader.read()).value);
      // The stream is open on the second process; the change is made on the first.
      expect((await first.inject({ method: 'POST', url: `/public/group-orders/${link}/join`, payload: { name: 'Ana' } })).statusCode).toBe(201);
      while (!text.includes('event: changed')) text += new TextDecoder().decode((await reader.read()).value);
      controller.abort();
      expect(text).toContain('"topic":"group-order:');
    } finally {
      await Promise.all([first.close(), second.close()]);
      await dropSchema(databaseUrl, schema);
    }
  });
});
