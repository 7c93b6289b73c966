import { pickupOrder, placeOrder } from '../../helpers/orders';
import { buildTestApp, type TestApp } from '../../helpers/test-app';
import { visitOf } from '../../../src/domain/table-ordering/table-visit';

/**
 * A table's visit ends when everything ordered at it is paid: the bill is then not asked for, and
 * the next guests at the table do not read the earlier party's calls (the staff still do).
 */
describe('a visit at a table', () => {
  let t: TestApp;
  let clock: Date;
  let link: string;
  const staff = { 'x-staff-code': 'dev-staff-1' };
  const minutes = (count: number) => {
    clock = new Date(clock.getTime() + count * 60_000);
  };
  const call = (kind: 'waiter' | 'bill', language = 'en') =>
    t.app.inject({ method: 'POST', url: `/public/tables/${link}/requests`, payload: { kind }, headers: { 'content-language': language } });
  const opened = async () => (await t.app.inject({ method: 'GET', url: `/public/tables/${link}` })).json();
  const board = async () => (await t.app.inject({ method: 'GET', url: '/staff/table-board', headers: staff })).json().requests;
  const order = (payment_method = 'cash-pickup') =>
    placeOrder(t.app, pickupOrder({ delivery_type: 'table', pickup_type: null, email: '', phone: '', name: 'Ana', table_link: link, payment_method: payment_method as never }));
  const paid = async (token: string) => {
    const { id } = await t.app.db.selectFrom('orders').select('id').where('token', '=', token).executeTakeFirstOrThrow();
    expect((await t.app.inject({ method: 'POST', url: `/staff/orders/${id}/paid`, headers: staff })).statusCode).toBe(200);
  };

  beforeEach(async () => {
    // A Wednesday noon in Bucharest: the stores are open.
    clock = new Date('2026-11-25T10:00:00Z');
    t = await buildTestApp({ now: () => clock, staffTokens: { development: true, tokens: [] } });
    link = (await t.app.db.selectFrom('store_tables').select('link').where('store_id', '=', 1).orderBy('id').executeTakeFirstOrThrow()).link;
  });
  afterEach(() => t.close());

  it('refuses the bill, with a sentence, once everything ordered at the table is paid, and takes it again for a new order', async () => {
    // Nothing ordered through the shop: the waiter may have taken the order by hand.
    expect((await call('bill')).statusCode).toBe(201);
    expect(await opened()).toMatchObject({ paid_off: false, paid_off_message: '' });
    minutes(2);
    const first = await order();
    expect((await opened()).paid_off).toBe(false);
    minutes(1);
    await paid(first.token);
    expect(await opened()).toMatchObject({ paid_off: true, paid_off_message: 'There is nothing to pay at this table now: no bill to bring. Call the waiter if you need anything.' });
    minutes(2);
    const refused = await call('bill');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('There is nothing to pay at this table now: no bill to bring. Call the waiter if you need anything.');
    expect((await call('bill', 'lt')).json().message).toBe('Šiuo metu prie šio staliuko nėra ką mokėti: sąskaitos nešti nereikia. Jei ko nors reikia, pakvieskite padavėją.');
    // The staff get no new "asks for the bill"; the waiter can still be called.
    expect((await board()).filter((request: { kind: string }) => request.kind === 'bill')).toHaveLength(1);
    expect((await call('waiter')).statusCode).toBe(201);

    await order();
    expect((await opened()).paid_off).toBe(false);
    expect((await call('bill')).statusCode).toBe(201);
  });

  it('shows a new party none of the earlier party\'s calls, while the staff still see them until acknowledged', async () => {
    const earlier = await order();
    minutes(1);
    expect((await call('waiter')).statusCode).toBe(201);
    expect((await call('bill')).statusCode).toBe(201);
    expect((await opened()).requests.map((request: { kind: string }) => request.kind)).toEqual(['waiter', 'bill']);
    minutes(2);
    await paid(earlier.token);

    // The earlier party has paid and left; the next guests open the same QR code.
    minutes(3);
    const next = await opened();
    expect(next.requests).toEqual([]);
    expect((await board()).map((request: { kind: string }) => request.kind)).toEqual(['waiter', 'bill']);

    // The new guests' own call is theirs to see, and stays after they order (the table owes again).
    minutes(1);
    const theirs = (await call('waiter')).json();
    expect((await opened()).requests).toEqual([expect.objectContaining({ id: theirs.id, kind: 'waiter', acknowledged: false })]);
    await order();
    expect((await opened()).requests).toEqual([expect.objectContaining({ id: theirs.id })]);
  });

  it('ends a visit only when no order placed before a payment was still unpaid', () => {
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 25, 10, minute));
    expect(visitOf([])).toEqual({ since: null, paidOff: false });
    // Two orders, the first paid while the second was not: the table still owed.
    expect(visitOf([{ created_at: at(0), paid_at: at(5) }, { created_at: at(1), paid_at: null }])).toEqual({ since: null, paidOff: false });
    expect(visitOf([{ created_at: at(0), paid_at: at(5) }, { created_at: at(1), paid_at: at(9) }])).toEqual({ since: at(9), paidOff: true });
    // Paid off at 5, then a new order: the visit began at 5 and owes again.
    expect(visitOf([{ created_at: at(0), paid_at: at(5) }, { created_at: at(7), paid_at: null }])).toEqual({ since: at(5), paidOff: false });
    expect(visitOf([{ created_at: at(0), paid_at: at(9) }, { created_at: at(1), paid_at: at(5) }])).toEqual({ since: at(9), paidOff: true });
  });
});
