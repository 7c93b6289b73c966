import type { FastifyRequest } from 'fastify';
import type { Language, Translated } from 'shared-contracts/types/language';
import { FIELD_PROBLEM_MESSAGES, MAX_MESSAGE_LENGTH } from 'shared-contracts/forms/person-fields';
import { CV_MAX_BYTES } from '../cv-file';
import { contentLanguageOf, translate } from '../language';
import { PHONE_RULE_TEXT } from '../phone-rule-text';

/** The CV limit as the sentences name it, from the one limit the upload enforces. */
const CV_MEGABYTES = CV_MAX_BYTES / 1024 / 1024;

/**
 * The refusals of the reservation, event, job and contact forms (and of the rate limit that guards them),
 * in the shop's languages: the forms show them as they come. Romanian falls back to English only
 * where a sentence lacks it. Counts are worded so any number reads right ("room for only 1 more",
 * "liko: 1"), so no sentence needs plural forms.
 */
const MESSAGES = {
  // Spec §5 person fields, worded as the forms word them, so the server's refusal reads the same.
  full_name: {
    en: FIELD_PROBLEM_MESSAGES.full_name,
    es: 'Introduce tu nombre completo.',
    lt: 'Įveskite vardą ir pavardę.',
    ro: 'Introdu numele complet.',
  },
  email: {
    en: FIELD_PROBLEM_MESSAGES.email,
    es: 'Tu dirección de correo electrónico no es válida.',
    lt: 'Neteisingas el. pašto adresas.',
    ro: 'Adresa de e-mail nu este validă.',
  },
  phone: PHONE_RULE_TEXT,
  message: {
    en: FIELD_PROBLEM_MESSAGES.message,
    es: 'Escribe tu mensaje.',
    lt: 'Parašykite žinutę.',
    ro: 'Scrie mesajul tău.',
  },
  message_too_long: {
    en: FIELD_PROBLEM_MESSAGES.message_too_long,
    es: `Tu mensaje es demasiado largo: escribe como máximo ${MAX_MESSAGE_LENGTH} caracteres.`,
    lt: `Žinutė per ilga: parašykite ne daugiau kaip ${MAX_MESSAGE_LENGTH} simbolių.`,
    ro: `Mesajul este prea lung: scrie cel mult ${MAX_MESSAGE_LENGTH} de caractere.`,
  },
  // A page the brand hides, and a form's job, event or store that is not there (an old link): the
  // forms show the 404's sentence as they show a refusal, so it is said in the visitor's language.
  page_hidden: {
    en: 'This page is not available.',
    es: 'Esta página no está disponible.',
    lt: 'Šis puslapis nepasiekiamas.',
    ro: 'Această pagină nu este disponibilă.',
  },
  job_not_found: {
    en: 'This job is no longer on offer.',
    es: 'Este puesto de trabajo ya no está disponible.',
    lt: 'Šios darbo vietos nebėra.',
    ro: 'Acest post nu mai este disponibil.',
  },
  event_not_found: {
    en: 'This event could not be found.',
    es: 'No se ha encontrado este evento.',
    lt: 'Šio renginio rasti nepavyko.',
    ro: 'Acest eveniment nu a fost găsit.',
  },
  store_not_found: {
    en: 'This restaurant could not be found.',
    es: 'No se ha encontrado este restaurante.',
    lt: 'Šio restorano rasti nepavyko.',
    ro: 'Acest restaurant nu a fost găsit.',
  },
  // A store with no e-mail (nor the brand): a booking, application or message would reach nobody, so
  // the visitor is told how else to (restaurant-recipient).
  restaurant_unreachable_call: {
    en: '{store} cannot be reached through this website. Please call {phone}.',
    es: 'A través de esta web no se puede contactar con {store}. Llama al {phone}.',
    lt: 'Per šią svetainę susisiekti su {store} negalima. Skambinkite tel. {phone}.',
    ro: 'Prin acest site nu se poate lua legătura cu {store}. Te rugăm să suni la {phone}.',
  },
  restaurant_unreachable: {
    en: '{store} cannot be reached through this website. Please contact the restaurant another way.',
    es: 'A través de esta web no se puede contactar con {store}. Ponte en contacto con el restaurante de otra forma.',
    lt: 'Per šią svetainę susisiekti su {store} negalima. Susisiekite su restoranu kitu būdu.',
    ro: 'Prin acest site nu se poate lua legătura cu {store}. Te rugăm să contactezi restaurantul în alt mod.',
  },
  // The same Idempotency-Key sent with another request than the one it was first sent with: the
  // shop's forms take a new key for changed content, so only another client would be told this.
  key_reused: {
    en: 'This Idempotency-Key was already sent with another request. Send a new key with this one.',
    es: 'Esta Idempotency-Key ya se envió con otra solicitud. Envía una clave nueva con esta.',
    lt: 'Šis Idempotency-Key jau buvo išsiųstas su kita užklausa. Su šia užklausa siųskite naują raktą.',
    ro: 'Această Idempotency-Key a fost deja trimisă cu o altă cerere. Trimite o cheie nouă cu aceasta.',
  },
  bot_refused: {
    en: 'This form could not be sent.',
    es: 'No se ha podido enviar este formulario.',
    lt: 'Šios formos išsiųsti nepavyko.',
    ro: 'Acest formular nu a putut fi trimis.',
  },
  // A day or hour no store could take, said before any sentence names it (2027-02-31 is no day to write).
  reservation_not_a_date: {
    en: 'That is not a date: please choose a day.',
    es: 'Esa fecha no existe: elige un día.',
    lt: 'Tokios datos nėra. Pasirinkite dieną.',
    ro: 'Această dată nu există. Te rugăm să alegi o zi.',
  },
  reservation_date_past: {
    en: 'That date has passed: choose today or a later day.',
    es: 'Esa fecha ya ha pasado: elige hoy o un día posterior.',
    lt: 'Ši diena jau praėjo. Pasirinkite šiandieną arba vėlesnę dieną.',
    ro: 'Această dată a trecut. Te rugăm să alegi ziua de azi sau o zi ulterioară.',
  },
  // After a colon the day is in the nominative, as Intl writes it; "until" would want another case in lt.
  reservation_date_too_far: {
    en: 'Tables can be reserved up to {date}: please choose that day or an earlier one.',
    es: 'Se puede reservar mesa hasta el {date}: elige ese día o uno anterior.',
    lt: 'Paskutinė diena, kuriai galima rezervuoti staliuką: {date}. Pasirinkite ją arba ankstesnę dieną.',
    ro: 'Ultima zi pentru care se pot rezerva mese: {date}. Te rugăm să alegi acea zi sau una anterioară.',
  },
  reservation_not_an_hour: {
    en: 'That is not a time of day: please choose an hour.',
    es: 'Esa hora no existe: elige una hora.',
    lt: 'Tokios valandos nėra. Pasirinkite valandą.',
    ro: 'Această oră nu există. Te rugăm să alegi o oră.',
  },
  // A wall-clock hour that does not exist on the day the clocks go forward (03:30 in Vilnius).
  reservation_hour_skipped: {
    en: 'The clocks go forward an hour that day, so {hour} does not exist: please choose another hour.',
    es: 'Ese día se adelantan los relojes una hora, así que las {hour} no existen: elige otra hora.',
    lt: 'Tą dieną laikrodžiai persukami valanda į priekį, todėl {hour} val. nėra. Pasirinkite kitą valandą.',
    ro: 'În acea zi ceasurile se dau cu o oră înainte, așa că ora {hour} nu există. Te rugăm să alegi altă oră.',
  },
  reservation_hour_past: {
    en: 'That hour has passed: choose a later hour.',
    es: 'Esa hora ya ha pasado: elige una hora posterior.',
    lt: 'Ši valanda jau praėjo. Pasirinkite vėlesnę valandą.',
    ro: 'Această oră a trecut. Te rugăm să alegi o oră ulterioară.',
  },
  reservation_store_closed: {
    en: '{store} does not take reservations.',
    es: '{store} no acepta reservas.',
    lt: '{store} nepriima rezervacijų.',
    ro: '{store} nu primește rezervări.',
  },
  reservation_hour_closed: {
    en: '{store} does not take reservations on {date} at {hour}. Please choose another date or hour.',
    es: '{store} no acepta reservas el {date} a las {hour}. Elige otra fecha u hora.',
    lt: '{store} nepriima rezervacijų {date}, {hour} val. Pasirinkite kitą dieną arba valandą.',
    ro: '{store} nu primește rezervări {date}, la ora {hour}. Te rugăm să alegi altă dată sau oră.',
  },
  reservation_full: {
    en: 'Sorry, {date} at {hour} is fully booked. Please choose another hour.',
    es: 'Lo sentimos, no queda sitio el {date} a las {hour}. Elige otra hora.',
    lt: 'Atsiprašome, {date}, {hour} val. laisvų vietų nebeliko. Pasirinkite kitą valandą.',
    ro: 'Ne pare rău, nu mai sunt locuri libere {date}, la ora {hour}. Te rugăm să alegi altă oră.',
  },
  reservation_room_left: {
    en: 'Sorry, there is room for only {count} more on {date} at {hour}.',
    es: 'Lo sentimos, solo queda sitio para {count} más el {date} a las {hour}.',
    lt: 'Atsiprašome, {date}, {hour} val. laisvų vietų liko: {count}.',
    ro: 'Ne pare rău, locuri libere {date}, la ora {hour}: doar {count}.',
  },
  event_past: {
    en: 'This event has already taken place.',
    es: 'Este evento ya se ha celebrado.',
    lt: 'Šis renginys jau įvyko.',
    ro: 'Acest eveniment a avut deja loc.',
  },
  event_sold_out: {
    en: 'Sorry, this event is sold out.',
    es: 'Lo sentimos, ya no quedan plazas para este evento.',
    lt: 'Atsiprašome, į šį renginį laisvų vietų nebeliko.',
    ro: 'Ne pare rău, nu mai sunt locuri la acest eveniment.',
  },
  event_room_left: {
    en: 'Sorry, there is room for only {count} more at this event.',
    es: 'Lo sentimos, solo queda sitio para {count} más en este evento.',
    lt: 'Atsiprašome, į šį renginį laisvų vietų liko: {count}.',
    ro: 'Ne pare rău, locuri libere la acest eveniment: doar {count}.',
  },
  // One e-mail address or phone number holds only so many upcoming bookings at a store
  // (bookings-per-person); nothing on the website changes one, so the restaurant's phone does.
  bookings_limit_call: {
    en: 'You already have the most upcoming bookings at {store} that can be made online: {count}. To change one of them, please call the restaurant on {phone}.',
    es: 'Ya tienes en {store} el máximo de reservas próximas que se pueden hacer en línea: {count}. Para cambiar alguna, llama al restaurante al {phone}.',
    lt: 'Restorane „{store}“ jau turite daugiausia būsimų rezervacijų, kiek galima padaryti internetu: {count}. Norėdami pakeisti kurią nors iš jų, skambinkite restoranui telefonu {phone}.',
    ro: 'Ai deja la {store} numărul maxim de rezervări viitoare care se pot face online: {count}. Ca să modifici una dintre ele, te rugăm să suni la restaurant: {phone}.',
  },
  bookings_limit: {
    en: 'You already have the most upcoming bookings at {store} that can be made online: {count}. To change one of them, please contact the restaurant.',
    es: 'Ya tienes en {store} el máximo de reservas próximas que se pueden hacer en línea: {count}. Para cambiar alguna, ponte en contacto con el restaurante.',
    lt: 'Restorane „{store}“ jau turite daugiausia būsimų rezervacijų, kiek galima padaryti internetu: {count}. Norėdami pakeisti kurią nors iš jų, susisiekite su restoranu.',
    ro: 'Ai deja la {store} numărul maxim de rezervări viitoare care se pot face online: {count}. Ca să modifici una dintre ele, te rugăm să contactezi restaurantul.',
  },
  cv_missing: {
    en: `Please attach your CV (PDF, DOC or DOCX, at most ${CV_MEGABYTES} MB).`,
    es: `Adjunta tu CV (PDF, DOC o DOCX, de ${CV_MEGABYTES} MB como máximo).`,
    lt: `Pridėkite savo CV (PDF, DOC arba DOCX, ne didesnį nei ${CV_MEGABYTES} MB).`,
    ro: `Te rugăm să atașezi CV-ul (PDF, DOC sau DOCX, de cel mult ${CV_MEGABYTES} MB).`,
  },
  cv_type: {
    en: 'Your CV must be a PDF, DOC or DOCX file.',
    es: 'Tu CV debe ser un archivo PDF, DOC o DOCX.',
    lt: 'Jūsų CV turi būti PDF, DOC arba DOCX failas.',
    ro: 'CV-ul trebuie să fie un fișier PDF, DOC sau DOCX.',
  },
  cv_too_large: {
    en: `Your CV is larger than ${CV_MEGABYTES} MB. Please send a smaller file.`,
    es: `Tu CV ocupa más de ${CV_MEGABYTES} MB. Envía un archivo más pequeño.`,
    lt: `Jūsų CV didesnis nei ${CV_MEGABYTES} MB. Atsiųskite mažesnį failą.`,
    ro: `CV-ul depășește ${CV_MEGABYTES} MB. Te rugăm să trimiți un fișier mai mic.`,
  },
  cv_one_file: {
    en: 'Send only one file: your CV.',
    es: 'Envía un solo archivo: tu CV.',
    lt: 'Siųskite tik vieną failą – savo CV.',
    ro: 'Trimite un singur fișier: CV-ul.',
  },
  application_garbled: {
    en: 'The application arrived incomplete or garbled. Please send the form again.',
    es: 'La solicitud ha llegado incompleta o dañada. Vuelve a enviar el formulario.',
    lt: 'Prašymas atkeliavo neišsamus arba sugadintas. Išsiųskite formą dar kartą.',
    ro: 'Candidatura a ajuns incompletă sau deteriorată. Te rugăm să trimiți din nou formularul.',
  },
  // The day's CVs are full (CV_BYTES_PER_DAY): the applicant is given the restaurant's address to send it to.
  cv_day_full: {
    en: 'We cannot take any more CVs today. Please try again tomorrow, or e-mail your application to {email}.',
    es: 'Hoy no podemos recibir más CV. Inténtalo de nuevo mañana o envía tu candidatura por correo electrónico a {email}.',
    lt: 'Šiandien daugiau CV priimti negalime. Bandykite dar kartą rytoj arba atsiųskite savo prašymą el. paštu {email}.',
    ro: 'Astăzi nu mai putem primi CV-uri. Te rugăm să încerci din nou mâine sau să trimiți candidatura prin e-mail la {email}.',
  },
  // The checkout's "tell me when you deliver here" (spec §8); Romanian as the checkout speaks (tu).
  notify_address_required: {
    en: 'Please enter your address.',
    es: 'Introduce tu dirección.',
    lt: 'Įveskite adresą.',
    ro: 'Introdu adresa.',
  },
  notify_already_delivered: {
    en: 'We already deliver to this address: you can order now.',
    es: 'Ya entregamos en esta dirección: puedes pedir ahora.',
    lt: 'Šiuo adresu jau pristatome – galite užsisakyti dabar.',
    ro: 'Livrăm deja la această adresă: poți comanda acum.',
  },
  too_many_attempts: {
    en: 'Too many attempts. Please try again in {wait}.',
    es: 'Demasiados intentos. Inténtalo de nuevo dentro de {wait}.',
    // "po" would need the genitive, which Intl's units do not give; after a colon the nominative reads right.
    lt: 'Per daug bandymų. Iki kito bandymo liko: {wait}.',
    ro: 'Prea multe încercări. Te rugăm să încerci din nou peste {wait}.',
  },
  // The live updates of group orders and tables: one address holds only so many open at once.
  too_many_live_streams: {
    en: 'Too many pages with live updates are open from your network. Close a few and try again.',
    es: 'Hay demasiadas páginas con actualizaciones en directo abiertas desde tu red. Cierra algunas e inténtalo de nuevo.',
    lt: 'Iš jūsų tinklo atidaryta per daug puslapių su tiesioginiais atnaujinimais. Uždarykite kelis ir bandykite dar kartą.',
    ro: 'Din rețeaua ta sunt deschise prea multe pagini cu actualizări în timp real. Închide câteva și încearcă din nou.',
  },
} satisfies Record<string, Translated>;

export type FormMessageKey = keyof typeof MESSAGES;

/**
 * A value of a sentence; a function gets the language the sentence is actually written in, so a
 * date or a wait is never Romanian inside an English fallback.
 */
export type FormMessageParam = string | number | ((language: Language) => string);

/** The sentence in the request's language (Content-Language), `{name}` placeholders filled. */
export function formMessage(request: Pick<FastifyRequest, 'headers'>, key: FormMessageKey, params: Record<string, FormMessageParam> = {}): string {
  const asked = contentLanguageOf(request);
  const text: Translated = MESSAGES[key];
  const language: Language = text[asked] === undefined ? 'en' : asked;
  return translate(text, language).replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const value = params[name] ?? '';
    return typeof value === 'function' ? value(language) : String(value);
  });
}
