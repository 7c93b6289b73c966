import { SUPPORTED_LANGUAGES } from 'shared-contracts/types/language';
import { eventReservationEmail, jobApplicationEmail, tableReservationEmail } from '../../src/domain/confirmation-emails';

const table = { name: 'Ana', store: 'Casa Aurora Old Town', address: 'Str. Mare 1', date: '2026-12-27', hour: '19:00' };

describe('the reservation, event and job e-mails', () => {
  it('are written in each language the shop speaks, none falling back to English', () => {
    const english = {
      table: tableReservationEmail('en', { ...table, persons: 2 }).subject,
      event: eventReservationEmail('en', { name: 'Ana', event: 'Jazz', persons: 2, when: 'x' }).subject,
      job: jobApplicationEmail('en', { name: 'Ana', job: 'Cook' }).subject,
    };
    for (const language of SUPPORTED_LANGUAGES.filter((l) => l !== 'en')) {
      expect(tableReservationEmail(language, { ...table, persons: 2 }).subject).not.toBe(english.table);
      expect(eventReservationEmail(language, { name: 'Ana', event: 'Jazz', persons: 2, when: 'x' }).subject).not.toBe(english.event);
      expect(jobApplicationEmail(language, { name: 'Ana', job: 'Cook' }).subject).not.toBe(english.job);
    }
  });

  it('count persons and places as Romanian does: one, a few, and "de" from twenty on', () => {
    const persons = (count: number) => tableReservationEmail('ro', { ...table, persons: count }).body;
    expect(persons(1)).toContain('masa ta pentru o persoană la');
    expect(persons(2)).toContain('masa ta pentru 2 persoane la');
    expect(persons(20)).toContain('masa ta pentru 20 de persoane la');
    const places = (count: number) => eventReservationEmail('ro', { name: 'Ana', event: 'Jazz', persons: count, when: 'sâmbătă' }).body;
    expect(places(1)).toContain('ți-am rezervat un loc la Jazz, sâmbătă.');
    expect(places(3)).toContain('ți-am rezervat 3 locuri la Jazz, sâmbătă.');
  });

  it('say one place, not "1 places", in English and Spanish', () => {
    const places = (language: 'en' | 'es', count: number) => eventReservationEmail(language, { name: 'Ana', event: 'Jazz', persons: count, when: 'Saturday' }).body;
    expect(places('en', 1)).toContain('one place is reserved for you at Jazz');
    expect(places('en', 3)).toContain('3 places are reserved for you at Jazz');
    expect(places('es', 1)).toContain('tienes una plaza reservada para Jazz');
    expect(places('es', 3)).toContain('tienes 3 plazas reservadas para Jazz');
  });
});
