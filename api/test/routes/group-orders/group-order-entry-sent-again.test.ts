import { randomUUID } from 'node:crypto';
import { buildTestApp, type TestApp } from '../../helpers/test-app';
import { groupOrderClient, line } from '../../helpers/group-orders';

// Spec §8 (524): a start or join whose answer was lost may have run. Sent again under the same
// Idempotency-Key (the screens keep one per form fill), it answers the participant it made, with
// the same token, instead of refusing their own name or starting a second group order. House
// lemonade (24) is sold plainly.
let t: TestApp;
let go: ReturnType<typeof groupOrderClient>;
beforeAll(async () => {
  t = await buildTestApp();
  go = groupOrderClient(t.app);
});
afterAll(() => t.close());

const START = { store_id: 1, delivery_type: 'pickup', delivery_area_id: null, name: 'Olga', payment_mode: 'split', products: [line(24)] };
const joinUnder = (link: string, key: string, body: object = { name: 'Ana', products: [line(24, 2)] }) => go.post(`/${link}/join`, body, 'en', key);
const names = async (link: string, token: string) => (await go.panel(link, token)).participants.map((participant) => [participant.name, participant.products.map((product) => product.quantity)]);
const groupOrderCount = async () => Number((await t.app.db.selectFrom('group_orders').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);

describe('joining sent again under its Idempotency-Key', () => {
  it('answers the participant the lost join made, with their token, and their food is in once', async () => {
    const { link, participant_token: olga } = await go.start();
    const key = randomUUID();
    const first = await joinUnder(link, key);
    expect(first.statusCode).toBe(201);
    // The answer never arrived; Join is pressed again.
    const again = await joinUnder(link, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await names(link, again.json().participant_token)).toEqual([
      ['Olga', []],
      ['Ana', [2]],
    ]);
    expect(await names(link, olga)).toEqual(await names(link, first.json().participant_token));
  });

  it('answers them even once the group order moved on: the organiser confirmed, and they are in it', async () => {
    const { link, participant_token: olga } = await go.start({ products: [line(24)] });
    const key = randomUUID();
    const first = await joinUnder(link, key);
    expect((await go.act('confirm', { participant_token: olga })).status).toBe('OK');
    const again = await joinUnder(link, key);
    expect(again.statusCode).toBe(200);
    expect(again.json().participant_token).toBe(first.json().participant_token);
  });

  it('refuses the key sent with another join, and nobody else joins', async () => {
    const { link, participant_token: olga } = await go.start();
    const key = randomUUID();
    expect((await joinUnder(link, key)).statusCode).toBe(201);
    const other = await joinUnder(link, key, { name: 'Ben', products: [] });
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe('This Idempotency-Key was already sent with another request. Send a new key with this one.');
    expect(await names(link, olga)).toEqual([
      ['Olga', []],
      ['Ana', [2]],
    ]);
  });

  it('takes the same key at another group order as another join', async () => {
    const key = randomUUID();
    const first = await go.start();
    const second = await go.start();
    const here = await joinUnder(first.link, key);
    const there = await joinUnder(second.link, key);
    expect([here.statusCode, there.statusCode]).toEqual([201, 201]);
    expect(there.json().participant_token).not.toBe(here.json().participant_token);
    expect(await names(second.link, there.json().participant_token)).toEqual([
      ['Olga', []],
      ['Ana', [2]],
    ]);
  });

  it('still refuses a name someone else in it goes by, under a new key', async () => {
    const { link } = await go.start();
    expect((await joinUnder(link, randomUUID())).statusCode).toBe(201);
    const taken = await joinUnder(link, randomUUID());
    expect(taken.statusCode).toBe(422);
    expect(taken.json().field).toBe('name');
  });
});

describe('starting sent again under its Idempotency-Key', () => {
  it("answers the group order the lost start made, with the organiser's token, and starts no second one", async () => {
    const key = randomUUID();
    const first = await go.post('', START, 'en', key);
    expect(first.statusCode).toBe(201);
    const before = await groupOrderCount();
    const again = await go.post('', START, 'en', key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await groupOrderCount()).toBe(before);
    expect(await names(first.json().link, again.json().participant_token)).toEqual([['Olga', [1]]]);
  });

  it('refuses the key sent with another start, starting nothing', async () => {
    const key = randomUUID();
    expect((await go.post('', START, 'en', key)).statusCode).toBe(201);
    const before = await groupOrderCount();
    const other = await go.post('', { ...START, name: 'Oleg' }, 'es', key);
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe('Esta Idempotency-Key ya se envió con otra solicitud. Envía una clave nueva con esta.');
    expect(await groupOrderCount()).toBe(before);
  });

  it('starts a new group order for each start sent without a key, as before', async () => {
    const before = await groupOrderCount();
    expect((await go.post('', START)).statusCode).toBe(201);
    expect((await go.post('', START)).statusCode).toBe(201);
    expect(await groupOrderCount()).toBe(before + 2);
  });
});
