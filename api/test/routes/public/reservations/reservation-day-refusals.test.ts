import type { ReservationAvailability } from 'shared-contracts/types/reservation';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';

/**
 * A day or hour no store could take is refused for what it is, in the visitor's language, on its
 * field, and books and tells nobody: never "does not take reservations on 2027-02-31".
 * Wednesday 25 November 2026, 12:00 at Old Town (Bucharest, UTC+2): the 30 days offered end on Thursday 24 December.
 */
const NOW = new Date('2026-11-25T10:00:00Z');
const person = { name: 'Ana Popescu', phone: '+40 721 555 010', email: 'ana@example.com', message: '' };

describe('reservation day and hour refusals', () => {
  let subject: TestApp;
  let now = NOW;
  beforeAll(async () => {
    subject = await buildTestApp({ now: () => now });
  });
  afterAll(() => subject.close());
  afterEach(() => {
    now = NOW;
  });

  /** `remoteAddress`: a case of its own keeps clear of the form's rate limit, shared by this file's cases. */
  function reserve(date: string, hour: string, language = 'en') {
    return subject.app.inject({
      method: 'POST',
      url: '/public/reservations',
      headers: { 'idempotency-key': `key-${Math.random()}`, 'content-language': language },
      payload: { store_id: 1, persons: 2, ...person, date, hour },
      remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    });
  }

  async function nothingKept() {
    const rows = await subject.app.db.selectFrom('reservations').select('id').execute();
    expect(rows).toEqual([]);
    expect(await subject.app.repositories.outbox.list({ limit: 5 })).toEqual([]);
  }

  it.each([
    ['en', '2027-02-31', 'That is not a date: please choose a day.'],
    ['es', '2027-02-31', 'Esa fecha no existe: elige un día.'],
    ['lt', '2026-13-01', 'Tokios datos nėra. Pasirinkite dieną.'],
    ['ro', '2026-11-31', 'Această dată nu există. Te rugăm să alegi o zi.'],
    ['en', '2026-11-24', 'That date has passed: choose today or a later day.'],
    ['es-ES', '2025-12-01', 'Esa fecha ya ha pasado: elige hoy o un día posterior.'],
    ['lt-LT', '2026-11-24', 'Ši diena jau praėjo. Pasirinkite šiandieną arba vėlesnę dieną.'],
    ['ro-RO', '2000-01-01', 'Această dată a trecut. Te rugăm să alegi ziua de azi sau o zi ulterioară.'],
    ['en', '2026-12-25', 'Tables can be reserved up to Thursday, 24 December 2026: please choose that day or an earlier one.'],
    ['es', '2027-06-01', 'Se puede reservar mesa hasta el jueves, 24 de diciembre de 2026: elige ese día o uno anterior.'],
    ['lt', '2026-12-25', 'Paskutinė diena, kuriai galima rezervuoti staliuką: 2026 m. gruodžio 24 d., ketvirtadienis. Pasirinkite ją arba ankstesnę dieną.'],
    ['ro', '2026-12-25', 'Ultima zi pentru care se pot rezerva mese: joi, 24 decembrie 2026. Te rugăm să alegi acea zi sau una anterioară.'],
  ])('%s: refuses %s on the date field, saying why, and keeps nothing', async (language, date, message) => {
    const response = await reserve(date, '19:00', language);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ message, field: 'date' });
    expect(response.json().message).not.toContain(date);
    await nothingKept();
  });

  it.each([
    ['en', '2026-11-26', '25:99', 'That is not a time of day: please choose an hour.'],
    ['ro', '2026-11-26', '24:00', 'Această oră nu există. Te rugăm să alegi o oră.'],
    ['en', '2026-11-25', '12:00', 'That hour has passed: choose a later hour.'],
    ['es', '2026-11-25', '10:00', 'Esa hora ya ha pasado: elige una hora posterior.'],
    ['lt', '2026-11-25', '11:00', 'Ši valanda jau praėjo. Pasirinkite vėlesnę valandą.'],
  ])('%s: refuses %s at %s on the hour field, saying why, and keeps nothing', async (language, date, hour, message) => {
    const response = await reserve(date, hour, language);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ message, field: 'hour' });
    await nothingKept();
  });

  it('reads "today" on the store\'s clock: after its midnight, its yesterday has passed while UTC\'s has not', async () => {
    now = new Date('2026-11-24T22:30:00Z');
    const response = await reserve('2026-11-24', '19:00');
    expect(response.json()).toMatchObject({ message: 'That date has passed: choose today or a later day.', field: 'date' });
    await nothingKept();
  });

  it('offers exactly the days the rule takes: today\'s later hours to the last day, which books', async () => {
    const answer = await subject.app.inject({ method: 'GET', url: '/public/reservations/availability?store_id=1' });
    const { days }: ReservationAvailability = answer.json();
    expect(days[0]).toMatchObject({ date: '2026-11-25' });
    expect(days[0]!.hours[0]!.hour).toBe('13:00');
    expect(days.at(-1)!.date).toBe('2026-12-24');
    expect((await reserve('2026-11-25', '13:00')).statusCode).toBe(200);
    expect((await reserve('2026-12-24', '21:00')).statusCode).toBe(200);
  });

  it('still refuses a real day the store is closed with the day written out, not as it was sent', async () => {
    // Monday 30 November: Old Town is closed on Mondays.
    const response = await reserve('2026-11-30', '19:00');
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(
      'Casa Aurora Old Town does not take reservations on Monday, 30 November 2026 at 19:00. Please choose another date or hour.',
    );
  });
});
