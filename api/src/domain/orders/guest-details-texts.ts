import type { GuestDetailsError } from 'shared-contracts/checkout/guest-details';
import type { Translated } from 'shared-contracts/types/language';
import { PHONE_RULE_TEXT } from '../phone-rule-text';

/** Spec §5 guest details: what is wrong with the name, e-mail or phone of an order, as the checkout says it. */
export const GUEST_DETAILS_TEXTS = {
  name_required: {
    en: 'Please enter your full name.',
    es: 'Introduce tu nombre completo.',
    lt: 'Įveskite vardą ir pavardę.',
    ro: 'Te rugăm să introduci numele complet.',
  },
  email_invalid: {
    en: 'Your email address is invalid.',
    es: 'Tu dirección de correo electrónico no es válida.',
    lt: 'Neteisingas el. pašto adresas.',
    ro: 'Adresa de e-mail nu este validă.',
  },
  phone_invalid: PHONE_RULE_TEXT,
  phone_country: {
    en: 'Please check your phone number: it is not a valid number in the chosen phone country.',
    es: 'Revisa tu número de teléfono: no es un número válido en el país del teléfono elegido.',
    lt: 'Patikrinkite telefono numerį: tai nėra teisingas pasirinktos telefono šalies numeris.',
    ro: 'Te rugăm să verifici numărul de telefon: nu este un număr valid în țara aleasă.',
  },
} satisfies Record<GuestDetailsError, Translated>;
