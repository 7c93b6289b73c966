import type { ChoiceViolation } from 'shared-contracts/choices/validate-product-choices';
import type { Language, Translated } from 'shared-contracts/types/language';
import { counted, translate, type CountedForms } from '../language';
import { ORDER_LINE_TEXTS } from './order-line-texts';

/**
 * The broken product-choice rules of spec §5, as the API says them. The English is the sentence
 * shared-contracts' validateProductChoices writes (clients read it); the other languages are built
 * from the same fields. Lithuanian names the group or option before a colon, where no case is asked of it.
 */
const CHOICE_TEXTS = {
  quantity: {
    en: 'The quantity of {name} must be a whole number of at least 1.',
    es: 'La cantidad de {name} debe ser un número entero de al menos 1.',
    lt: '{name}: kiekis turi būti sveikasis skaičius, ne mažesnis nei 1.',
    ro: 'Cantitatea pentru {name} trebuie să fie un număr întreg, cel puțin 1.',
  },
  size_required: ORDER_LINE_TEXTS.choose_size,
  unknown_size: {
    en: 'Size {size_id} is not a size of {name}.',
    es: '{name} no tiene el tamaño {size_id}.',
    lt: '{name}: nėra dydžio {size_id}.',
    ro: '{name} nu are mărimea {size_id}.',
  },
  unknown_option: {
    en: 'Option {option_id} is not an option of {name}.',
    es: '{name} no tiene la opción {option_id}.',
    lt: '{name}: nėra pasirinkimo {option_id}.',
    ro: '{name} nu are opțiunea {option_id}.',
  },
  min_options: {
    en: '{group}: choose at least {options}.',
    es: '{group}: elige al menos {options}.',
    lt: '{group}: pasirinkite bent {options}.',
    ro: '{group}: alege cel puțin {options}.',
  },
  max_options: {
    en: '{group}: choose at most {options}.',
    es: '{group}: elige como máximo {options}.',
    lt: '{group}: pasirinkite ne daugiau kaip {options}.',
    ro: '{group}: alege cel mult {options}.',
  },
  min_quantity: {
    en: '{option}: take at least {min}.',
    es: '{option}: al menos {min}.',
    lt: '{option}: ne mažiau kaip {min}.',
    ro: '{option}: ia cel puțin {min}.',
  },
  max_quantity: {
    en: '{option}: take at most {max}.',
    es: '{option}: como máximo {max}.',
    lt: '{option}: ne daugiau kaip {max}.',
    ro: '{option}: ia cel mult {max}.',
  },
} satisfies Record<ChoiceViolation['rule'], Translated>;

/** "2 options" as the object of "choose": Lithuanian in the accusative (1 variantą, 2 variantus, 10 variantų). */
const OPTIONS_COUNTED: Record<Language, CountedForms> = {
  en: { one: '# option', other: '# options' },
  es: { one: '# opción', other: '# opciones' },
  lt: { one: '# variantą', few: '# variantus', other: '# variantų' },
  ro: { one: '# opțiune', few: '# opțiuni', other: '# de opțiuni' },
};

/** The sentence for one broken rule of `productName` (as sold, in `language`), in `language`. */
export function choiceViolationText(violation: ChoiceViolation, productName: string, language: Language): string {
  const { rule, message: _english, ...fields } = violation;
  const params: Record<string, string | number> = { ...fields, name: productName };
  if (violation.rule === 'min_options') params.options = counted(language, violation.min, OPTIONS_COUNTED[language]);
  if (violation.rule === 'max_options') params.options = counted(language, violation.max, OPTIONS_COUNTED[language]);
  return translate(CHOICE_TEXTS[rule], language, params);
}

/**
 * The same text where the product is not otherwise named (an order's refusals, read together):
 * led by the product's name unless the rule's own text names it ({name}).
 */
export function choiceViolationOfProduct(violation: ChoiceViolation, productName: string, language: Language): string {
  const text = choiceViolationText(violation, productName, language);
  return CHOICE_TEXTS[violation.rule][language].includes('{name}') ? text : `${productName}: ${text}`;
}
