import { FIELD_PROBLEM_MESSAGES } from 'shared-contracts/forms/person-fields';
import { sql } from 'kysely';
import type { ReservationAvailability } from 'shared-contracts/types/reservation';
import { emailsSentTo } from '../../../helpers/sent-emails';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';

const person = { name: 'Ana Popescu', phone: '+40 721 555 010', email: 'ana@example.com', message: 'A table by the window' };
/** Store 1, the one that takes reservations: its e-mail hears of every table booked. */
const OLD_TOWN_EMAIL = 'oldtown@casa-aurora.example';

/** A YYYY-MM-DD day written in full in `locale` (the slots are relative to today, so not pinned); English is en-GB. */
const dayIn = (locale: string, date: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

describe('reservations', () => {
  let subject: TestApp;
  beforeEach(async () => {
    subject = await buildTestApp({ devRoutes: true });
  });
  afterEach(() => subject.close());

  async function firstSlot(): Promise<{ date: string; hour: string; remaining: number }> {
    const response = await subject.app.inject({ method: 'GET', url: '/public/reservations/availability?store_id=1' });
    expect(response.statusCode).toBe(200);
    const availability: ReservationAvailability = response.json();
    const day = availability.days[1]!;
    return { date: day.date, ...day.hours[0]! };
  }

  function reserve(body: Record<string, unknown>, key = `key-${Math.random()}`, language?: string) {
    return subject.app.inject({
      method: 'POST',
      url: '/public/reservations',
      headers: { 'idempotency-key': key, ...(language ? { 'content-language': language } : {}) },
      payload: { store_id: 1, persons: 2, ...person, ...body },
    });
  }

  function toldTo(recipient: string) {
    return subject.app.repositories.outbox.list({ recipient, limit: 50 });
  }

  async function reservationCount(): Promise<number> {
    const row = await subject.app.db.selectFrom('reservations').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    return Number(row.n);
  }

  it('offers only the days the store opens, hour by hour, with the capacity left', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/public/reservations/availability?store_id=1' });
    const availability: ReservationAvailability = response.json();
    expect(availability.days.length).toBeGreaterThan(20);
    // Old Town is closed on Mondays.
    expect(availability.days.every((day) => new Date(`${day.date}T00:00:00Z`).getUTCDay() !== 1)).toBe(true);
    const tuesday = availability.days.find((day, index) => index > 0 && new Date(`${day.date}T00:00:00Z`).getUTCDay() === 2)!;
    expect(tuesday.hours.map((h) => h.hour)).toEqual(['10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00', '18:00', '19:00', '20:00', '21:00']);
    expect(tuesday.hours[0]!.remaining).toBe(20);
  });

  it('refuses a store that takes no reservations', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/public/reservations/availability?store_id=2' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ message: 'Casa Aurora Riverside does not take reservations.', field: 'store_id' });
    const inSpanish = await subject.app.inject({ method: 'GET', url: '/public/reservations/availability?store_id=2', headers: { 'content-language': 'es' } });
    expect(inSpanish.json().message).toBe('Casa Aurora Riverside no acepta reservas.');
  });

  it('treats a store with no number of persons per hour as one that takes no reservations, not as fully booked', async () => {
    await subject.app.db.deleteFrom('reservation_capacity').where('store_id', '=', 1).execute();
    const settings = await subject.app.inject({ method: 'GET', url: '/public/website-settings' });
    expect(settings.json().stores.find((store: { id: number }) => store.id === 1)).toMatchObject({ takes_reservations: false });
    const availability = await subject.app.inject({ method: 'GET', url: '/public/reservations/availability?store_id=1' });
    expect(availability.statusCode).toBe(422);
    expect(availability.json()).toMatchObject({ message: 'Casa Aurora Old Town does not take reservations.', field: 'store_id' });
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const booking = await reserve({ date: tomorrow, hour: '12:00' });
    expect(booking.statusCode).toBe(422);
    expect(booking.json()).toMatchObject({ message: 'Casa Aurora Old Town does not take reservations.', field: 'store_id' });
    expect(await reservationCount()).toBe(0);
  });

  it('books a table, queues the confirmation e-mail, and books once for a repeated submit', async () => {
    const slot = await firstSlot();
    const first = await reserve({ date: slot.date, hour: slot.hour }, 'same-key-123');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ store_id: 1, date: slot.date, hour: slot.hour, persons: 2 });
    const again = await reserve({ date: slot.date, hour: slot.hour }, 'same-key-123');
    expect(again.json().id).toBe(first.json().id);
    expect(await reservationCount()).toBe(1);
    const outbox = await subject.app.repositories.outbox.list({ recipient: 'ana@example.com', limit: 10 });
    expect(outbox).toHaveLength(1);
    expect(outbox[0]!.body).toContain(`${dayIn('en-GB', slot.date)} at ${slot.hour}`);
    expect(await toldTo(OLD_TOWN_EMAIL)).toHaveLength(1);
  });

  it('books once for the same submit sent twice at once (a double click, a retry while the first is under way)', async () => {
    const slot = await firstSlot();
    const [first, second] = await Promise.all([
      reserve({ date: slot.date, hour: slot.hour }, 'twice-at-once-1'),
      reserve({ date: slot.date, hour: slot.hour }, 'twice-at-once-1'),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json().id).toBe(first.json().id);
    expect(await reservationCount()).toBe(1);
  });

  it('books once for one key sent twice at once with two different hours: the other is refused, never a 500', async () => {
    const availability: ReservationAvailability = (await subject.app.inject({ method: 'GET', url: '/public/reservations/availability?store_id=1' })).json();
    const [one, two] = availability.days[1]!.hours;
    const answers = await Promise.all([
      reserve({ date: availability.days[1]!.date, hour: one!.hour }, 'one-key-two-hours-1'),
      reserve({ date: availability.days[1]!.date, hour: two!.hour }, 'one-key-two-hours-1'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    const refused = answers.find((answer) => answer.statusCode === 422)!;
    expect(refused.json().message).toBe('This Idempotency-Key was already sent with another request. Send a new key with this one.');
    expect(await reservationCount()).toBe(1);
    expect(await subject.app.repositories.outbox.list({ recipient: 'ana@example.com', limit: 5 })).toHaveLength(1);
  });

  it('tells the store of the booking: when, how many, who, and what they wrote', async () => {
    const slot = await firstSlot();
    expect((await reserve({ date: slot.date, hour: slot.hour, persons: 3 }, undefined, 'ro')).statusCode).toBe(200);
    const [mail, ...more] = await emailsSentTo(subject.app, OLD_TOWN_EMAIL);
    expect(more).toEqual([]);
    // The brand writes in English, so its staff read English whatever the visitor's language.
    const when = `${dayIn('en-GB', slot.date)} at ${slot.hour}`;
    expect(mail!.subject).toBe(`Table reservation: ${when}`);
    expect(mail!.text).toBe(
      `A table has been reserved at Casa Aurora Old Town.\n\nWhen: ${when}\nPersons: 3\nName: Ana Popescu\nE-mail: ana@example.com\nPhone: +40 721 555 010\nMessage: A table by the window`,
    );
    // Staff answer with Reply: it reaches who booked, not the shop's sending address.
    expect(mail!.replyTo).toBe('ana@example.com');
  });

  it('tells the store in the brand\'s own language, the one its settings name', async () => {
    await subject.app.db.updateTable('website').set({ language: 'lt' }).execute();
    const slot = await firstSlot();
    expect((await reserve({ date: slot.date, hour: slot.hour, email: 'es@example.com' }, undefined, 'es')).statusCode).toBe(200);
    const [mail] = await toldTo(OLD_TOWN_EMAIL);
    expect(mail!.subject).toBe(`Staliuko rezervacija: ${dayIn('lt', slot.date)}, ${slot.hour}`);
    expect(mail!.body).toContain('Restorane „Casa Aurora Old Town“ rezervuotas staliukas.');
    expect(mail!.body).toContain('El. paštas: es@example.com');
    const [customerMail] = await toldTo('es@example.com');
    expect(customerMail!.subject).toBe('Tu mesa en Casa Aurora Old Town');
  });

  it('tells the brand when the store has no e-mail of its own; with neither, refuses the booking, storing nothing, and names a phone to call', async () => {
    await subject.app.db.updateTable('stores').set({ email: '' }).where('id', '=', 1).execute();
    const slot = await firstSlot();
    expect((await reserve({ date: slot.date, hour: slot.hour })).statusCode).toBe(200);
    expect(await toldTo('hello@casa-aurora.example')).toHaveLength(1);
    await subject.app.db.updateTable('website').set({ email: '' }).execute();
    const { phone } = await subject.app.db.selectFrom('stores').select('phone').where('id', '=', 1).executeTakeFirstOrThrow();
    // No staff screen lists bookings: confirmed to the customer, nobody at the restaurant would know of it.
    const unheard = await reserve({ date: slot.date, hour: slot.hour, email: 'nobody-told@example.com' });
    expect([unheard.statusCode, unheard.json().message]).toEqual([422, `Casa Aurora Old Town cannot be reached through this website. Please call ${phone}.`]);
    const inLithuanian = await reserve({ date: slot.date, hour: slot.hour, email: 'nobody-told@example.com' }, undefined, 'lt');
    expect(inLithuanian.json().message).toBe(`Per šią svetainę susisiekti su Casa Aurora Old Town negalima. Skambinkite tel. ${phone}.`);
    expect(await reservationCount()).toBe(1);
    expect(await toldTo('nobody-told@example.com')).toHaveLength(0);
    expect(await subject.app.repositories.outbox.list({ limit: 50 })).toHaveLength(2);
  });

  it('names the brand\'s phone to change or cancel when the store has none of its own, as a refusal names it', async () => {
    const slot = await firstSlot();
    const brand = await subject.app.db.selectFrom('website').select('phone').orderBy('id').executeTakeFirstOrThrow();
    await subject.app.db.updateTable('stores').set({ phone: '' }).where('id', '=', 1).execute();
    expect((await reserve({ date: slot.date, hour: slot.hour, email: 'brand-phone@example.com' })).statusCode).toBe(200);
    const [mail] = await toldTo('brand-phone@example.com');
    expect(mail!.body.split('\n\n').at(-2)).toBe(`To change or cancel it, call Casa Aurora Old Town on ${brand.phone}.`);
  });

  it('confirms by e-mail with the day as the visitor\'s language writes it', async () => {
    const slot = await firstSlot();
    expect((await reserve({ date: slot.date, hour: slot.hour, email: 'es@example.com' }, undefined, 'es')).statusCode).toBe(200);
    const [mail] = await subject.app.repositories.outbox.list({ recipient: 'es@example.com', limit: 1 });
    expect(mail!.body).toContain(`está reservada el ${dayIn('es', slot.date)} a las ${slot.hour}.`);
    expect(mail!.body).not.toContain(slot.date);
  });

  it('confirms a Romanian visitor\'s table in Romanian, as their order would be', async () => {
    const slot = await firstSlot();
    const booked = await reserve({ date: slot.date, hour: slot.hour, persons: 3, email: 'ro@example.com' }, undefined, 'ro-RO');
    expect(booked.statusCode).toBe(200);
    const [mail, ...more] = await emailsSentTo(subject.app, 'ro@example.com');
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Masa ta la Casa Aurora Old Town');
    expect(mail!.text).toContain('Bună, Ana Popescu,');
    expect(mail!.text).toContain(`masa ta pentru 3 persoane la Casa Aurora Old Town (`);
    expect(mail!.text).toContain(`este rezervată ${dayIn('ro', slot.date)}, la ora ${slot.hour}.`);
  });

  it('stores a booking with its confirmation or not at all; the retry with its key stores both once', async () => {
    // The outbox refusing the message stands for any failure between the two writes.
    await sql`alter table outbox add constraint refuses_this_recipient check (recipient <> 'both-or-none@example.com')`.execute(subject.app.db);
    const slot = await firstSlot();
    const booking = { date: slot.date, hour: slot.hour, email: 'both-or-none@example.com' };
    expect((await reserve(booking, 'both-or-none-1')).statusCode).toBe(500);
    expect(await reservationCount()).toBe(0);
    expect(await toldTo(OLD_TOWN_EMAIL)).toHaveLength(0);
    await sql`alter table outbox drop constraint refuses_this_recipient`.execute(subject.app.db);
    expect((await reserve(booking, 'both-or-none-1')).statusCode).toBe(200);
    expect(await reservationCount()).toBe(1);
    expect(await subject.app.repositories.outbox.list({ recipient: 'both-or-none@example.com', limit: 5 })).toHaveLength(1);
    expect(await toldTo(OLD_TOWN_EMAIL)).toHaveLength(1);
  });

  it('books nothing when the store\'s notification cannot be stored, so a retry books and tells once', async () => {
    await sql`alter table outbox add constraint refuses_this_recipient check (recipient <> ${sql.lit(OLD_TOWN_EMAIL)})`.execute(subject.app.db);
    const slot = await firstSlot();
    const booking = { date: slot.date, hour: slot.hour, email: 'store-refused@example.com' };
    expect((await reserve(booking, 'store-refused-1')).statusCode).toBe(500);
    expect(await reservationCount()).toBe(0);
    expect(await toldTo('store-refused@example.com')).toHaveLength(0);
    await sql`alter table outbox drop constraint refuses_this_recipient`.execute(subject.app.db);
    expect((await reserve(booking, 'store-refused-1')).statusCode).toBe(200);
    expect(await toldTo(OLD_TOWN_EMAIL)).toHaveLength(1);
  });

  it('refuses a full slot clearly and books nothing', async () => {
    const slot = await firstSlot();
    // Each booking by another visitor: one holds only so many (bookings-per-person).
    const visitor = (n: number) => ({ date: slot.date, hour: slot.hour, email: `visitor-${n}@example.com`, phone: `0721 700 00${n}` });
    expect((await reserve({ ...visitor(1), persons: 18 })).statusCode).toBe(200);
    const over = await reserve({ ...visitor(2), persons: 3 });
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toBe(`Sorry, there is room for only 2 more on ${dayIn('en-GB', slot.date)} at ${slot.hour}.`);
    // Said on the field that mends it.
    expect(over.json().field).toBe('persons');
    expect((await reserve({ ...visitor(2), persons: 1 })).statusCode).toBe(200);
    const one = await reserve({ ...visitor(3), persons: 2 });
    expect(one.json().message).toBe(`Sorry, there is room for only 1 more on ${dayIn('en-GB', slot.date)} at ${slot.hour}.`);
    expect((await reserve({ ...visitor(3), persons: 1 })).statusCode).toBe(200);
    const full = await reserve({ ...visitor(4), persons: 1 });
    expect(full.json().message).toBe(`Sorry, ${dayIn('en-GB', slot.date)} at ${slot.hour} is fully booked. Please choose another hour.`);
    expect(full.json().field).toBe('hour');
    expect(await reservationCount()).toBe(3);
    expect(await toldTo(OLD_TOWN_EMAIL)).toHaveLength(3);
  });

  it('refuses a full slot in the visitor\'s language, with the day as that language writes it', async () => {
    const slot = await firstSlot();
    expect((await reserve({ date: slot.date, hour: slot.hour, persons: 18 })).statusCode).toBe(200);
    const spanish = await reserve({ date: slot.date, hour: slot.hour, persons: 3 }, undefined, 'es');
    expect(spanish.statusCode).toBe(422);
    expect(spanish.json().message).toBe(`Lo sentimos, solo queda sitio para 2 más el ${dayIn('es', slot.date)} a las ${slot.hour}.`);
    const lithuanian = await reserve({ date: slot.date, hour: slot.hour, persons: 3 }, undefined, 'lt-LT');
    expect(lithuanian.json().message).toBe(`Atsiprašome, ${dayIn('lt', slot.date)}, ${slot.hour} val. laisvų vietų liko: 2.`);
    expect(await reservationCount()).toBe(1);
  });

  it.each([
    [{ email: 'ana@' }, 'Your email address is invalid.'],
    [{ name: ' ' }, 'Please enter your full name.'],
    [{ phone: 'call me' }, FIELD_PROBLEM_MESSAGES.phone],
    [{ website: 'http://spam.example' }, 'This form could not be sent.'],
  ])('refuses %j with a message and books nothing', async (bad, message) => {
    const slot = await firstSlot();
    const response = await reserve({ date: slot.date, hour: slot.hour, ...bad });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(message);
    expect(await reservationCount()).toBe(0);
    expect(await subject.app.repositories.outbox.list({ limit: 5 })).toEqual([]);
  });

  it('refuses an hour the store does not take reservations', async () => {
    const slot = await firstSlot();
    const response = await reserve({ date: slot.date, hour: '03:00' });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(
      `Casa Aurora Old Town does not take reservations on ${dayIn('en-GB', slot.date)} at 03:00. Please choose another date or hour.`,
    );
    const spanish = await reserve({ date: slot.date, hour: '03:00' }, undefined, 'es');
    expect(spanish.json().message).toMatch(/^.+ no acepta reservas el .+ a las 03:00\. Elige otra fecha u hora\.$/);
  });

  it('refuses a name without a letter and books nothing; takes a name in any script', async () => {
    const slot = await firstSlot();
    const emoji = await reserve({ date: slot.date, hour: slot.hour, name: '😀😀 🍕' }, undefined, 'es');
    expect(emoji.statusCode).toBe(422);
    expect(emoji.json()).toMatchObject({ message: 'Introduce tu nombre completo.', field: 'name' });
    expect(await reservationCount()).toBe(0);
    expect((await reserve({ date: slot.date, hour: slot.hour, name: 'Ștefan Popa' })).statusCode).toBe(200);
    expect((await reserve({ date: slot.date, hour: slot.hour, name: '李雷' })).statusCode).toBe(200);
  });

  it('refuses a bot in the visitor\'s language', async () => {
    const slot = await firstSlot();
    const response = await reserve({ date: slot.date, hour: slot.hour, website: 'http://spam.example' }, undefined, 'lt');
    expect([response.statusCode, response.json().message]).toEqual([422, 'Šios formos išsiųsti nepavyko.']);
  });

  it('needs an idempotency key and a sane number of persons', async () => {
    const slot = await firstSlot();
    const noKey = await subject.app.inject({ method: 'POST', url: '/public/reservations', payload: { store_id: 1, persons: 2, ...person, ...slot } });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().message).toBe('Header "idempotency-key" is required.');
    const tooMany = await reserve({ date: slot.date, hour: slot.hour, persons: 0 });
    expect(tooMany.statusCode).toBe(400);
  });

  it('answers 404 while the brand hides reservations', async () => {
    await subject.app.inject({ method: 'PUT', url: '/dev/show-pages', payload: { reservations: 'hidden' } });
    const response = await subject.app.inject({ method: 'GET', url: '/public/reservations/availability?store_id=1' });
    expect(response.statusCode).toBe(404);
  });

  it('limits how often one address may send the form', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await reserve({ date: '2000-01-01', hour: '10:00' })).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 422)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
