import type { Translated } from 'shared-contracts/types/language';

/** Spec §5 information confirmation: the customer says the order's details are right, as the checkout asks it. */
export const INFORMATION_TEXTS = {
  confirm: {
    en: 'Please confirm that your details are correct.',
    es: 'Confirma que tus datos son correctos.',
    lt: 'Patvirtinkite, kad jūsų duomenys teisingi.',
    ro: 'Te rugăm să confirmi că datele tale sunt corecte.',
  },
} satisfies Record<string, Translated>;
