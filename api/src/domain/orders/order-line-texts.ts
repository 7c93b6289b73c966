import type { Translated } from 'shared-contracts/types/language';

/**
 * Refusals of a line of an order that the store no longer sells as it was chosen (the cart is
 * older than the menu). Lithuanian names the product before a colon, where no case is asked of it.
 */
export const ORDER_LINE_TEXTS = {
  not_sold: {
    en: 'Product {id} is not sold in this store.',
    es: 'El producto {id} no se vende en esta tienda.',
    lt: 'Produktas {id} šioje parduotuvėje neparduodamas.',
    ro: 'Produsul {id} nu se vinde în acest restaurant.',
  },
  out_of_stock: {
    en: '{name} is out of stock in this store.',
    es: '{name} está agotado en esta tienda.',
    lt: '{name}: šioje parduotuvėje išparduota.',
    ro: '{name} nu mai este în stoc în acest restaurant.',
  },
  no_such_size: {
    en: '{name} has no size {size} in this store.',
    es: '{name} no tiene el tamaño {size} en esta tienda.',
    lt: '{name}: šioje parduotuvėje nėra dydžio {size}.',
    ro: '{name} nu are mărimea {size} în acest restaurant.',
  },
  choose_size: {
    en: 'Choose a size of {name}.',
    es: 'Elige un tamaño de {name}.',
    lt: '{name}: pasirinkite dydį.',
    ro: 'Alege o mărime pentru {name}.',
  },
  no_such_option: {
    en: '{name} has no option {option}.',
    es: '{name} no tiene la opción {option}.',
    lt: '{name}: nėra pasirinkimo {option}.',
    ro: '{name} nu are opțiunea {option}.',
  },
} satisfies Record<string, Translated>;
