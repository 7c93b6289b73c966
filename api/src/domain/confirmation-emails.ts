import type { Language } from 'shared-contracts/types/language';
import type { OutgoingMessage } from '../repositories/outbox-repository';
import { dayInLanguage } from './forms/day-in-language';
import { counted } from './language';

type Email = Pick<OutgoingMessage, 'subject' | 'body'>;
/** Every language the shop speaks, as the order e-mail's texts: a customer reads one language throughout. */
type Texts = Record<Language, (v: Record<string, string | number>) => Email>;

const TABLE: Texts = {
  en: (v) => ({
    subject: `Your table at ${v.store}`,
    body: `Hello ${v.name},\n\nyour table for ${v.persons} at ${v.store} (${v.address}) is reserved for ${v.date} at ${v.hour}.\n\nSee you soon!`,
  }),
  es: (v) => ({
    subject: `Tu mesa en ${v.store}`,
    body: `Hola ${v.name}:\n\ntu mesa para ${v.persons} en ${v.store} (${v.address}) está reservada el ${v.date} a las ${v.hour}.\n\n¡Hasta pronto!`,
  }),
  lt: (v) => ({
    subject: `Jūsų staliukas ${v.store}`,
    body: `Sveiki, ${v.name},\n\njūsų staliukas ${v.persons} asmenims ${v.store} (${v.address}) rezervuotas ${v.date}, ${v.hour}.\n\nIki pasimatymo!`,
  }),
  ro: (v) => ({
    subject: `Masa ta la ${v.store}`,
    body: `Bună, ${v.name},\n\nmasa ta pentru ${counted('ro', Number(v.persons), { one: 'o persoană', few: '# persoane', other: '# de persoane' })} la ${v.store} (${v.address}) este rezervată ${v.date}, la ora ${v.hour}.\n\nNe vedem curând!`,
  }),
};

const EVENT: Texts = {
  en: (v) => ({
    subject: `Your places at ${v.event}`,
    body: `Hello ${v.name},\n\n${Number(v.persons) === 1 ? 'one place is' : `${v.persons} places are`} reserved for you at ${v.event} on ${v.when}.\n\nSee you there!`,
  }),
  es: (v) => ({
    subject: `Tus plazas para ${v.event}`,
    body: `Hola ${v.name}:\n\ntienes ${Number(v.persons) === 1 ? 'una plaza reservada' : `${v.persons} plazas reservadas`} para ${v.event} el ${v.when}.\n\n¡Nos vemos allí!`,
  }),
  lt: (v) => ({
    subject: `Jūsų vietos: ${v.event}`,
    body: `Sveiki, ${v.name},\n\njums rezervuota vietų: ${v.persons}, renginys ${v.event}, ${v.when}.\n\nIki pasimatymo!`,
  }),
  ro: (v) => ({
    subject: `Locurile tale la ${v.event}`,
    body: `Bună, ${v.name},\n\nți-am rezervat ${counted('ro', Number(v.persons), { one: 'un loc', few: '# locuri', other: '# de locuri' })} la ${v.event}, ${v.when}.\n\nNe vedem acolo!`,
  }),
};

const APPLICATION: Texts = {
  en: (v) => ({
    subject: `We received your application: ${v.job}`,
    body: `Hello ${v.name},\n\nthank you for applying for ${v.job}. We read every application and will write to you soon.`,
  }),
  es: (v) => ({
    subject: `Hemos recibido tu solicitud: ${v.job}`,
    body: `Hola ${v.name}:\n\ngracias por tu interés en el puesto ${v.job}. Leemos todas las solicitudes y te escribiremos pronto.`,
  }),
  lt: (v) => ({
    subject: `Gavome jūsų prašymą: ${v.job}`,
    body: `Sveiki, ${v.name},\n\načiū, kad kandidatuojate į ${v.job}. Skaitome kiekvieną prašymą ir netrukus jums parašysime.`,
  }),
  ro: (v) => ({
    subject: `Am primit candidatura ta: ${v.job}`,
    body: `Bună, ${v.name},\n\nîți mulțumim că ai candidat pentru postul ${v.job}. Citim fiecare candidatură și îți vom scrie în curând.`,
  }),
};

export function tableReservationEmail(language: Language, v: { name: string; store: string; address: string; persons: number; date: string; hour: string }): Email {
  // The day as the e-mail's own language writes it (not YYYY-MM-DD); the hour stays as booked.
  return TABLE[language]({ ...v, date: dayInLanguage(language, v.date) });
}

export function eventReservationEmail(language: Language, v: { name: string; event: string; persons: number; when: string }): Email {
  return EVENT[language](v);
}

export function jobApplicationEmail(language: Language, v: { name: string; job: string }): Email {
  return APPLICATION[language](v);
}
