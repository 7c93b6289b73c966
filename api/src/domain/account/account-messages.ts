import type { FastifyRequest } from 'fastify';
import type { Translated } from 'shared-contracts/types/language';
import { requestLanguage, translate } from '../language';

/**
 * The sentences the account endpoints answer with, in the shop's languages: forms show them as
 * they come (422 is left to the form by the error catalogue). Romanian is partial (spec §1).
 */
const MESSAGES = {
  sign_in_required: {
    en: 'Please sign in to continue.',
    es: 'Inicia sesión para continuar.',
    lt: 'Prisijunkite, kad galėtumėte tęsti.',
    ro: 'Vă rugăm să vă autentificați pentru a continua.',
  },
  login_failed: {
    en: 'The e-mail address or the password is not correct.',
    es: 'El correo electrónico o la contraseña no son correctos.',
    lt: 'Neteisingas el. pašto adresas arba slaptažodis.',
    ro: 'Adresa de e-mail sau parola nu este corectă.',
  },
  register_email_refused: {
    en: 'We could not create an account with this e-mail address. If it is yours, sign in or reset your password.',
    es: 'No hemos podido crear una cuenta con este correo. Si es tuyo, inicia sesión o restablece tu contraseña.',
    lt: 'Nepavyko sukurti paskyros su šiuo el. pašto adresu. Jei jis jūsų, prisijunkite arba atkurkite slaptažodį.',
  },
  referral_invalid: {
    en: 'This referral code is not valid.',
    es: 'Este código de recomendación no es válido.',
    lt: 'Šis rekomendacijos kodas negalioja.',
  },
  reset_link_invalid: {
    en: 'This link has expired or has already been used. Ask for a new one.',
    es: 'Este enlace ha caducado o ya se ha usado. Pide uno nuevo.',
    lt: 'Ši nuoroda nebegalioja arba jau panaudota. Paprašykite naujos.',
  },
  phone_code_expired: {
    en: 'This code has expired. Ask for a new one.',
    es: 'Este código ha caducado. Pide uno nuevo.',
    lt: 'Šis kodas nebegalioja. Paprašykite naujo.',
  },
  phone_code_wrong: {
    en: 'This code is not correct. Check the SMS and try again.',
    es: 'Este código no es correcto. Revisa el SMS e inténtalo de nuevo.',
    lt: 'Kodas neteisingas. Patikrinkite SMS ir bandykite dar kartą.',
  },
  phone_code_spent: {
    en: 'This code is not correct and can no longer be used. Ask for a new one.',
    es: 'Este código no es correcto y ya no se puede usar. Pide uno nuevo.',
    lt: 'Kodas neteisingas ir nebegali būti naudojamas. Paprašykite naujo.',
  },
  phone_wait: {
    en: 'Please wait {seconds} seconds before asking for a new code.',
    es: 'Espera {seconds} segundos antes de pedir un código nuevo.',
    lt: 'Palaukite {seconds} s, prieš prašydami naujo kodo.',
  },
  phone_already_validated: {
    en: 'Your phone number is already validated.',
    es: 'Tu número de teléfono ya está validado.',
    lt: 'Jūsų telefono numeris jau patvirtintas.',
  },
  old_password_wrong: {
    en: 'The old password is not correct.',
    es: 'La contraseña actual no es correcta.',
    lt: 'Senas slaptažodis neteisingas.',
  },
  password_wrong: {
    en: 'The password is not correct.',
    es: 'La contraseña no es correcta.',
    lt: 'Slaptažodis neteisingas.',
  },
  email_taken: {
    en: 'This e-mail address cannot be used. Choose another one.',
    es: 'Este correo electrónico no se puede usar. Elige otro.',
    lt: 'Šio el. pašto adreso naudoti negalima. Pasirinkite kitą.',
  },
  address_not_found: {
    en: 'This saved address does not exist.',
    es: 'Esta dirección guardada no existe.',
    lt: 'Tokio išsaugoto adreso nėra.',
  },
  sms_code: {
    en: 'Your verification code is {code}. It is valid for {minutes} minutes.',
    es: 'Tu código de verificación es {code}. Es válido durante {minutes} minutos.',
    lt: 'Jūsų patvirtinimo kodas: {code}. Galioja {minutes} min.',
    ro: 'Codul dumneavoastră de verificare este {code}. Este valabil {minutes} minute.',
  },
  reset_subject: {
    en: 'Set a new password',
    es: 'Crea una nueva contraseña',
    lt: 'Nustatykite naują slaptažodį',
  },
  reset_body: {
    en: 'Hello {name},\n\nopen this link to set a new password (it works once, for {minutes} minutes):\n{link}\n\nIf you did not ask for it, ignore this e-mail.',
    es: 'Hola, {name}:\n\nabre este enlace para crear una nueva contraseña (funciona una vez, durante {minutes} minutos):\n{link}\n\nSi no lo has pedido tú, ignora este correo.',
    lt: 'Sveiki, {name},\n\natidarykite šią nuorodą, kad nustatytumėte naują slaptažodį (veikia vieną kartą, {minutes} min.):\n{link}\n\nJei to neprašėte, nekreipkite dėmesio į šį laišką.',
  },
} satisfies Record<string, Translated>;

export type AccountMessageKey = keyof typeof MESSAGES;

/** The sentence in the request's language (Content-Language), `{name}` placeholders filled. */
export function accountMessage(request: FastifyRequest, key: AccountMessageKey, params: Record<string, string | number> = {}): string {
  const language = requestLanguage(undefined, request.headers['content-language']);
  return translate(MESSAGES[key], language).replace(/\{(\w+)\}/g, (_whole, name: string) => String(params[name] ?? ''));
}
