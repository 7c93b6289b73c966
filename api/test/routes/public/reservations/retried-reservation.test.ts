import { buildTestApp, type TestApp } from '../../../helpers/test-app';

/**
 * A retry whose answer was lost asks whether its booking was made: it was, so it gets that booking
 * back, whatever has changed since (the hour has passed, the store stopped taking bookings).
 * Wednesday 25 November 2026, 12:00 at Old Town (Bucharest, UTC+2).
 */
const NOW = new Date('2026-11-25T10:00:00Z');
const person = { name: 'Ana Popescu', phone: '+40 721 555 010', email: 'ana@example.com', message: '' };

describe('a retried table reservation', () => {
  let subject: TestApp;
  let now = NOW;
  beforeAll(async () => {
    subject = await buildTestApp({ now: () => now });
  });
  afterAll(() => subject.close());

  function reserve(key: string, language = 'en') {
    return subject.app.inject({
      method: 'POST',
      url: '/public/reservations',
      headers: { 'idempotency-key': key, 'content-language': language },
      payload: { store_id: 1, persons: 2, ...person, date: '2026-11-25', hour: '13:00' },
    });
  }

  it('answers the booking it made once the hour has passed or the store stopped taking bookings, and books nothing new', async () => {
    const first = await reserve('retried-table-1');
    expect(first.statusCode).toBe(200);
    // 14:00 in Bucharest: 13:00 has passed.
    now = new Date('2026-11-25T12:00:00Z');
    const retry = await reserve('retried-table-1');
    expect([retry.statusCode, retry.json()]).toEqual([200, first.json()]);
    const another = await reserve('another-fill-1');
    expect([another.statusCode, another.json().message]).toEqual([422, 'That hour has passed: choose a later hour.']);
    await subject.app.db.updateTable('stores').set({ takes_reservations: false }).where('id', '=', 1).execute();
    expect((await reserve('retried-table-1', 'ro')).json()).toEqual(first.json());
    expect(await subject.app.db.selectFrom('reservations').select('id').execute()).toHaveLength(1);
    expect(await subject.app.repositories.outbox.list({ recipient: person.email, limit: 5 })).toHaveLength(1);
  });

  it('says a store that is not there in the visitor\'s language', async () => {
    const response = await subject.app.inject({
      method: 'POST',
      url: '/public/reservations',
      headers: { 'idempotency-key': 'no-such-store-1', 'content-language': 'es' },
      payload: { store_id: 99, persons: 2, ...person, date: '2026-11-26', hour: '13:00' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'No se ha encontrado este restaurante.', field: 'store_id' });
  });
});
