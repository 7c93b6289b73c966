import { buildTestApp, type TestApp } from '../../helpers/test-app';
import { groupOrderClient, line } from '../../helpers/group-orders';
import { SHOP_OPEN, nextAddress } from '../../helpers/placed-order';

/**
 * Spec §2: the group's success screen says, as the order success screen does, when the placed order
 * is ready (estimated minutes, or its day and time) and where (the store, or the delivery address),
 * to every participant and nobody else.
 */
let t: TestApp;
let go: ReturnType<typeof groupOrderClient>;
beforeAll(async () => {
  t = await buildTestApp({ now: () => SHOP_OPEN, payments: { stripe: null, paypal: null } });
  go = groupOrderClient(t.app);
});
afterAll(() => t.close());

const placed = (link: string, token: string) =>
  t.app.inject({ method: 'GET', url: `/public/group-orders/${link}/placed?participant_token=${token}`, remoteAddress: nextAddress() });

it("tells every participant when and where the group's placed order is ready, without its token", async () => {
  const { link, participant_token: olga } = await go.start({ products: [line(24)], payment_mode: 'integral' });
  const ana = await go.join(link, 'Ana');
  await go.add(ana, 24);
  expect((await go.act('confirm', { participant_token: ana })).status).toBe('OK');
  expect((await go.act('confirm', { participant_token: olga })).status).toBe('OK');
  // Not placed yet: nothing to tell.
  expect((await placed(link, ana)).statusCode).toBe(404);

  const order = await go.place(link, olga, { payment_method: 'cash-pickup' });
  expect(order.statusCode).toBe(201);
  const stored = await t.app.inject({ method: 'GET', url: `/public/orders/${order.json().token}` });
  const answer = await placed(link, ana);
  expect(answer.statusCode).toBe(200);
  const { delivery_type, pickup_type, store, address, address_line2, for_later, later_day, later_time, estimated_minutes } = stored.json();
  expect(answer.json()).toEqual({ delivery_type, pickup_type, store, address, address_line2, for_later, later_day, later_time, estimated_minutes });
  expect(answer.json()).toMatchObject({ delivery_type: 'pickup', for_later: false, store: { id: 1 } });
  expect(answer.json().estimated_minutes).toBeGreaterThan(0);
  expect(answer.body).not.toContain(order.json().token);
});

it('is for the participants of that group order only', async () => {
  const { link } = await go.start({ products: [line(24)] });
  const other = await go.start({ products: [line(24)] });
  expect((await placed(link, other.participant_token)).statusCode).toBe(403);
  expect((await t.app.inject({ method: 'GET', url: `/public/group-orders/${link}/placed` })).statusCode).toBe(403);
  expect((await placed('AAAAAAAAAAAAAAAAAAAAAA', other.participant_token)).statusCode).toBe(404);
});

it('is not for one the organiser removed, who sees on the panel only that they were removed', async () => {
  const { link, participant_token: olga } = await go.start({ products: [line(24)], payment_mode: 'integral' });
  const stranger = await go.join(link, 'Stranger');
  await go.add(stranger, 24);
  const strangerId = (await go.panel(link, olga)).participants.find((participant) => participant.name === 'Stranger')!.id;
  expect((await go.act('remove-participant', { participant_token: olga, participant_id: strangerId })).status).toBe('OK');
  expect((await go.act('confirm', { participant_token: olga })).status).toBe('OK');
  expect((await go.place(link, olga, { payment_method: 'cash-pickup' })).statusCode).toBe(201);

  expect((await placed(link, stranger)).statusCode).toBe(403);
  const panel = await go.panel(link, stranger);
  expect(panel).toMatchObject({ me: { left: true, removed: true }, participants: [], total: 0, order: null });
  expect(JSON.stringify(panel)).not.toContain('House lemonade');
});

it('places a group order with a product that needs advance ordering only for later (spec §4)', async () => {
  const { link, participant_token: olga } = await go.start({ products: [line(24)], payment_mode: 'integral' });
  const ana = await go.join(link, 'Ana');
  await go.add(ana, 41);
  expect((await go.act('confirm', { participant_token: ana })).status).toBe('OK');
  expect((await go.act('confirm', { participant_token: olga })).status).toBe('OK');

  const now = await go.place(link, olga, { payment_method: 'cash-pickup' });
  expect(now.statusCode).toBe(422);
  expect(now.json().fields.for_later).toBe('Whole walnut and honey cake must be ordered in advance: choose a later day and time.');
  const later = await go.place(link, olga, { payment_method: 'cash-pickup', for_later: true, later_day: '2026-11-27', later_time: '16:00' });
  expect(later.statusCode).toBe(201);
});
