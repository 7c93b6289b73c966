import type { Language } from 'shared-contracts/types/language';
import type { OutgoingMessage } from '../repositories/outbox-repository';
import { dayInLanguage } from './forms/day-in-language';

type Email = Pick<OutgoingMessage, 'subject' | 'body'>;

/** Who booked or applied: what the restaurant needs to call or write back. */
export interface Customer {
  name: string;
  email: string;
  phone: string;
  /** What the customer wrote on the form; an empty one is left out. */
  message?: string;
}

type Heading = (v: Record<string, string>) => { subject: string; intro: string };

/**
 * The restaurant's words in one language: staff read a heading that says what came in, then the
 * details as labelled lines, which they scan rather than read, so no plural forms are needed.
 */
interface StaffWords {
  labels: { when: string; persons: string; name: string; email: string; phone: string; message: string };
  when: (day: string, hour: string) => string;
  table: Heading;
  event: Heading;
  application: Heading;
  contact: Heading;
  /** The CV travels attached; its file on the server is named too, for whoever looks for it there. */
  /** The CV goes with the e-mail only: the server deletes its copy once the e-mail is sent (cv-retention). */
  cv: string;
}

const WORDS: Record<Language, StaffWords> = {
  en: {
    labels: { when: 'When', persons: 'Persons', name: 'Name', email: 'E-mail', phone: 'Phone', message: 'Message' },
    when: (day, hour) => `${day} at ${hour}`,
    table: (v) => ({ subject: `Table reservation: ${v.when}`, intro: `A table has been reserved at ${v.restaurant}.` }),
    event: (v) => ({ subject: `Booking for ${v.event}`, intro: `There is a new booking for ${v.event} at ${v.restaurant}.` }),
    application: (v) => ({ subject: `Job application: ${v.job}`, intro: `A new application has come in for the ${v.job} position at ${v.restaurant}.` }),
    contact: (v) => ({ subject: `Message from ${v.name} (contact form)`, intro: `A message has come in through the contact form of ${v.restaurant}.` }),
    cv: 'The CV is attached: save it, as the server deletes its copy once this e-mail is sent.',
  },
  es: {
    labels: { when: 'Cuándo', persons: 'Personas', name: 'Nombre', email: 'Correo electrónico', phone: 'Teléfono', message: 'Mensaje' },
    when: (day, hour) => `${day} a las ${hour}`,
    table: (v) => ({ subject: `Reserva de mesa: ${v.when}`, intro: `Se ha reservado una mesa en ${v.restaurant}.` }),
    event: (v) => ({ subject: `Reserva para ${v.event}`, intro: `Hay una nueva reserva para ${v.event} en ${v.restaurant}.` }),
    application: (v) => ({ subject: `Solicitud de empleo: ${v.job}`, intro: `Ha llegado una nueva solicitud para el puesto de ${v.job} en ${v.restaurant}.` }),
    contact: (v) => ({ subject: `Mensaje de ${v.name} (formulario de contacto)`, intro: `Ha llegado un mensaje por el formulario de contacto de ${v.restaurant}.` }),
    cv: 'El CV va adjunto: guárdelo, ya que el servidor borra su copia una vez enviado este correo.',
  },
  // The store in the locative ("restorane") and names in „quotes“, as the customer's e-mails write them.
  lt: {
    labels: { when: 'Kada', persons: 'Asmenų skaičius', name: 'Vardas ir pavardė', email: 'El. paštas', phone: 'Telefonas', message: 'Žinutė' },
    when: (day, hour) => `${day}, ${hour}`,
    table: (v) => ({ subject: `Staliuko rezervacija: ${v.when}`, intro: `Restorane „${v.restaurant}“ rezervuotas staliukas.` }),
    event: (v) => ({ subject: `Rezervacija į renginį „${v.event}“`, intro: `Gauta nauja rezervacija į renginį „${v.event}“ restorane „${v.restaurant}“.` }),
    application: (v) => ({ subject: `Kandidatūra į darbo vietą „${v.job}“`, intro: `Gauta nauja kandidatūra į darbo vietą „${v.job}“ restorane „${v.restaurant}“.` }),
    contact: (v) => ({ subject: `Žinutė nuo ${v.name} (kontaktų forma)`, intro: `Per restorano „${v.restaurant}“ kontaktų formą gauta žinutė.` }),
    cv: 'CV prisegtas prie laiško: išsaugokite jį, nes išsiuntus šį laišką serveris savo kopiją ištrina.',
  },
  ro: {
    labels: { when: 'Când', persons: 'Persoane', name: 'Nume', email: 'E-mail', phone: 'Telefon', message: 'Mesaj' },
    when: (day, hour) => `${day}, la ora ${hour}`,
    table: (v) => ({ subject: `Rezervare de masă: ${v.when}`, intro: `S-a rezervat o masă la ${v.restaurant}.` }),
    event: (v) => ({ subject: `Rezervare la ${v.event}`, intro: `Am primit o rezervare nouă la ${v.event} (${v.restaurant}).` }),
    application: (v) => ({ subject: `Candidatură: ${v.job}`, intro: `Am primit o candidatură nouă pentru postul de ${v.job} la ${v.restaurant}.` }),
    contact: (v) => ({ subject: `Mesaj de la ${v.name} (formularul de contact)`, intro: `Am primit un mesaj prin formularul de contact (${v.restaurant}).` }),
    cv: 'CV-ul este atașat: salvați-l, deoarece serverul își șterge copia după trimiterea acestui e-mail.',
  },
};

/** One notification: the heading, then a line per detail that has a value, then any closing note. */
function notification(heading: ReturnType<Heading>, details: [label: string, value: string | number | undefined][], note?: string): Email {
  const lines = details.filter(([, value]) => value !== undefined && String(value).trim() !== '').map(([label, value]) => `${label}: ${value}`);
  return { subject: heading.subject, body: [heading.intro, lines.join('\n'), note].filter(Boolean).join('\n\n') };
}

function customerLines(words: StaffWords, customer: Customer): [string, string | undefined][] {
  return [
    [words.labels.name, customer.name],
    [words.labels.email, customer.email],
    [words.labels.phone, customer.phone],
    [words.labels.message, customer.message],
  ];
}

/** `date` is the booked YYYY-MM-DD day, written out here in the staff's language. */
export function tableReservationNotification(
  language: Language,
  v: Customer & { restaurant: string; date: string; hour: string; persons: number },
): Email {
  const words = WORDS[language];
  const when = words.when(dayInLanguage(language, v.date), v.hour);
  return notification(words.table({ restaurant: v.restaurant, when }), [
    [words.labels.when, when],
    [words.labels.persons, v.persons],
    ...customerLines(words, v),
  ]);
}

/** `day` and `time` as eventDayAndTime writes them in the staff's language. */
export function eventReservationNotification(
  language: Language,
  v: Customer & { restaurant: string; event: string; day: string; time: string; persons: number },
): Email {
  const words = WORDS[language];
  return notification(words.event({ restaurant: v.restaurant, event: v.event }), [
    [words.labels.when, words.when(v.day, v.time)],
    [words.labels.persons, v.persons],
    ...customerLines(words, v),
  ]);
}

/**
 * `cvFile`: the CV's name in the private uploads folder, attached to the e-mail (the sender reads it
 * when sending) under the applicant's name, so staff can tell the CVs they save apart.
 */
export function jobApplicationNotification(
  language: Language,
  v: Customer & { restaurant: string; job: string; cvFile: string },
): Email & Required<Pick<OutgoingMessage, 'attachment'>> {
  const words = WORDS[language];
  const email = notification(words.application({ restaurant: v.restaurant, job: v.job }), customerLines(words, v), words.cv);
  return { ...email, attachment: { file: v.cvFile, name: cvAttachmentName(v.name, v.cvFile) } };
}

/** "CV Maria Ionescu.pdf": the name's letters, digits, spaces, hyphens and apostrophes (no path or quote a mail program trips on), and the file's type. */
function cvAttachmentName(name: string, cvFile: string): string {
  const safe = name.replace(/[^\p{L}\p{M}\p{N} '-]/gu, '').replace(/\s+/g, ' ').trim();
  const extension = cvFile.slice(cvFile.lastIndexOf('.'));
  return `${safe ? `CV ${safe}` : 'CV'}${extension}`;
}

/** A message sent from a store's contact form: the customer's words, then who to answer. */
export function contactMessageNotification(language: Language, v: Customer & { restaurant: string }): Email {
  const words = WORDS[language];
  return notification(words.contact({ restaurant: v.restaurant, name: v.name }), customerLines(words, v));
}
