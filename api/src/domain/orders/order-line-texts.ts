import type { Language, Translated } from 'shared-contracts/types/language';
import { translate } from '../language';

/**
 * Refusals of a line of an order that the store no longer sells as it was chosen (the cart is
 * older than the menu). Lithuanian names the product before a colon, where no case is asked of it.
 */
export const ORDER_LINE_TEXTS = {
  not_sold: {
    en: '{name} is not sold in this store.',
    es: '{name} no se vende en esta tienda.',
    lt: '{name}: šioje parduotuvėje neparduodama.',
    ro: '{name} nu se vinde în acest restaurant.',
  },
  not_sold_unnamed: {
    en: 'A product in your order is not sold in this store.',
    es: 'Un producto de tu pedido no se vende en esta tienda.',
    lt: 'Vienas jūsų užsakymo produktas šioje parduotuvėje neparduodamas.',
    ro: 'Un produs din comanda ta nu se vinde în acest restaurant.',
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

/**
 * A line whose product the store does not sell, named as the customer knows it (the catalogue's
 * name, or the one the line was stored with): its id means nothing to them. A product gone from the
 * catalogue, whose name nothing holds any more, is said without one.
 */
export function notSoldText(name: string | undefined, language: Language): string {
  const named = name?.trim();
  return named ? translate(ORDER_LINE_TEXTS.not_sold, language, { name: named }) : translate(ORDER_LINE_TEXTS.not_sold_unnamed, language);
}
