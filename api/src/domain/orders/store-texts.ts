import type { Translated } from 'shared-contracts/types/language';

/** The store an order names, when the shop has no store of that id. */
export const STORE_TEXTS = {
  unknown: {
    en: 'Store {id} does not exist.',
    es: 'La tienda {id} no existe.',
    lt: 'Parduotuvės {id} nėra.',
    ro: 'Restaurantul {id} nu există.',
  },
} satisfies Record<string, Translated>;
