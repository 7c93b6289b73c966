import type { Language } from 'shared-contracts/types/language';
import type { OutgoingMessage } from '../repositories/outbox-repository';
import { dayInLanguage } from './forms/day-in-language';
import { counted } from './language';

type Email = Pick<OutgoingMessage, 'subject' | 'body'>;

/**
 * A Lithuanian day (Intl's "2026 m. gruodžio 27 d., sekmadienis") said as "on" a day: the weekday
 * in the accusative (sekmadienį), as a sentence needs it. Every weekday's nominative ends in -is.
 */
const onDay = (day: string | number | undefined) => String(day).replace(/is$/, 'į');
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
  // "For" so many persons, as the count takes it: 1 (21, 31...) asmeniui, 2-9 asmenims, 10-20 (30, 40...) asmenų.
  lt: (v) => ({
    subject: `Jūsų staliukas ${v.store}`,
    body: `Sveiki, ${v.name},\n\njūsų staliukas ${counted('lt', Number(v.persons), { one: '# asmeniui', few: '# asmenims', many: '# asmens', other: '# asmenų' })} restorane „${v.store}“ (${v.address}) rezervuotas ${onDay(v.date)}, ${v.hour}.\n\nIki pasimatymo!`,
  }),
  ro: (v) => ({
    subject: `Masa ta la ${v.store}`,
    body: `Bună, ${v.name},\n\nmasa ta pentru ${counted('ro', Number(v.persons), { one: 'o persoană', few: '# persoane', other: '# de persoane' })} la ${v.store} (${v.address}) este rezervată ${v.date}, la ora ${v.hour}.\n\nNe vedem curând!`,
  }),
};

const EVENT: Texts = {
  en: (v) => ({
    subject: `Your booking for ${v.event}`,
    body: `Hello ${v.name},\n\n${counted('en', Number(v.persons), { one: 'one place is', other: '# places are' })} reserved for you at ${v.event} on ${v.day} at ${v.time}. It takes place at ${v.store} (${v.address}).\n\nSee you there!`,
  }),
  es: (v) => ({
    subject: `Tu reserva para ${v.event}`,
    body: `Hola ${v.name}:\n\ntienes ${counted('es', Number(v.persons), { one: 'una plaza reservada', other: '# plazas reservadas' })} para ${v.event} el ${v.day}, a las ${v.time}, en ${v.store} (${v.address}).\n\n¡Nos vemos allí!`,
  }),
  // The participle agrees with the count: 1 (21, 31...) rezervuota vieta, 2-9 rezervuotos vietos, 10-20 rezervuota vietų.
  // Where, as the table e-mail says it: the store in the locative ("restorane"), its address after.
  lt: (v) => ({
    subject: `Jūsų rezervacija: ${v.event}`,
    body: `Sveiki, ${v.name},\n\njums ${counted('lt', Number(v.persons), { one: 'rezervuota # vieta', few: 'rezervuotos # vietos', many: 'rezervuota # vietos', other: 'rezervuota # vietų' })} renginyje „${v.event}“. Renginys vyks ${onDay(v.day)}, ${v.time}, restorane „${v.store}“ (${v.address}).\n\nIki pasimatymo!`,
  }),
  ro: (v) => ({
    subject: `Rezervarea ta la ${v.event}`,
    body: `Bună, ${v.name},\n\nți-am rezervat ${counted('ro', Number(v.persons), { one: 'un loc', few: '# locuri', other: '# de locuri' })} la ${v.event}, ${v.day}, la ora ${v.time}. Evenimentul are loc la ${v.store} (${v.address}).\n\nNe vedem acolo!`,
  }),
};

// The job's shop is the brand (website settings): the applicant may be writing to several.
const APPLICATION: Texts = {
  en: (v) => ({
    subject: `We received your application to ${v.shop}: ${v.job}`,
    body: `Hello ${v.name},\n\nthank you for applying for the ${v.job} position at ${v.shop}. We read every application and will write to you soon.`,
  }),
  es: (v) => ({
    subject: `Hemos recibido tu solicitud para ${v.shop}: ${v.job}`,
    body: `Hola ${v.name}:\n\ngracias por tu interés en el puesto de ${v.job} en ${v.shop}. Leemos todas las solicitudes y te escribiremos pronto.`,
  }),
  // The shop named as the table e-mail names its store: quoted, after "restorane" (at the restaurant).
  lt: (v) => ({
    subject: `„${v.shop}“ gavo jūsų prašymą: ${v.job}`,
    body: `Sveiki, ${v.name},\n\načiū, kad kandidatuojate į darbo vietą „${v.job}“ restorane „${v.shop}“. Skaitome kiekvieną prašymą ir netrukus jums parašysime.`,
  }),
  ro: (v) => ({
    subject: `Am primit candidatura ta la ${v.shop}: ${v.job}`,
    body: `Bună, ${v.name},\n\nîți mulțumim că ai candidat pentru postul de ${v.job} la ${v.shop}. Citim fiecare candidatură și îți vom scrie în curând.`,
  }),
};

/** The booking named, a table's as an event's: "ją" (it) would be feminine, and "staliukas" is masculine. */
const lithuanianChangeByPhone = (store: string, phone: string) => `Norėdami pakeisti ar atšaukti rezervaciją, skambinkite restoranui „${store}“ telefonu ${phone}.`;

/**
 * How to change or cancel a booking: there is no screen for it (staff roles are not shown), so the
 * restaurant's phone is the way (the store's, else the brand's: restaurant-recipient), said before
 * the sign-off. Nothing when neither has a phone.
 */
const CHANGE_BY_PHONE: Record<Language, Record<'table' | 'event', (store: string, phone: string) => string>> = {
  en: { table: (store, phone) => `To change or cancel it, call ${store} on ${phone}.`, event: (store, phone) => `To change or cancel your booking, call ${store} on ${phone}.` },
  es: { table: (store, phone) => `Para cambiarla o cancelarla, llama a ${store} al ${phone}.`, event: (store, phone) => `Para cambiar o cancelar tu reserva, llama a ${store} al ${phone}.` },
  lt: { table: lithuanianChangeByPhone, event: lithuanianChangeByPhone },
  ro: { table: (store, phone) => `Ca s-o modifici sau s-o anulezi, sună la ${store}: ${phone}.`, event: (store, phone) => `Ca să modifici sau să anulezi rezervarea, sună la ${store}: ${phone}.` },
};

/** The e-mail with the change-or-cancel line put in before its last paragraph (the sign-off). */
function withChangeByPhone(email: Email, line: string | null): Email {
  if (!line) return email;
  const paragraphs = email.body.split('\n\n');
  return { ...email, body: [...paragraphs.slice(0, -1), line, ...paragraphs.slice(-1)].join('\n\n') };
}

export function tableReservationEmail(language: Language, v: { name: string; store: string; address: string; phone?: string; persons: number; date: string; hour: string }): Email {
  // The day as the e-mail's own language writes it (not YYYY-MM-DD); the hour stays as booked.
  const email = TABLE[language]({ ...v, date: dayInLanguage(language, v.date) });
  return withChangeByPhone(email, v.phone?.trim() ? CHANGE_BY_PHONE[language].table(v.store, v.phone.trim()) : null);
}

/** `day` and `time` as eventDayAndTime writes them; `store` and `address`: where the event takes place. */
export function eventReservationEmail(
  language: Language,
  v: { name: string; event: string; store: string; address: string; phone?: string; persons: number; day: string; time: string },
): Email {
  return withChangeByPhone(EVENT[language](v), v.phone?.trim() ? CHANGE_BY_PHONE[language].event(v.store, v.phone.trim()) : null);
}

/** `shop`: the brand's name (website settings). */
export function jobApplicationEmail(language: Language, v: { name: string; job: string; shop: string }): Email {
  return APPLICATION[language](v);
}
