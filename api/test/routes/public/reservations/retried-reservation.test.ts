import { sql } from 'kysely';
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

  it('refuses the same key sent with another request, in the visitor\'s language, booking nothing new', async () => {
    now = NOW;
    await subject.app.db.updateTable('stores').set({ takes_reservations: true }).where('id', '=', 1).execute();
    const send = (body: Record<string, unknown>, language = 'en') =>
      subject.app.inject({
        method: 'POST',
        url: '/public/reservations',
        headers: { 'idempotency-key': 'reused-key-1', 'content-language': language },
        payload: { store_id: 1, persons: 2, ...person, date: '2026-11-26', hour: '13:00', ...body },
        remoteAddress: '10.6.6.1',
      });
    const first = await send({});
    expect(first.statusCode).toBe(200);
    const before = await subject.app.db.selectFrom('reservations').select('id').execute();
    // Another hour, other persons, another person: not the booking this key made.
    const otherHour = await send({ hour: '14:00' });
    expect([otherHour.statusCode, otherHour.json().message]).toEqual([422, 'This Idempotency-Key was already sent with another request. Send a new key with this one.']);
    expect((await send({ persons: 3 }, 'es')).json().message).toBe('Esta Idempotency-Key ya se envió con otra solicitud. Envía una clave nueva con esta.');
    expect((await send({ email: 'someone@example.com' }, 'lt')).json().message).toBe('Šis Idempotency-Key jau buvo išsiųstas su kita užklausa. Su šia užklausa siųskite naują raktą.');
    expect((await send({ hour: '15:00' }, 'ro')).json().message).toBe('Această Idempotency-Key a fost deja trimisă cu o altă cerere. Trimite o cheie nouă cu aceasta.');
    // The same request is still answered with its booking.
    expect((await send({})).json()).toEqual(first.json());
    expect(await subject.app.db.selectFrom('reservations').select('id').execute()).toEqual(before);
  });

  it('answers any retry of a booking kept before its request was (no hash)', async () => {
    now = NOW;
    const send = (hour: string) =>
      subject.app.inject({
        method: 'POST',
        url: '/public/reservations',
        headers: { 'idempotency-key': 'kept-before-1' },
        payload: { store_id: 1, persons: 2, ...person, date: '2026-11-26', hour },
        remoteAddress: '10.6.6.2',
      });
    const first = await send('16:00');
    await sql`update reservations set request_hash = null where idempotency_key = 'kept-before-1'`.execute(subject.app.db);
    expect((await send('17:00')).json()).toEqual(first.json());
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
