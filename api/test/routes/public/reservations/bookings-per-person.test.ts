import type { ReservationAvailability } from 'shared-contracts/types/reservation';
import { MAX_UPCOMING_BOOKINGS } from '../../../../src/domain/bookings-per-person';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';

/**
 * One e-mail address or one phone number holds at most MAX_UPCOMING_BOOKINGS upcoming bookings at
 * a store, tables and event places apart: addresses are not confirmed, so without it one visitor
 * could book out every table and mail any address typed in. Past that, the visitor is told to call
 * the restaurant to change a booking, in their language, and nothing is stored or sent. The count
 * is made under the store's lock: sends at once, for several hours or events, cannot pass it together.
 */
const ana = { name: 'Ana Popescu', phone: '+40 721 555 010', email: 'ana@example.com' };
const LIMIT_EN = `You already have the most upcoming bookings at Casa Aurora Old Town that can be made online: ${MAX_UPCOMING_BOOKINGS}. To change one of them, please call the restaurant on +40 21 555 0101.`;

describe('upcoming bookings per person', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await buildTestApp();
  });
  afterAll(() => subject.close());
  // Each case from no bookings; a case that changes the store, the brand or an event puts it back.
  beforeEach(async () => {
    for (const table of ['reservations', 'event_reservations', 'outbox'] as const) await subject.app.db.deleteFrom(table).execute();
  });

  let address = 0;
  /** Each send from an address of its own: the forms' limit of ten a minute is not what is tested. */
  const from = () => ({ remoteAddress: `10.12.${Math.floor(++address / 250)}.${address % 250}` });

  /** Old Town's hours from the day after today on, each a slot of its own. */
  async function hours(): Promise<{ date: string; hour: string }[]> {
    const availability: ReservationAvailability = (await subject.app.inject({ method: 'GET', url: '/public/reservations/availability?store_id=1' })).json();
    return availability.days.slice(1, 4).flatMap((day) => day.hours.map(({ hour }) => ({ date: day.date, hour })));
  }

  function reserve(slot: { date: string; hour: string }, who: Partial<typeof ana> = {}, language = 'en') {
    return subject.app.inject({
      method: 'POST',
      url: '/public/reservations',
      headers: { 'idempotency-key': `per-person-${Math.random()}`, 'content-language': language },
      payload: { store_id: 1, persons: 2, message: '', ...ana, ...who, ...slot },
      ...from(),
    });
  }

  function reserveEvent(url: string, who: Partial<typeof ana> = {}, language = 'en') {
    return subject.app.inject({
      method: 'POST',
      url: `/public/events/${url}/reservations`,
      headers: { 'idempotency-key': `per-person-${Math.random()}`, 'content-language': language },
      payload: { persons: 1, ...ana, ...who },
      ...from(),
    });
  }

  const count = async (table: 'reservations' | 'event_reservations') =>
    Number((await subject.app.db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
  const mailsTo = (recipient: string) => subject.app.repositories.outbox.list({ recipient, limit: 50 });

  it('refuses a table past the limit, by the same address in any case or the same phone in any format, telling to call, in each language', async () => {
    const slots = await hours();
    for (const slot of slots.slice(0, MAX_UPCOMING_BOOKINGS)) expect((await reserve(slot)).statusCode).toBe(200);
    const again = await reserve(slots[MAX_UPCOMING_BOOKINGS]!);
    expect([again.statusCode, again.json().message]).toEqual([422, LIMIT_EN]);
    const sameAddress = await reserve(slots[MAX_UPCOMING_BOOKINGS]!, { email: 'ANA@Example.com', phone: '0721 999 999' }, 'es');
    expect([sameAddress.statusCode, sameAddress.json().message]).toEqual([
      422,
      `Ya tienes en Casa Aurora Old Town el máximo de reservas próximas que se pueden hacer en línea: ${MAX_UPCOMING_BOOKINGS}. Para cambiar alguna, llama al restaurante al +40 21 555 0101.`,
    ]);
    const samePhone = await reserve(slots[MAX_UPCOMING_BOOKINGS]!, { email: 'other@example.com', phone: '+40-721-555-010' }, 'lt');
    expect([samePhone.statusCode, samePhone.json().message]).toEqual([
      422,
      `Restorane „Casa Aurora Old Town“ jau turite daugiausia būsimų rezervacijų, kiek galima padaryti internetu: ${MAX_UPCOMING_BOOKINGS}. Norėdami pakeisti kurią nors iš jų, skambinkite restoranui telefonu +40 21 555 0101.`,
    ]);
    const romanian = await reserve(slots[MAX_UPCOMING_BOOKINGS]!, { phone: '+40 (721) 555.010', email: 'ro@example.com' }, 'ro');
    expect(romanian.json().message).toBe(
      `Ai deja la Casa Aurora Old Town numărul maxim de rezervări viitoare care se pot face online: ${MAX_UPCOMING_BOOKINGS}. Ca să modifici una dintre ele, te rugăm să suni la restaurant: +40 21 555 0101.`,
    );
    expect(await count('reservations')).toBe(MAX_UPCOMING_BOOKINGS);
    expect(await mailsTo('other@example.com')).toEqual([]);
    expect(await mailsTo('ana@example.com')).toHaveLength(MAX_UPCOMING_BOOKINGS);
    // Someone else still books that hour.
    expect((await reserve(slots[MAX_UPCOMING_BOOKINGS]!, { email: 'ion@example.com', phone: '0721 555 011' })).statusCode).toBe(200);
  });

  it('counts only bookings still ahead: one whose hour has passed frees its place', async () => {
    const slots = await hours();
    for (const slot of slots.slice(0, MAX_UPCOMING_BOOKINGS)) expect((await reserve(slot)).statusCode).toBe(200);
    expect((await reserve(slots[MAX_UPCOMING_BOOKINGS]!)).statusCode).toBe(422);
    // One of them was last week.
    const [first] = await subject.app.db.selectFrom('reservations').select('id').orderBy('id').execute();
    await subject.app.db.updateTable('reservations').set({ date: '2020-01-07' }).where('id', '=', first!.id).execute();
    expect((await reserve(slots[MAX_UPCOMING_BOOKINGS]!)).statusCode).toBe(200);
  });

  it('asks to contact the restaurant when neither the store nor the brand has a phone', async () => {
    const slots = await hours();
    for (const slot of slots.slice(0, MAX_UPCOMING_BOOKINGS)) expect((await reserve(slot)).statusCode).toBe(200);
    const store = await subject.app.db.selectFrom('stores').select('phone').where('id', '=', 1).executeTakeFirstOrThrow();
    const brands = await subject.app.db.selectFrom('website').select(['id', 'phone']).execute();
    await subject.app.db.updateTable('stores').set({ phone: '' }).where('id', '=', 1).execute();
    await subject.app.db.updateTable('website').set({ phone: '' }).execute();
    try {
      const refused = await reserve(slots[MAX_UPCOMING_BOOKINGS]!);
      expect([refused.statusCode, refused.json().message]).toEqual([
        422,
        `You already have the most upcoming bookings at Casa Aurora Old Town that can be made online: ${MAX_UPCOMING_BOOKINGS}. To change one of them, please contact the restaurant.`,
      ]);
    } finally {
      await subject.app.db.updateTable('stores').set(store).where('id', '=', 1).execute();
      for (const { id, phone } of brands) await subject.app.db.updateTable('website').set({ phone }).where('id', '=', id).execute();
    }
  });

  it('lets no more than the limit through when one person sends for many hours at once', async () => {
    const slots = (await hours()).slice(0, MAX_UPCOMING_BOOKINGS + 9);
    const answers = await Promise.all(slots.map((slot, index) => reserve(slot, index % 2 ? { email: 'Ana@Example.com' } : { phone: '+40721555010' })));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([...Array(MAX_UPCOMING_BOOKINGS).fill(200), ...Array(slots.length - MAX_UPCOMING_BOOKINGS).fill(422)]);
    expect(answers.filter((answer) => answer.statusCode === 422).map((answer) => answer.json().message)).toEqual(Array(slots.length - MAX_UPCOMING_BOOKINGS).fill(LIMIT_EN));
    expect(await count('reservations')).toBe(MAX_UPCOMING_BOOKINGS);
  });

  it('holds event places to the same limit at the store, and counts no event that has begun', async () => {
    for (let booked = 0; booked < MAX_UPCOMING_BOOKINGS; booked++) expect((await reserveEvent('romanian-wine-evening')).statusCode).toBe(200);
    const refused = await reserveEvent('papanasi-workshop', { email: 'ANA@example.com', phone: '0721 000 000' }, 'es');
    expect([refused.statusCode, refused.json().message]).toEqual([
      422,
      `Ya tienes en Casa Aurora Old Town el máximo de reservas próximas que se pueden hacer en línea: ${MAX_UPCOMING_BOOKINGS}. Para cambiar alguna, llama al restaurante al +40 21 555 0101.`,
    ]);
    expect(await count('event_reservations')).toBe(MAX_UPCOMING_BOOKINGS);
    // Tables are counted apart.
    expect((await reserve((await hours())[0]!)).statusCode).toBe(200);
    // Once the wine evening has begun, its bookings are no longer ahead.
    const { starts_at } = await subject.app.db.selectFrom('events').select('starts_at').where('url', '=', 'romanian-wine-evening').executeTakeFirstOrThrow();
    await subject.app.db.updateTable('events').set({ starts_at: new Date(Date.now() - 60_000) }).where('url', '=', 'romanian-wine-evening').execute();
    try {
      expect((await reserveEvent('papanasi-workshop')).statusCode).toBe(200);
    } finally {
      await subject.app.db.updateTable('events').set({ starts_at }).where('url', '=', 'romanian-wine-evening').execute();
    }
  });

  it('lets no more event bookings than the limit through when sent at once, for one event or two', async () => {
    const answers = await Promise.all(
      Array.from({ length: MAX_UPCOMING_BOOKINGS + 9 }, (_, index) => reserveEvent(index % 2 ? 'papanasi-workshop' : 'romanian-wine-evening', index % 3 ? {} : { email: 'other@example.com' })),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(MAX_UPCOMING_BOOKINGS);
    expect(answers.filter((answer) => answer.statusCode === 422).every((answer) => answer.json().message === LIMIT_EN)).toBe(true);
    expect(await count('event_reservations')).toBe(MAX_UPCOMING_BOOKINGS);
  });
});
