import { buildTestApp, type TestApp } from '../../helpers/test-app';
import { groupOrderClient, line } from '../../helpers/group-orders';
import { SHOP_OPEN, nextAddress } from '../../helpers/placed-order';
import type { OrderPaid } from '../../../src/domain/payments/order-paid';

/**
 * Calls that change the same group order at the same moment must end as if they had run one after
 * another in some order: each race runs its calls together on a fresh group order, then one by one
 * in every order on others, and the answers and the final state must be those of one of the
 * one-by-one runs. Races only happen on PostgreSQL (PGlite has one connection), where CI runs this
 * file too; each race runs several rounds to give the interleavings a chance.
 */
let t: TestApp;
let go: ReturnType<typeof groupOrderClient>;
const paid: OrderPaid[] = [];
beforeAll(async () => {
  t = await buildTestApp({ now: () => SHOP_OPEN, payments: { stripe: null, paypal: null } });
  go = groupOrderClient(t.app);
  // Many orders are placed at the same moment here: the kitchen's slots are not what is tested.
  await t.app.db.updateTable('stores').set({ pickup_orders_per_slot: null, delivery_orders_per_slot: null }).execute();
  t.app.onOrderPaid.push((event) => {
    paid.push(event);
  });
});
afterAll(() => t.close());

const ROUNDS = 4;

interface Fixture {
  link: string;
  /** Participant tokens and ids by name; Olga organises. */
  tokens: Record<string, string>;
  ids: Record<string, number>;
  /** Line ids by a name the setup gave them. */
  lines: Record<string, number>;
}

type Answer = { status: string; message: string };
type Op = (f: Fixture) => Promise<Answer>;

/** Olga organises with a lemonade; each of `names` joins and adds `quantity` lemonades. */
async function group(names: string[], quantity = 1): Promise<Fixture> {
  const { link, participant_token: olga } = await go.start({ products: [line(24)] });
  const tokens: Record<string, string> = { Olga: olga };
  const lines: Record<string, number> = {};
  for (const name of names) {
    tokens[name] = await go.join(link, name);
    lines[name] = await go.add(tokens[name]!, 24, quantity);
  }
  const ids = Object.fromEntries((await go.panel(link, olga)).participants.map((p) => [p.name, p.id]));
  return { link, tokens, ids, lines };
}

/** The group order as stored, by participant name (ids differ between runs). */
async function stored(f: Fixture) {
  const row = await t.app.db.selectFrom('group_orders').select(['id', 'status']).where('link', '=', f.link).executeTakeFirstOrThrow();
  const participants = await t.app.db.selectFrom('group_order_participants').select(['id', 'name', 'confirmed_at', 'payment', 'left_at']).where('group_order_id', '=', row.id).orderBy('id').execute();
  const lines = await t.app.db.selectFrom('group_order_products').select(['participant_id', 'product_id', 'quantity']).where('participant_id', 'in', participants.map((p) => p.id)).orderBy('id').execute();
  return {
    status: row.status,
    participants: participants.map((p) => ({
      name: p.name, confirmed: p.confirmed_at !== null, payment: p.payment, left: p.left_at !== null,
      lines: lines.filter((l) => l.participant_id === p.id).map((l) => [l.product_id, l.quantity]),
    })),
  };
}

function orders<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, index) => orders([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]));
}

const said = (answer: Answer) => (answer.status === 'OK' ? 'OK' : answer.message);

/** Runs `ops` together and one by one (every order, or one when they commute) and compares. */
async function expectSerialisable(setup: () => Promise<Fixture>, ops: Op[], oneByOne: 'every order' | 'any order' = 'every order') {
  const sequential = [];
  for (const order of oneByOne === 'every order' ? orders(ops.map((_, index) => index)) : [ops.map((_, index) => index)]) {
    const f = await setup();
    const answers: string[] = [];
    for (const index of order) answers[index] = said(await ops[index]!(f));
    sequential.push({ answers, state: await stored(f) });
  }
  for (let round = 0; round < ROUNDS; round += 1) {
    const f = await setup();
    const answers = (await Promise.all(ops.map((op) => op(f)))).map(said);
    expect(sequential).toContainEqual({ answers, state: await stored(f) });
  }
}

const act = (action: string, who: string, extra: (f: Fixture) => object = () => ({})): Op => (f) => go.act(action, { participant_token: f.tokens[who], ...extra(f) });
const edit = (who: string, change: number): Op => act('edit-product', who, (f) => ({ order_product_id: f.lines[who], update_quantity: change }));
const add = (who: string): Op => act('add-product', who, () => ({ product: line(25) }));

it('many edits of one line at once lose none of them', async () => {
  // From 10: ten +1 and five -1 in any order never go below 1, and end at 15.
  const edits = [...Array.from({ length: 10 }, () => edit('Ana', 1)), ...Array.from({ length: 5 }, () => edit('Ana', -1))];
  await expectSerialisable(() => group(['Ana'], 10), edits, 'any order');
});

it('twenty participants confirming at once complete the group order', async () => {
  const names = Array.from({ length: 20 }, (_, n) => `Guest ${n + 1}`);
  await expectSerialisable(() => group(names), [act('confirm', 'Olga'), ...names.map((name) => act('confirm', name))], 'any order');
});

it('the organiser removing a participant while they add food', async () => {
  await expectSerialisable(() => group(['Ana']), [add('Ana'), act('remove-participant', 'Olga', (f) => ({ participant_id: f.ids.Ana }))]);
});

it('the organiser paying for a participant while they give up', async () => {
  await expectSerialisable(() => group(['Ana']), [act('give-up', 'Ana'), act('pay-for', 'Olga', (f) => ({ participant_id: f.ids.Ana }))]);
});

it('a participant adding food while confirming', async () => {
  await expectSerialisable(() => group(['Ana']), [add('Ana'), act('confirm', 'Ana')]);
});

it('the last confirmation while the organiser pays for that participant', async () => {
  const setup = async () => {
    const f = await group(['Ana']);
    await go.act('confirm', { participant_token: f.tokens.Olga });
    return f;
  };
  await expectSerialisable(setup, [act('confirm', 'Ana'), act('pay-for', 'Olga', (f) => ({ participant_id: f.ids.Ana }))]);
});

it('the organiser deleting the group order while a participant confirms', async () => {
  await expectSerialisable(() => group(['Ana']), [act('confirm', 'Ana'), act('delete', 'Olga')]);
});

it('two tabs of the organiser placing the group order place one order', async () => {
  for (let round = 0; round < ROUNDS; round += 1) {
    const f = await group(['Ana']);
    for (const name of ['Olga', 'Ana']) await go.act('confirm', { participant_token: f.tokens[name] });
    const answers = await Promise.all([1, 2, 3].map(() => go.place(f.link, f.tokens.Olga!, { payment_method: 'card' })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422, 422]);
    const group_ = await t.app.db.selectFrom('group_orders').select('order_id').where('link', '=', f.link).executeTakeFirstOrThrow();
    const placed = answers.find((answer) => answer.statusCode === 201)!.json();
    const order = await t.app.db.selectFrom('orders').select('id').where('token', '=', placed.token).executeTakeFirstOrThrow();
    expect(group_.order_id).toBe(order.id);
    expect(await t.app.db.selectFrom('group_order_shares').select('id').where('order_id', '=', order.id).execute()).toHaveLength(2);
  }
});

it('the last two shares paid at once mark the order paid, once', async () => {
  for (let round = 0; round < ROUNDS; round += 1) {
    const f = await group(['Ana']);
    for (const name of ['Olga', 'Ana']) await go.act('confirm', { participant_token: f.tokens[name] });
    const placed = (await go.place(f.link, f.tokens.Olga!, { payment_method: 'card' })).json();
    const shares = await Promise.all(['Olga', 'Ana'].map(async (name) => (await go.panel(f.link, f.tokens[name]!)).me.payment_token!));
    for (const token of shares) await t.app.inject({ method: 'POST', url: '/public/payments', payload: { order_token: token }, remoteAddress: nextAddress() });
    paid.length = 0;
    const charged = await Promise.all(shares.map((token) =>
      t.app.inject({ method: 'POST', url: `/public/payments/${token}/sandbox-card`, payload: { card_number: '4242424242424242', expiry: '12/30', cvc: '123' }, remoteAddress: nextAddress() })));
    expect(charged.map((answer) => answer.json().status)).toEqual(['succeeded', 'succeeded']);
    expect(paid.map((event) => event.orderToken)).toEqual([placed.token]);
    expect((await go.panel(f.link, f.tokens.Ana!)).order?.paid).toBe(true);
  }
});

/** A placed split group order of Olga and Ana, and Ana's payment of her share started, as her payment screen does. */
async function placedWithAnasPayment(start = true): Promise<Fixture & { anas: string }> {
  const f = await group(['Ana']);
  for (const name of ['Olga', 'Ana']) await go.act('confirm', { participant_token: f.tokens[name] });
  const placed = await go.place(f.link, f.tokens.Olga!, { payment_method: 'card' });
  if (placed.statusCode !== 201) throw new Error(`placing answered ${placed.statusCode}: ${placed.body}`);
  const anas = (await go.panel(f.link, f.tokens.Ana!)).me.payment_token!;
  if (start) await startPayment(anas);
  return { ...f, anas };
}

const startPayment = (token: string) => t.app.inject({ method: 'POST', url: '/public/payments', payload: { order_token: token }, remoteAddress: nextAddress() });
const payShare = (token: string) =>
  t.app.inject({ method: 'POST', url: `/public/payments/${token}/sandbox-card`, payload: { card_number: '4242424242424242', expiry: '12/30', cvc: '123' }, remoteAddress: nextAddress() });
const TAKEN_OVER = 'Olga has taken over paying your share of the group order, so nothing was charged to you: there is nothing left for you to pay.';

/** The sandbox's charges that succeeded on Ana's share, whoever paid them: never more than one. */
async function succeededCharges(f: Fixture): Promise<number> {
  const rows = await t.app.db
    .selectFrom('sandbox_charges as c')
    .innerJoin('payments as p', 'p.provider_payment_id', 'c.payment_id')
    .innerJoin('group_order_shares as s', 's.id', 'p.share_id')
    .select('c.id')
    .where('s.participant_id', '=', f.ids.Ana!)
    .where('c.outcome', '=', 'succeeded')
    .execute();
  return rows.length;
}

it('the organiser taking over a share while its participant pays it: whoever comes first pays it, once, and the panel says who', async () => {
  for (let round = 0; round < ROUNDS; round += 1) {
    const f = await placedWithAnasPayment();
    const [takeOver, charged] = await Promise.all([
      go.act('pay-for', { participant_token: f.tokens.Olga, participant_id: f.ids.Ana }),
      payShare(f.anas),
    ]);
    const view = await go.panel(f.link, f.tokens.Olga!);
    const anas = view.participants.find((p) => p.name === 'Ana')!;
    if (takeOver.status === 'OK') {
      // Taken over first: Ana's payment was closed before it could charge, and she is told who pays.
      expect(charged.statusCode).toBe(409);
      expect(charged.json().message).toBe(TAKEN_OVER);
      expect(anas.payment).toBe('by_organizer');
      expect(view.me.shares_to_pay).toHaveLength(1);
      expect(await succeededCharges(f)).toBe(0);
      await startPayment(view.me.shares_to_pay[0]!.token);
      expect((await payShare(view.me.shares_to_pay[0]!.token)).json().status).toBe('succeeded');
    } else {
      // Paid first (or still being paid as the organiser asked): the organiser is told so.
      expect(charged.json().status).toBe('succeeded');
      expect(['This participant has already paid, or is already paid for.', 'This participant is <strong>paying their share right now</strong>, so you cannot pay it for them. Should their payment fail, you can pay for them then.']).toContain(takeOver.message);
      expect(anas.payment).toBe('paid');
      expect(view.me.shares_to_pay).toEqual([]);
    }
    expect((await payShare(f.anas)).json()).toMatchObject(takeOver.status === 'OK' ? { message: TAKEN_OVER } : { status: 'succeeded' });
    expect(await succeededCharges(f)).toBe(1);
  }
});

it('the organiser taking over a share while its participant opens their payment: the participant can never charge it', async () => {
  for (let round = 0; round < ROUNDS; round += 1) {
    const f = await placedWithAnasPayment(false);
    const [takeOver, started] = await Promise.all([go.act('pay-for', { participant_token: f.tokens.Olga, participant_id: f.ids.Ana }), startPayment(f.anas)]);
    expect(takeOver).toEqual({ status: 'OK', message: '' });
    // Started after the take-over, Ana's screen is told who pays; started before, her payment is closed.
    if (started.statusCode !== 201) expect(started.json()).toMatchObject({ statusCode: 409, message: TAKEN_OVER });
    expect((await payShare(f.anas)).json()).toMatchObject({ statusCode: 409, message: TAKEN_OVER });
    const { shares_to_pay } = (await go.panel(f.link, f.tokens.Olga!)).me;
    await startPayment(shares_to_pay[0]!.token);
    expect((await payShare(shares_to_pay[0]!.token)).json().status).toBe('succeeded');
    expect(await succeededCharges(f)).toBe(1);
  }
});

it('a participant confirming in two tabs at once, the last to confirm: both tabs are told it is confirmed', async () => {
  for (let round = 0; round < ROUNDS; round += 1) {
    const f = await group(['Ana']);
    await go.act('confirm', { participant_token: f.tokens.Olga });
    const answers = await Promise.all([act('confirm', 'Ana')(f), act('confirm', 'Ana')(f)]);
    expect(answers).toEqual([{ status: 'OK', message: '' }, { status: 'OK', message: '' }]);
    expect(await stored(f)).toMatchObject({ status: 'completed', participants: [{ confirmed: true }, { confirmed: true }] });
  }
});
