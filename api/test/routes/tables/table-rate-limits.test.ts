import { buildTestApp, type TestApp } from '../../helpers/test-app';
import { STAFF_CODE_GUESSES } from '../../../src/domain/table-ordering/staff-code-guesses';
import { TABLE_REQUEST_RATE_LIMIT } from '../../../src/routes/public/tables/post-table-request';

/**
 * A restaurant's tablets and its guests' phones all reach the API from its one address: the limits
 * must let a busy evening through, and still stop staff codes being guessed.
 */
describe('limits of a restaurant behind one address', () => {
  let t: TestApp;
  let clock: Date;
  const restaurant = '203.0.113.7';

  beforeEach(async () => {
    // A Wednesday noon in Bucharest: both seeded stores are open.
    clock = new Date('2026-11-25T10:00:00Z');
    t = await buildTestApp({ now: () => clock, staffTokens: { development: true, tokens: [] } });
  });
  afterEach(() => t.close());

  const board = (code: string, remoteAddress = restaurant) =>
    t.app.inject({ method: 'GET', url: '/staff/table-board', headers: { 'x-staff-code': code }, remoteAddress });

  it("lets the staff tablets read the board and act as often as the evening needs", async () => {
    const tables = await t.app.db.selectFrom('store_tables').select('link').where('store_id', '=', 1).execute();
    // Three tablets, each reading the board after every one of 40 changes in a minute.
    for (let change = 0; change < 40; change += 1) {
      const answers = await Promise.all([board('dev-staff-1'), board('dev-staff-1'), board('dev-staff-1')]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    }
    const call = await t.app.inject({ method: 'POST', url: `/public/tables/${tables[0]!.link}/requests`, payload: { kind: 'waiter' }, remoteAddress: '198.51.100.1' });
    const acknowledged = await t.app.inject({ method: 'POST', url: `/staff/table-requests/${call.json().id}/acknowledged`, headers: { 'x-staff-code': 'dev-staff-1' }, remoteAddress: restaurant });
    expect(acknowledged.statusCode).toBe(200);
  });

  it('refuses every code from an address that presented too many wrong ones, the right one too, until its minute is over', async () => {
    for (let guess = 0; guess < STAFF_CODE_GUESSES.max; guess += 1) expect((await board(`guess-${guess}`)).statusCode).toBe(401);
    const refused = await board('dev-staff-1');
    expect(refused.statusCode).toBe(429);
    // The clock stood still since the first wrong code: its whole minute is left.
    expect(refused.json().message).toBe('Too many attempts. Please try again in 1 minute.');
    expect((await board('another-guess')).statusCode).toBe(429);
    // A wrong event ticket is a guess like a wrong code.
    expect((await t.app.inject({ method: 'GET', url: '/staff/events?ticket=2.9999999999.AAAA', remoteAddress: restaurant })).statusCode).toBe(429);
    // Another address is not held back, and no code at all is no guess.
    expect((await board('dev-staff-1', '198.51.100.2')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/staff/table-board', remoteAddress: '198.51.100.3' })).statusCode).toBe(401);

    clock = new Date(clock.getTime() + STAFF_CODE_GUESSES.windowSeconds * 1000);
    expect((await board('dev-staff-1')).statusCode).toBe(200);
  });

  it('counts wrong event tickets as wrong codes', async () => {
    for (let guess = 0; guess < STAFF_CODE_GUESSES.max; guess += 1) {
      expect((await t.app.inject({ method: 'GET', url: `/staff/events?ticket=made-up-${guess}`, remoteAddress: restaurant })).statusCode).toBe(401);
    }
    expect((await board('dev-staff-1')).statusCode).toBe(429);
  });

  it('takes the calls of every table on the restaurant Wi-Fi, each table still held to one a minute', async () => {
    const tables = await t.app.db.selectFrom('store_tables').select('link').execute();
    expect(tables.length).toBeGreaterThanOrEqual(24);
    const call = (link: string, kind: string) => t.app.inject({ method: 'POST', url: `/public/tables/${link}/requests`, payload: { kind }, remoteAddress: restaurant });
    const calls = await Promise.all(tables.flatMap(({ link }) => [call(link, 'waiter'), call(link, 'bill')]));
    expect(calls.map((answer) => answer.statusCode)).toEqual(calls.map(() => 201));

    // The table's own gap answers 429 naming the call's field; the address's limit names none.
    const tooSoon = await call(tables[0]!.link, 'waiter');
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toMatchObject({ field: 'kind', message: 'The waiter has been called. You can call again in a minute.' });
    const flood = '198.51.100.9';
    for (let sent = 0; sent < TABLE_REQUEST_RATE_LIMIT.max; sent += 1) {
      // A link of the wrong shape: refused before any database read, yet counted.
      await t.app.inject({ method: 'POST', url: '/public/tables/short/requests', payload: { kind: 'waiter' }, remoteAddress: flood });
    }
    const limited = await t.app.inject({ method: 'POST', url: `/public/tables/${tables[1]!.link}/requests`, payload: { kind: 'waiter' }, remoteAddress: flood });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().field).toBeUndefined();
  });
});
