import type { GuestDetailsError } from 'shared-contracts/checkout/guest-details';
import type { Translated } from 'shared-contracts/types/language';

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
  phone_invalid: {
    en: 'Please enter a valid phone number.',
    es: 'Introduce un número de teléfono válido.',
    lt: 'Įveskite teisingą telefono numerį.',
    ro: 'Te rugăm să introduci un număr de telefon valid.',
  },
} satisfies Record<GuestDetailsError, Translated>;
