import type { Translated } from 'shared-contracts/types/language';
import { FIELD_PROBLEM_MESSAGES } from 'shared-contracts/forms/person-fields';

/**
 * Spec §5's phone rule for the account and the reservation, event, job and contact forms
 * (shared-contracts phoneProblem: 6 to 15 digits), said the same way wherever it refuses a number,
 * as the screens say it (their catalogues are held to it by a test). An order's phone is held to
 * it too, and then to its country's numbering, worded apart (guest-details-texts).
 */
export const PHONE_RULE_TEXT: Translated = {
  en: FIELD_PROBLEM_MESSAGES.phone,
  es: 'Introduce tu número de teléfono: de 6 a 15 cifras, con espacios o guiones entre ellas si quieres (puede empezar con +).',
  lt: 'Įveskite telefono numerį: nuo 6 iki 15 skaitmenų, tarp jų galima rašyti tarpus ir brūkšnelius (gali prasidėti +).',
  ro: 'Te rugăm să introduci numărul de telefon: între 6 și 15 cifre, cu spații sau cratime între ele dacă dorești (poate începe cu +).',
};
