import { sql } from 'kysely';
import type { EventList } from 'shared-contracts/types/event';
import { emailsSentTo } from '../../../helpers/sent-emails';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';

const person = { name: 'Ion Ionescu', phone: '0721 555 010', email: 'ion@example.com' };
/**
 * Each visitor's own phone (the person's for the person's address): one address or phone holds
 * only so many bookings at a store (bookings-per-person), and this file's cases share one app.
 */
const phones = new Map([[person.email, person.phone]]);
const phoneOf = (email: string) => phones.get(email) ?? phones.set(email, `0721 600 ${String(phones.size).padStart(3, '0')}`).get(email)!;
/** Both bookable events are at Old Town, whose e-mail hears of every booking. */
const OLD_TOWN_EMAIL = 'oldtown@casa-aurora.example';

describe('events', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await buildTestApp({ devRoutes: true });
  });
  afterAll(() => subject.close());

  /** `remoteAddress`: a case of its own keeps clear of the form's rate limit, shared by this file's cases. */
  function reserve(url: string, persons: number, key = `key-${Math.random()}`, visitor: { email?: string; language?: string; remoteAddress?: string } = {}) {
    return subject.app.inject({
      method: 'POST',
      url: `/public/events/${url}/reservations`,
      headers: { 'idempotency-key': key, ...(visitor.language ? { 'content-language': visitor.language } : {}) },
      payload: { ...person, email: visitor.email ?? person.email, phone: phoneOf(visitor.email ?? person.email), persons },
      ...(visitor.remoteAddress ? { remoteAddress: visitor.remoteAddress } : {}),
    });
  }

  it('books once for the same submit sent twice at once', async () => {
    const [first, second] = await Promise.all([
      reserve('romanian-wine-evening', 1, 'event-twice-at-once-1', { email: 'twice@example.com', remoteAddress: '10.7.7.1' }),
      reserve('romanian-wine-evening', 1, 'event-twice-at-once-1', { email: 'twice@example.com', remoteAddress: '10.7.7.2' }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json().id).toBe(first.json().id);
  });

  it('books once for one key sent twice at once for two events: the other is refused, never a 500', async () => {
    // An event of this case's own, so the others' counts of places and events stand.
    const title = JSON.stringify({ en: 'Cheese tasting' });
    await subject.app.db
      .insertInto('events')
      .values({ id: 91, url: 'cheese-tasting', title, description: title, store_id: 1, starts_at: new Date(Date.now() + 5 * 86_400_000), capacity: 10 })
      .execute();
    try {
      const answers = await Promise.all([
        reserve('romanian-wine-evening', 1, 'one-key-two-events-1', { email: 'two-events@example.com', remoteAddress: '10.7.7.20' }),
        reserve('cheese-tasting', 1, 'one-key-two-events-1', { email: 'two-events@example.com', remoteAddress: '10.7.7.21' }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
      const refused = answers.find((answer) => answer.statusCode === 422)!;
      expect(refused.json().message).toBe('This Idempotency-Key was already sent with another request. Send a new key with this one.');
      const booked = await subject.app.db.selectFrom('event_reservations').select('id').where('email', '=', 'two-events@example.com').execute();
      expect(booked).toHaveLength(1);
    } finally {
      await subject.app.db.deleteFrom('event_reservations').where('event_id', '=', 91).execute();
      await subject.app.db.deleteFrom('events').where('id', '=', 91).execute();
    }
  });

  it('refuses the same key sent for other persons or another event, in the visitor\'s language, booking nothing new', async () => {
    const visitor = { email: 'reused-key@example.com', remoteAddress: '10.7.7.22' };
    const first = await reserve('romanian-wine-evening', 1, 'reused-event-key-1', visitor);
    expect(first.statusCode).toBe(200);
    const morePersons = await reserve('romanian-wine-evening', 2, 'reused-event-key-1', { ...visitor, language: 'es' });
    expect([morePersons.statusCode, morePersons.json().message]).toEqual([422, 'Esta Idempotency-Key ya se envió con otra solicitud. Envía una clave nueva con esta.']);
    const otherEvent = await reserve('papanasi-workshop', 1, 'reused-event-key-1', visitor);
    expect([otherEvent.statusCode, otherEvent.json().message]).toEqual([422, 'This Idempotency-Key was already sent with another request. Send a new key with this one.']);
    // The same request is still answered with its booking.
    expect((await reserve('romanian-wine-evening', 1, 'reused-event-key-1', visitor)).json().id).toBe(first.json().id);
    expect(await subject.app.db.selectFrom('event_reservations').select('id').where('email', '=', visitor.email).execute()).toHaveLength(1);
  });

  it('refuses a booking nobody at the restaurant would hear of (neither the store nor the brand has an e-mail), storing nothing and naming a phone to call', async () => {
    const store = await subject.app.db.selectFrom('stores').select(['email', 'phone']).where('id', '=', 1).executeTakeFirstOrThrow();
    const brands = await subject.app.db.selectFrom('website').select(['id', 'email']).execute();
    await subject.app.db.updateTable('stores').set({ email: '' }).where('id', '=', 1).execute();
    await subject.app.db.updateTable('website').set({ email: '' }).execute();
    try {
      const visitor = { email: 'unheard@example.com', remoteAddress: '10.7.7.23' };
      const refused = await reserve('romanian-wine-evening', 1, 'unheard-1', visitor);
      expect([refused.statusCode, refused.json().message]).toEqual([422, `Casa Aurora Old Town cannot be reached through this website. Please call ${store.phone}.`]);
      const inRomanian = await reserve('romanian-wine-evening', 1, 'unheard-2', { ...visitor, language: 'ro' });
      expect(inRomanian.json().message).toBe(`Prin acest site nu se poate lua legătura cu Casa Aurora Old Town. Te rugăm să suni la ${store.phone}.`);
      expect(await subject.app.db.selectFrom('event_reservations').select('id').where('email', '=', visitor.email).execute()).toEqual([]);
      expect(await subject.app.repositories.outbox.list({ recipient: visitor.email, limit: 5 })).toEqual([]);
    } finally {
      await subject.app.db.updateTable('stores').set(store).where('id', '=', 1).execute();
      for (const { id, ...was } of brands) await subject.app.db.updateTable('website').set(was).where('id', '=', id).execute();
    }
  });

  it('lists current and past events separately, in the asked language', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/public/events?translate_language=es' });
    const events: EventList = response.json();
    expect(events.current.map((e) => e.url)).toEqual(['romanian-wine-evening', 'papanasi-workshop']);
    expect(events.past.map((e) => e.title)).toEqual(['Noche de jazz de verano']);
  });

  it('reserves places until the event is sold out, once per submit', async () => {
    const first = await reserve('papanasi-workshop', 2, 'workshop-key-1');
    expect(first.json()).toMatchObject({ persons: 2, remaining: 2 });
    expect((await reserve('papanasi-workshop', 2, 'workshop-key-1')).json().id).toBe(first.json().id);
    const tooMany = await reserve('papanasi-workshop', 3);
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().message).toBe('Sorry, there is room for only 2 more at this event.');
    expect((await reserve('papanasi-workshop', 2)).json().remaining).toBe(0);
    const soldOut = await reserve('papanasi-workshop', 1);
    expect(soldOut.json().message).toBe('Sorry, this event is sold out.');
    const event = await subject.app.inject({ method: 'GET', url: '/public/events/papanasi-workshop' });
    expect(event.json()).toMatchObject({ capacity: 4, remaining: 0 });
    const mails = await subject.app.repositories.outbox.list({ recipient: person.email, limit: 10 });
    expect(mails).toHaveLength(2);
    // Hours on a 24-hour clock in English too, as everywhere in the shop: "19:00", not "7:00 PM".
    expect(mails.every((mail) => /\b\d{1,2}:\d{2}\b/.test(mail.body) && !/\b(AM|PM)\b/.test(mail.body))).toBe(true);
    // The store hears of the two bookings: not of the retry, nor of the refused ones.
    const told = await subject.app.repositories.outbox.list({ recipient: OLD_TOWN_EMAIL, limit: 50 });
    expect(told.filter((mail) => mail.subject === 'Booking for Papanași workshop')).toHaveLength(2);
  });

  it('tells the store of a booking, in the brand\'s language, with the event, its day, the persons and who booked', async () => {
    const response = await reserve('romanian-wine-evening', 3, 'tell-the-store-1', { email: 'tell@example.com', language: 'es', remoteAddress: '10.7.7.10' });
    expect(response.statusCode).toBe(200);
    const [customerMail] = await subject.app.repositories.outbox.list({ recipient: 'tell@example.com', limit: 5 });
    expect(customerMail!.subject).toBe('Tu reserva para Noche de vino rumano');
    const told = await subject.app.repositories.outbox.list({ recipient: OLD_TOWN_EMAIL, limit: 50 });
    const mail = told.find((m) => m.body.includes('tell@example.com'));
    // The brand writes in English: staff read the event's English title and day, whatever the visitor's language.
    expect(mail!.subject).toBe('Booking for Romanian wine evening');
    // Staff answer with Reply: it reaches who booked.
    expect(mail!.reply_to).toBe('tell@example.com');
    expect(mail!.body).toMatch(
      /^There is a new booking for Romanian wine evening at Casa Aurora Old Town\.\n\nWhen: \w+day, \d+ \w+ \d{4} at \d\d:\d\d\nPersons: 3\nName: Ion Ionescu\nE-mail: tell@example\.com\nPhone: 0721 600 \d{3}$/,
    );
  });

  it('answers a retried booking with the booking it made, even once the event has begun', async () => {
    const url = 'romanian-wine-evening';
    const first = await reserve(url, 2, 'retried-after-start-1', { email: 'retry@example.com', remoteAddress: '10.7.7.12' });
    expect(first.statusCode).toBe(200);
    const { starts_at } = await subject.app.db.selectFrom('events').select('starts_at').where('url', '=', url).executeTakeFirstOrThrow();
    // The answer was lost; by the time the retry comes, the event has started.
    await subject.app.db.updateTable('events').set({ starts_at: new Date(Date.now() - 60_000) }).where('url', '=', url).execute();
    try {
      const retry = await reserve(url, 2, 'retried-after-start-1', { email: 'retry@example.com', remoteAddress: '10.7.7.12' });
      expect(retry.statusCode).toBe(200);
      expect(retry.json()).toMatchObject({ id: first.json().id, event_id: first.json().event_id, persons: 2 });
      // A new booking is still refused.
      const late = await reserve(url, 2, 'booked-after-start-1', { email: 'retry@example.com', remoteAddress: '10.7.7.12' });
      expect([late.statusCode, late.json().message]).toEqual([422, 'This event has already taken place.']);
      expect(await subject.app.repositories.outbox.list({ recipient: 'retry@example.com', limit: 5 })).toHaveLength(1);
    } finally {
      await subject.app.db.updateTable('events').set({ starts_at }).where('url', '=', url).execute();
    }
  });

  it('names the store and its address in the customer\'s e-mail', async () => {
    const response = await reserve('romanian-wine-evening', 1, 'where-key-1', { email: 'where@example.com', remoteAddress: '10.7.7.11' });
    expect(response.statusCode).toBe(200);
    const [mail] = await emailsSentTo(subject.app, 'where@example.com');
    expect(mail!.text).toMatch(
      /^Hello Ion Ionescu,\n\none place is reserved for you at Romanian wine evening on \w+day, \d+ \w+ \d{4} at \d\d:\d\d\. It takes place at Casa Aurora Old Town \(Strada Lipscani 21, București 030031\)\.\n\nTo change or cancel your booking, call Casa Aurora Old Town on \+40 21 555 0101\.\n\nSee you there!$/,
    );
  });

  it('names the brand\'s phone to change or cancel when the store has none of its own', async () => {
    const store = await subject.app.db.selectFrom('stores').select('phone').where('id', '=', 1).executeTakeFirstOrThrow();
    const brand = await subject.app.db.selectFrom('website').select('phone').orderBy('id').executeTakeFirstOrThrow();
    await subject.app.db.updateTable('stores').set({ phone: '' }).where('id', '=', 1).execute();
    try {
      const response = await reserve('romanian-wine-evening', 1, 'brand-phone-1', { email: 'brand-phone@example.com', remoteAddress: '10.7.7.13' });
      expect(response.statusCode).toBe(200);
      const [mail] = await subject.app.repositories.outbox.list({ recipient: 'brand-phone@example.com', limit: 5 });
      expect(mail!.body.split('\n\n').at(-2)).toBe(`To change or cancel your booking, call Casa Aurora Old Town on ${brand.phone}.`);
    } finally {
      await subject.app.db.updateTable('stores').set(store).where('id', '=', 1).execute();
    }
  });

  it('stores a booking with its confirmation or not at all; the retry with its key stores both once', async () => {
    const url = 'romanian-wine-evening';
    const booked = async () => (await subject.app.inject({ method: 'GET', url: `/public/events/${url}` })).json().remaining as number;
    const book = () =>
      subject.app.inject({
        method: 'POST',
        url: `/public/events/${url}/reservations`,
        headers: { 'idempotency-key': 'both-or-none-1' },
        payload: { ...person, email: 'both-or-none@example.com', phone: phoneOf('both-or-none@example.com'), persons: 1 },
        // Its own address: the form's rate limit is shared by this file's other cases.
        remoteAddress: '10.7.7.7',
      });
    const remaining = await booked();
    // The outbox refusing the message stands for any failure between the two writes.
    await sql`alter table outbox add constraint refuses_this_recipient check (recipient <> 'both-or-none@example.com')`.execute(subject.app.db);
    try {
      expect((await book()).statusCode).toBe(500);
      expect(await booked()).toBe(remaining);
    } finally {
      await sql`alter table outbox drop constraint refuses_this_recipient`.execute(subject.app.db);
    }
    const toldBefore = await subject.app.repositories.outbox.list({ recipient: OLD_TOWN_EMAIL, limit: 50 });
    expect(toldBefore.some((mail) => mail.body.includes('both-or-none@example.com'))).toBe(false);
    expect((await book()).statusCode).toBe(200);
    expect((await book()).statusCode).toBe(200);
    expect(await booked()).toBe(remaining - 1);
    expect(await subject.app.repositories.outbox.list({ recipient: 'both-or-none@example.com', limit: 5 })).toHaveLength(1);
    const told = await subject.app.repositories.outbox.list({ recipient: OLD_TOWN_EMAIL, limit: 50 });
    expect(told.filter((mail) => mail.body.includes('both-or-none@example.com'))).toHaveLength(1);
  });

  it('confirms in the language of the visitor', async () => {
    const response = await reserve('romanian-wine-evening', 2, 'lithuanian-1', { email: 'lt@example.com', language: 'lt' });
    expect(response.statusCode).toBe(200);
    const [mail] = await subject.app.repositories.outbox.list({ recipient: 'lt@example.com', limit: 1 });
    expect(mail!.subject).toBe('Jūsų rezervacija: Rumuniškų vynų vakaras');
    // A sentence, not a field dump: the count with its participle, the event in quotes, the day said "on".
    expect(mail!.body).toMatch(
      /^Sveiki, Ion Ionescu,\n\njums rezervuotos 2 vietos renginyje „Rumuniškų vynų vakaras“\. Renginys vyks \d{4} m\. \S+ \d+ d\., \S+dienį, \d\d:\d\d, restorane „Casa Aurora Old Town“ \(Strada Lipscani 21, București 030031\)\.\n\nNorėdami pakeisti ar atšaukti rezervaciją, skambinkite restoranui „Casa Aurora Old Town“ telefonu \+40 21 555 0101\.\n\nIki pasimatymo!$/,
    );
  });

  it('refuses a name without a letter, in the visitor\'s language, and takes a name in any script', async () => {
    const book = (name: string, key: string) =>
      subject.app.inject({
        method: 'POST',
        url: '/public/events/romanian-wine-evening/reservations',
        headers: { 'idempotency-key': key, 'content-language': 'lt' },
        payload: { ...person, name, email: 'names@example.com', phone: phoneOf('names@example.com'), persons: 1 },
        remoteAddress: '10.7.7.9',
      });
    const emoji = await book('😀😀 🍕', 'emoji-name-1');
    expect(emoji.statusCode).toBe(422);
    expect(emoji.json()).toMatchObject({ message: 'Įveskite vardą ir pavardę.', field: 'name' });
    expect(await subject.app.repositories.outbox.list({ recipient: 'names@example.com', limit: 5 })).toHaveLength(0);
    expect((await book('李雷', 'chinese-name-1')).statusCode).toBe(200);
    expect((await book("Šarūnas O'Brien", 'lithuanian-name-1')).statusCode).toBe(200);
  });

  it('confirms a Romanian visitor\'s places in Romanian, as their order would be', async () => {
    const response = await reserve('romanian-wine-evening', 1, 'romanian-1', { email: 'ro@example.com', language: 'ro' });
    expect(response.statusCode).toBe(200);
    const [mail, ...more] = await emailsSentTo(subject.app, 'ro@example.com');
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Rezervarea ta la Seară de vin românesc');
    expect(mail!.text).toMatch(
      /^Bună, Ion Ionescu,\n\nți-am rezervat un loc la Seară de vin românesc, \S+, \d+ \S+ \d{4}, la ora \d\d:\d\d\. Evenimentul are loc la Casa Aurora Old Town \(Strada Lipscani 21, București 030031\)\.\n\nCa să modifici sau să anulezi rezervarea, sună la Casa Aurora Old Town: \+40 21 555 0101\.\n\nNe vedem acolo!$/,
    );
  });

  it('refuses a past event, an unknown one and bad input, and tells no store', async () => {
    const toldBefore = await subject.app.repositories.outbox.list({ limit: 500 });
    expect((await reserve('summer-jazz-night', 1)).json().message).toBe('This event has already taken place.');
    const spanish = await subject.app.inject({
      method: 'POST',
      url: '/public/events/summer-jazz-night/reservations',
      headers: { 'idempotency-key': 'spanish-past-1', 'content-language': 'es' },
      payload: { ...person, persons: 1 },
      remoteAddress: '10.7.7.8',
    });
    expect(spanish.json().message).toBe('Este evento ya se ha celebrado.');
    const unknown = await reserve('no-such-event', 1, undefined, { language: 'ro', remoteAddress: '10.7.7.13' });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'Acest eveniment nu a fost găsit.']);
    expect((await reserve('no-such-event', 1)).json().message).toBe('This event could not be found.');
    const bad = await subject.app.inject({
      method: 'POST',
      url: '/public/events/romanian-wine-evening/reservations',
      headers: { 'idempotency-key': 'bad-email-1' },
      payload: { ...person, email: 'ion.example.com', persons: 1 },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe('Your email address is invalid.');
    expect(await subject.app.repositories.outbox.list({ limit: 500 })).toHaveLength(toldBefore.length);
  });

  it('answers 404 while the brand hides events', async () => {
    await subject.app.inject({ method: 'PUT', url: '/dev/show-pages', payload: { events: 'hidden' } });
    expect((await subject.app.inject({ method: 'GET', url: '/public/events' })).statusCode).toBe(404);
    expect((await subject.app.inject({ method: 'GET', url: '/public/events/romanian-wine-evening' })).statusCode).toBe(404);
    // A booking form still open says so in the visitor's language.
    const stillOpen = await reserve('romanian-wine-evening', 1, undefined, { language: 'lt', remoteAddress: '10.7.7.14' });
    expect([stillOpen.statusCode, stillOpen.json().message]).toEqual([404, 'Šis puslapis nepasiekiamas.']);
    await subject.app.inject({ method: 'PUT', url: '/dev/show-pages', payload: { events: 'default' } });
    expect((await subject.app.inject({ method: 'GET', url: '/public/events' })).statusCode).toBe(200);
  });
});
