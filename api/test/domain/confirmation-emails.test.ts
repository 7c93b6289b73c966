import { SUPPORTED_LANGUAGES } from 'shared-contracts/types/language';
import { eventReservationEmail, jobApplicationEmail, tableReservationEmail } from '../../src/domain/confirmation-emails';

const table = { name: 'Ana', store: 'Casa Aurora Old Town', address: 'Str. Mare 1', date: '2026-12-27', hour: '19:00' };
/** Where an event takes place. */
const where = { store: 'Casa Aurora Old Town', address: 'Str. Mare 1' };

describe('the reservation, event and job e-mails', () => {
  it('are written in each language the shop speaks, none falling back to English', () => {
    const english = {
      table: tableReservationEmail('en', { ...table, persons: 2 }).subject,
      event: eventReservationEmail('en', { name: 'Ana', event: 'Jazz', ...where, persons: 2, day: 'x', time: '19:00' }).subject,
      job: jobApplicationEmail('en', { name: 'Ana', job: 'Cook', shop: 'Casa Aurora' }).subject,
    };
    for (const language of SUPPORTED_LANGUAGES.filter((l) => l !== 'en')) {
      expect(tableReservationEmail(language, { ...table, persons: 2 }).subject).not.toBe(english.table);
      expect(eventReservationEmail(language, { name: 'Ana', event: 'Jazz', ...where, persons: 2, day: 'x', time: '19:00' }).subject).not.toBe(english.event);
      expect(jobApplicationEmail(language, { name: 'Ana', job: 'Cook', shop: 'Casa Aurora' }).subject).not.toBe(english.job);
    }
  });

  it("say how to change or cancel a booking, by the store's phone, before the sign-off; nothing without a phone", () => {
    expect(tableReservationEmail('en', { ...table, phone: '+40 21 555 0101', persons: 2 }).body).toMatch(
      /\(Str\. Mare 1\) is reserved for Sunday, 27 December 2026 at 19:00\.\n\nTo change or cancel it, call Casa Aurora Old Town on \+40 21 555 0101\.\n\nSee you soon!$/,
    );
    expect(tableReservationEmail('es', { ...table, phone: ' ', persons: 2 }).body).not.toContain('llama');
    // "Staliukas" is masculine, so not "ją" (her): the booking is named, as the event's line names it.
    expect(tableReservationEmail('lt', { ...table, phone: '+40 21 555 0101', persons: 2 }).body.split('\n\n').at(-2)).toBe(
      'Norėdami pakeisti ar atšaukti rezervaciją, skambinkite restoranui „Casa Aurora Old Town“ telefonu +40 21 555 0101.',
    );
    for (const language of SUPPORTED_LANGUAGES) {
      const event = eventReservationEmail(language, { name: 'Ana', event: 'Jazz', ...where, phone: '+40 21 555 0101', persons: 2, day: 'x', time: '19:00' }).body;
      expect(event.split('\n\n').at(-2)).toContain('+40 21 555 0101');
    }
  });

  it('count persons and places as Romanian does: one, a few, and "de" from twenty on', () => {
    const persons = (count: number) => tableReservationEmail('ro', { ...table, persons: count }).body;
    expect(persons(1)).toContain('masa ta pentru o persoană la');
    expect(persons(2)).toContain('masa ta pentru 2 persoane la');
    expect(persons(20)).toContain('masa ta pentru 20 de persoane la');
    const places = (count: number) => eventReservationEmail('ro', { name: 'Ana', event: 'Jazz', ...where, persons: count, day: 'sâmbătă, 12 decembrie 2026', time: '19:00' }).body;
    expect(places(1)).toContain('ți-am rezervat un loc la Jazz, sâmbătă, 12 decembrie 2026, la ora 19:00.');
    expect(places(3)).toContain('ți-am rezervat 3 locuri la Jazz, sâmbătă, 12 decembrie 2026, la ora 19:00.');
  });

  it('say one place, not "1 places", in English and Spanish', () => {
    const places = (language: 'en' | 'es', count: number, day: string) => eventReservationEmail(language, { name: 'Ana', event: 'Jazz', ...where, persons: count, day, time: '19:00' }).body;
    expect(places('en', 1, 'Saturday, 12 December 2026')).toContain('one place is reserved for you at Jazz on Saturday, 12 December 2026 at 19:00.');
    expect(places('en', 3, 'Saturday, 12 December 2026')).toContain('3 places are reserved for you at Jazz');
    expect(places('es', 1, 'sábado, 12 de diciembre de 2026')).toContain('tienes una plaza reservada para Jazz el sábado, 12 de diciembre de 2026, a las 19:00, en Casa Aurora Old Town (Str. Mare 1).');
    expect(places('es', 3, 'sábado, 12 de diciembre de 2026')).toContain('tienes 3 plazas reservadas para Jazz');
  });

  it('write Lithuanian sentences: the places counted with their participle, the event named in the locative, the day said "on"', () => {
    const places = (count: number) =>
      eventReservationEmail('lt', { name: 'Ona', event: 'Papanași dirbtuvės', ...where, persons: count, day: '2026 m. gruodžio 12 d., šeštadienis', time: '19:00' }).body;
    expect(places(1)).toBe(
      'Sveiki, Ona,\n\njums rezervuota 1 vieta renginyje „Papanași dirbtuvės“. Renginys vyks 2026 m. gruodžio 12 d., šeštadienį, 19:00, restorane „Casa Aurora Old Town“ (Str. Mare 1).\n\nIki pasimatymo!',
    );
    expect(places(2)).toContain('jums rezervuotos 2 vietos renginyje');
    expect(places(10)).toContain('jums rezervuota 10 vietų renginyje');
    expect(places(21)).toContain('jums rezervuota 21 vieta renginyje');
    expect(tableReservationEmail('lt', { ...table, persons: 1 }).body).toContain('jūsų staliukas 1 asmeniui restorane „Casa Aurora Old Town“ (Str. Mare 1)');
    expect(tableReservationEmail('lt', { ...table, persons: 4 }).body).toContain('jūsų staliukas 4 asmenims restorane');
    expect(tableReservationEmail('lt', { ...table, persons: 10 }).body).toContain('jūsų staliukas 10 asmenų restorane');
    expect(tableReservationEmail('lt', { ...table, persons: 20 }).body).toContain('jūsų staliukas 20 asmenų restorane');
    expect(tableReservationEmail('lt', { ...table, persons: 21 }).body).toContain('jūsų staliukas 21 asmeniui restorane');
  });

  it('say where the event takes place, the store and its address, in each language as the table e-mail does', () => {
    const at = (language: 'en' | 'es' | 'lt' | 'ro', day: string) =>
      eventReservationEmail(language, { name: 'Ana', event: 'Jazz', store: 'Casa Aurora Riverside', address: 'Splaiul Independenței 210', persons: 2, day, time: '19:00' }).body;
    expect(at('en', 'Saturday, 12 December 2026')).toContain(
      '2 places are reserved for you at Jazz on Saturday, 12 December 2026 at 19:00. It takes place at Casa Aurora Riverside (Splaiul Independenței 210).',
    );
    expect(at('es', 'sábado, 12 de diciembre de 2026')).toContain(
      'tienes 2 plazas reservadas para Jazz el sábado, 12 de diciembre de 2026, a las 19:00, en Casa Aurora Riverside (Splaiul Independenței 210).',
    );
    expect(at('lt', '2026 m. gruodžio 12 d., šeštadienis')).toContain(
      'Renginys vyks 2026 m. gruodžio 12 d., šeštadienį, 19:00, restorane „Casa Aurora Riverside“ (Splaiul Independenței 210).',
    );
    expect(at('ro', 'sâmbătă, 12 decembrie 2026')).toContain(
      'ți-am rezervat 2 locuri la Jazz, sâmbătă, 12 decembrie 2026, la ora 19:00. Evenimentul are loc la Casa Aurora Riverside (Splaiul Independenței 210).',
    );
  });

  it('name the job and the shop it is at as a sentence in each language can hold them', () => {
    const email = (language: 'en' | 'es' | 'lt' | 'ro', job: string) => jobApplicationEmail(language, { name: 'Ana', job, shop: 'Brâncuși, "Bistro"' });
    expect(email('lt', 'Virtuvės pagalbininkas').body).toContain('ačiū, kad kandidatuojate į darbo vietą „Virtuvės pagalbininkas“ restorane „Brâncuși, "Bistro"“.');
    expect(email('en', 'Kitchen assistant').body).toContain('thank you for applying for the Kitchen assistant position at Brâncuși, "Bistro".');
    expect(email('es', 'Ayudante de cocina').body).toContain('gracias por tu interés en el puesto de Ayudante de cocina en Brâncuși, "Bistro".');
    expect(email('ro', 'Ajutor de bucătar').body).toContain('îți mulțumim că ai candidat pentru postul de Ajutor de bucătar la Brâncuși, "Bistro".');
  });

  // One deployment is one brand (spec §1): an applicant writing to several shops knows which one answered.
  it.each(['en', 'es', 'lt', 'ro'] as const)('name the shop in the %s subject of a job application', (language) => {
    expect(jobApplicationEmail(language, { name: 'Ana', job: 'Cook', shop: 'Casa Aurora' }).subject).toMatch(/Casa Aurora.*Cook$/);
  });
});
