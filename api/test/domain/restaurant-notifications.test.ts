import { SUPPORTED_LANGUAGES } from 'shared-contracts/types/language';
import {
  eventReservationNotification,
  jobApplicationNotification,
  tableReservationNotification,
} from '../../src/domain/restaurant-notifications';

const customer = { name: 'Ana Popescu', email: 'ana@example.com', phone: '+40 721 555 010' };
const table = { ...customer, restaurant: 'Casa Aurora Old Town', date: '2026-12-27', hour: '19:00', persons: 2 };
const event = { ...customer, restaurant: 'Casa Aurora Old Town', event: 'Jazz', day: 'Saturday, 12 December 2026', time: '19:00', persons: 3 };
const application = { ...customer, restaurant: 'Casa Aurora', job: 'Cook', message: 'I love cooking.', cvFile: '0b6f.pdf' };

describe('the restaurant\'s notifications', () => {
  it('tell of a table: where, when, how many, and who to call back', () => {
    expect(tableReservationNotification('en', { ...table, message: 'A table by the window' })).toEqual({
      subject: 'Table reservation: Sunday, 27 December 2026 at 19:00',
      body:
        'A table has been reserved at Casa Aurora Old Town.\n\n' +
        'When: Sunday, 27 December 2026 at 19:00\nPersons: 2\nName: Ana Popescu\nE-mail: ana@example.com\nPhone: +40 721 555 010\nMessage: A table by the window',
    });
  });

  it('leave out a message the customer did not write', () => {
    expect(tableReservationNotification('en', { ...table, message: '  ' }).body).not.toContain('Message');
    expect(jobApplicationNotification('en', { ...application, message: '' }).body).not.toContain('Message');
  });

  it('tell of an event booking: which event, when, how many, and who', () => {
    expect(eventReservationNotification('en', event)).toEqual({
      subject: 'Booking for Jazz',
      body:
        'There is a new booking for Jazz at Casa Aurora Old Town.\n\n' +
        'When: Saturday, 12 December 2026 at 19:00\nPersons: 3\nName: Ana Popescu\nE-mail: ana@example.com\nPhone: +40 721 555 010',
    });
  });

  it('tell of an application with its CV attached under the applicant\'s name, to be saved: the server deletes its copy once sent', () => {
    expect(jobApplicationNotification('en', application)).toEqual({
      subject: 'Job application: Cook',
      body:
        'A new application has come in for the Cook position at Casa Aurora.\n\n' +
        'Name: Ana Popescu\nE-mail: ana@example.com\nPhone: +40 721 555 010\nMessage: I love cooking.\n\n' +
        'The CV is attached: save it, as the server deletes its copy once this e-mail is sent.',
      attachment: { file: '0b6f.pdf', name: 'CV Ana Popescu.pdf' },
    });
    // Nothing of a name that a mail program or a folder would read as a path or a quote.
    expect(jobApplicationNotification('ro', { ...application, name: 'Ștefan "/x\\ O\'Brien', cvFile: 'a1.docx' }).attachment).toEqual({
      file: 'a1.docx',
      name: "CV Ștefan x O'Brien.docx",
    });
  });

  it('are written in each language the staff may read, none falling back to English', () => {
    const english = [tableReservationNotification('en', table), eventReservationNotification('en', event), jobApplicationNotification('en', application)];
    for (const language of SUPPORTED_LANGUAGES.filter((l) => l !== 'en')) {
      const texts = [tableReservationNotification(language, table), eventReservationNotification(language, event), jobApplicationNotification(language, application)];
      texts.forEach((text, index) => {
        expect(text.subject).not.toBe(english[index]!.subject);
        expect(text.body).not.toContain('Name:');
        expect(text.body).toContain('Ana Popescu');
        expect(text.body).toContain('ana@example.com');
      });
    }
  });

  it('write the day and the hour as each language does, and say in every language to save the CV', () => {
    expect(tableReservationNotification('es', table).body).toContain('Cuándo: domingo, 27 de diciembre de 2026 a las 19:00\nPersonas: 2');
    expect(tableReservationNotification('lt', table).body).toContain('Kada: 2026 m. gruodžio 27 d., sekmadienis, 19:00\nAsmenų skaičius: 2');
    expect(tableReservationNotification('ro', table).body).toContain('Când: duminică, 27 decembrie 2026, la ora 19:00\nPersoane: 2');
    expect(tableReservationNotification('lt', table).body).toMatch(/^Restorane „Casa Aurora Old Town“ rezervuotas staliukas\./);
    const saveTheCv = { en: 'save it', es: 'guárdelo', lt: 'išsaugokite', ro: 'salvați-l' };
    for (const language of SUPPORTED_LANGUAGES) expect(jobApplicationNotification(language, application).body).toContain(saveTheCv[language]);
  });
});
