import { buildTestApp, type TestApp } from '../../helpers/test-app';
import { groupOrderClient, line } from '../../helpers/group-orders';
import { SHOP_OPEN } from '../../helpers/placed-order';

/**
 * Spec §6 for every group-order call: the organiser, the participant it is about, another
 * participant, a stranger, and the organiser of another group order acting on this one. Each
 * refusal answers the message and changes nothing.
 */
let t: TestApp;
let go: ReturnType<typeof groupOrderClient>;
beforeAll(async () => {
  t = await buildTestApp({ now: () => SHOP_OPEN, payments: { stripe: null, paypal: null } });
  go = groupOrderClient(t.app);
});
afterAll(() => t.close());

type Actor = 'organiser' | 'participant' | 'other participant' | 'stranger' | 'organiser of another group';
const ACTORS: Actor[] = ['organiser', 'participant', 'other participant', 'stranger', 'organiser of another group'];

interface Fixture {
  link: string;
  tokens: Record<Actor, string>;
  /** Ana: the participant the calls are about, with one line of her own. */
  participantId: number;
  lineId: number;
}

async function fixture(): Promise<Fixture> {
  const { link, participant_token: olga } = await go.start({ products: [line(24)] });
  const ana = await go.join(link, 'Ana');
  const ben = await go.join(link, 'Ben');
  const lineId = await go.add(ana, 24, 2);
  // With food: a group order never completes empty, and Hugo's confirming must complete his own.
  const other = await go.start({ name: 'Hugo', products: [line(24)] });
  const participantId = (await go.panel(link, olga)).participants[1]!.id;
  return {
    link, participantId, lineId,
    tokens: { organiser: olga, participant: ana, 'other participant': ben, stranger: 'S'.repeat(43), 'organiser of another group': other.participant_token },
  };
}

/** Everything a call could change in the group order. */
async function state(link: string) {
  const group = await t.app.db.selectFrom('group_orders').select(['id', 'status', 'order_id']).where('link', '=', link).executeTakeFirstOrThrow();
  const participants = await t.app.db.selectFrom('group_order_participants').select(['id', 'confirmed_at', 'payment', 'left_at']).where('group_order_id', '=', group.id).orderBy('id').execute();
  const lines = await t.app.db.selectFrom('group_order_products').select(['id', 'participant_id', 'quantity']).where('participant_id', 'in', participants.map((p) => p.id)).orderBy('id').execute();
  return { group, participants, lines };
}

const NOT_PARTICIPANT = 'You are not a participant of this group order. Join it through the link first.';
const ORGANISER_ONLY = 'Only the organiser of the group order can do this.';
const NOT_YOURS = 'This product is not in your order.';
const UNKNOWN = 'This participant is not part of the group order.';

/** Each call, and what each actor is answered: OK or the refusal's message. */
const CALLS: {
  call: string;
  /** What the group order holds before the call, made by its organiser. */
  prepare?: (f: Fixture) => Promise<unknown>;
  run: (f: Fixture, token: string) => Promise<{ status: string; message: string }>;
  expected: Record<Actor, string>;
}[] = [
  {
    call: 'add-product',
    run: (_f, token) => go.act('add-product', { participant_token: token, product: line(24) }),
    expected: { organiser: 'OK', participant: 'OK', 'other participant': 'OK', stranger: NOT_PARTICIPANT, 'organiser of another group': 'OK' },
  },
  {
    call: 'edit-product',
    run: (f, token) => go.act('edit-product', { participant_token: token, order_product_id: f.lineId, update_quantity: 1 }),
    expected: { organiser: NOT_YOURS, participant: 'OK', 'other participant': NOT_YOURS, stranger: NOT_PARTICIPANT, 'organiser of another group': NOT_YOURS },
  },
  {
    call: 'delete-product',
    run: (f, token) => go.act('delete-product', { participant_token: token, order_product_id: f.lineId }),
    expected: { organiser: NOT_YOURS, participant: 'OK', 'other participant': NOT_YOURS, stranger: NOT_PARTICIPANT, 'organiser of another group': NOT_YOURS },
  },
  {
    call: 'confirm',
    run: (_f, token) => go.act('confirm', { participant_token: token }),
    expected: { organiser: 'OK', participant: 'OK', 'other participant': 'Add at least one product before confirming your order.', stranger: NOT_PARTICIPANT, 'organiser of another group': 'OK' },
  },
  {
    call: 'give-up',
    run: (_f, token) => go.act('give-up', { participant_token: token }),
    expected: {
      organiser: 'As the organiser you cannot give up; you can delete the group order instead.', participant: 'OK', 'other participant': 'OK',
      stranger: NOT_PARTICIPANT, 'organiser of another group': 'As the organiser you cannot give up; you can delete the group order instead.',
    },
  },
  {
    call: 'delete',
    run: (_f, token) => go.act('delete', { participant_token: token }),
    expected: { organiser: 'OK', participant: ORGANISER_ONLY, 'other participant': ORGANISER_ONLY, stranger: NOT_PARTICIPANT, 'organiser of another group': 'OK' },
  },
  {
    call: 'pay-for',
    run: (f, token) => go.act('pay-for', { participant_token: token, participant_id: f.participantId }),
    expected: { organiser: 'OK', participant: ORGANISER_ONLY, 'other participant': ORGANISER_ONLY, stranger: NOT_PARTICIPANT, 'organiser of another group': UNKNOWN },
  },
  {
    call: 'stop-paying-for',
    // The organiser pays for Ana first; then each actor asks to stop.
    prepare: (f) => go.act('pay-for', { participant_token: f.tokens.organiser, participant_id: f.participantId }),
    run: (f, token) => go.act('stop-paying-for', { participant_token: token, participant_id: f.participantId }),
    expected: { organiser: 'OK', participant: ORGANISER_ONLY, 'other participant': ORGANISER_ONLY, stranger: NOT_PARTICIPANT, 'organiser of another group': UNKNOWN },
  },
  {
    call: 'remove-participant',
    run: (f, token) => go.act('remove-participant', { participant_token: token, participant_id: f.participantId }),
    expected: { organiser: 'OK', participant: ORGANISER_ONLY, 'other participant': ORGANISER_ONLY, stranger: NOT_PARTICIPANT, 'organiser of another group': UNKNOWN },
  },
];

// The organiser of another group acts on their own group order when a call names no one of this
// one (add, confirm, give up, delete): that this group order is untouched is what is checked.
const ACTS_ON_OWN_GROUP = new Set(['add-product', 'confirm', 'give-up', 'delete']);

describe.each(CALLS)('$call', ({ call, prepare, run, expected }) => {
  it.each(ACTORS)('as the %s', async (actor) => {
    const f = await fixture();
    await prepare?.(f);
    const before = await state(f.link);
    const answer = await run(f, f.tokens[actor]);
    const wanted = expected[actor];
    expect({ status: answer.status, message: answer.message }).toEqual(wanted === 'OK' ? { status: 'OK', message: '' } : { status: 'ERROR', message: wanted });
    const after = await state(f.link);
    if (wanted !== 'OK' || (actor === 'organiser of another group' && ACTS_ON_OWN_GROUP.has(call))) expect(after).toEqual(before);
    else expect(after).not.toEqual(before);
  });
});

describe('the panel', () => {
  it.each(ACTORS)('as the %s', async (actor) => {
    const f = await fixture();
    const answer = await go.panelAnswer(f.link, f.tokens[actor]);
    const mayRead = actor === 'organiser' || actor === 'participant' || actor === 'other participant';
    expect(answer.statusCode).toBe(mayRead ? 200 : 403);
    const names: Partial<Record<Actor, string>> = { organiser: 'Olga', participant: 'Ana', 'other participant': 'Ben' };
    if (mayRead) expect(answer.json().me.id).toBe(answer.json().participants.find((p: { name: string }) => p.name === names[actor])?.id);
    else expect(answer.json().message).toBe(NOT_PARTICIPANT);
  });
});

describe('placing the group order', () => {
  it.each(ACTORS)('as the %s', async (actor) => {
    const f = await fixture();
    await go.act('give-up', { participant_token: f.tokens['other participant'] });
    for (const token of [f.tokens.organiser, f.tokens.participant]) await go.act('confirm', { participant_token: token });
    // The other group order is complete too, so only whose group it is decides.
    await go.act('confirm', { participant_token: f.tokens['organiser of another group'] });
    const answer = await go.place(f.link, f.tokens[actor], { payment_method: 'card' });
    if (actor === 'organiser') expect([answer.statusCode, answer.json().fields]).toEqual([201, undefined]);
    else expect(answer.json().fields).toMatchObject({ group_order: 'Only the organiser of this group order can place it, from the device they organised it on.' });
    expect((await state(f.link)).group.order_id !== null).toBe(actor === 'organiser');
  });
});
