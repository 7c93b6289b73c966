import type { ReservationAvailability } from 'shared-contracts/types/reservation';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';

/**
 * Old Town (Bucharest) open through the night on the day the clocks go forward: 03:00 becomes 04:00
 * on Sunday 29 March 2026, so there is no 03:00 to offer or book. Now: Saturday 28 March, 20:00 there.
 */
describe('reservations on the day the clocks go forward', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await buildTestApp({ now: () => new Date('2026-03-28T18:00:00Z') });
    await subject.app.db.deleteFrom('opening_hours').where('store_id', '=', 1).execute();
    await subject.app.db
      .insertInto('opening_hours')
      .values([0, 1, 2, 3, 4, 5, 6].map((day) => ({ store_id: 1, day, open: '22:00', close: '06:00', delivery: true, pickup: true })))
      .execute();
  });
  afterAll(() => subject.close());

  function reserve(hour: string, language: string) {
    return subject.app.inject({
      method: 'POST',
      url: '/public/reservations',
      headers: { 'idempotency-key': `key-${Math.random()}`, 'content-language': language },
      payload: { store_id: 1, persons: 2, name: 'Ana Popescu', phone: '+40 721 555 010', email: 'ana@example.com', message: '', date: '2026-03-29', hour },
      remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    });
  }

  it('does not offer the skipped hour', async () => {
    const answer = await subject.app.inject({ method: 'GET', url: '/public/reservations/availability?store_id=1' });
    const { days }: ReservationAvailability = answer.json();
    const sunday = days.find((day) => day.date === '2026-03-29')!;
    expect(sunday.hours.map((slot) => slot.hour)).toEqual(['00:00', '01:00', '02:00', '04:00', '05:00', '22:00', '23:00']);
  });

  it.each([
    ['en', 'The clocks go forward an hour that day, so 03:00 does not exist: please choose another hour.'],
    ['es', 'Ese día se adelantan los relojes una hora, así que las 03:00 no existen: elige otra hora.'],
    ['lt', 'Tą dieną laikrodžiai persukami valanda į priekį, todėl 03:00 val. nėra. Pasirinkite kitą valandą.'],
    ['ro', 'În acea zi ceasurile se dau cu o oră înainte, așa că ora 03:00 nu există. Te rugăm să alegi altă oră.'],
  ])('%s: refuses the skipped hour on the hour field, saying why, and books nothing', async (language, message) => {
    const response = await reserve('03:00', language);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ message, field: 'hour' });
    expect(await subject.app.db.selectFrom('reservations').select('id').execute()).toEqual([]);
    expect(await subject.app.repositories.outbox.list({ limit: 5 })).toEqual([]);
  });

  it('books the hour after it', async () => {
    expect((await reserve('04:00', 'en')).statusCode).toBe(200);
  });
});
