import { tableReservationEmail } from '../../../src/domain/confirmation-emails';
import { dayInLanguage } from '../../../src/domain/forms/day-in-language';
import { formMessage } from '../../../src/domain/forms/form-messages';
import { waitInLanguage } from '../../../src/domain/forms/wait-in-language';

const asking = (language: string) => ({ headers: { 'content-language': language } });

describe('form messages', () => {
  it('writes a reservation day as each language does, and an impossible one as it was sent', () => {
    expect(dayInLanguage('en', '2026-12-27')).toBe('Sunday, 27 December 2026');
    expect(dayInLanguage('es', '2026-12-27')).toBe('domingo, 27 de diciembre de 2026');
    expect(dayInLanguage('lt', '2026-12-27')).toBe('2026 m. gruodžio 27 d., sekmadienis');
    expect(dayInLanguage('es', '2026-02-30')).toBe('2026-02-30');
    expect(dayInLanguage('es', '2026-13-01')).toBe('2026-13-01');
  });

  it('rounds a wait up to whole seconds, or minutes from one minute on, with each language\'s plurals', () => {
    expect(waitInLanguage('en', 60_000)).toBe('1 minute');
    expect(waitInLanguage('en', 61_000)).toBe('2 minutes');
    expect(waitInLanguage('en', 1_200)).toBe('2 seconds');
    expect(waitInLanguage('es', 900_000)).toBe('15 minutos');
    expect(waitInLanguage('lt', 900_000)).toBe('15 minučių');
  });

  it('reads right for any count, the day in the sentence\'s language, and English for a language the shop lacks', () => {
    const slot = { count: 1, date: (language: 'en' | 'es' | 'lt' | 'ro') => dayInLanguage(language, '2026-12-27'), hour: '19:00' };
    expect(formMessage(asking('en'), 'reservation_room_left', slot)).toBe('Sorry, there is room for only 1 more on Sunday, 27 December 2026 at 19:00.');
    expect(formMessage(asking('es-ES'), 'reservation_room_left', slot)).toBe(
      'Lo sentimos, solo queda sitio para 1 más el domingo, 27 de diciembre de 2026 a las 19:00.',
    );
    expect(formMessage(asking('ro'), 'reservation_room_left', slot)).toBe('Ne pare rău, locuri libere duminică, 27 decembrie 2026, la ora 19:00: doar 1.');
    expect(formMessage(asking('ro'), 'application_garbled')).toBe('Candidatura a ajuns incompletă sau deteriorată. Te rugăm să trimiți din nou formularul.');
    expect(formMessage(asking('fr'), 'event_room_left', { count: 3 })).toBe('Sorry, there is room for only 3 more at this event.');
  });

  it('writes the table e-mail\'s day in its language and keeps the hour', () => {
    const booking = { name: 'Ana', store: 'Casa Aurora Old Town', address: 'Str. Mare 1', persons: 2, date: '2026-12-27', hour: '19:00' };
    expect(tableReservationEmail('es', booking).body).toContain('está reservada el domingo, 27 de diciembre de 2026 a las 19:00.');
    expect(tableReservationEmail('lt', booking).body).toContain('rezervuotas 2026 m. gruodžio 27 d., sekmadienį, 19:00.');
    expect(tableReservationEmail('ro', booking).body).toContain('este rezervată duminică, 27 decembrie 2026, la ora 19:00.');
  });
});
