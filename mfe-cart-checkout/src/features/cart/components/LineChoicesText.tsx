import type { TFunction } from 'i18next';
import type { LineChoices } from '../line-choices';
import './LineChoicesText.css';

/** The choices as they read: "2 × Extra mozzarella"; a single option is just its name. */
export function optionTexts({ options }: LineChoices, t: TFunction): string[] {
  return options.map(({ name, quantity }) => (quantity > 1 ? t('contents.optionQuantity', { quantity, name }) : name));
}

/** What was chosen on a line (its size, then its options), under its name: in the cart and in the placed order. */
export function LineChoicesText({ choices, t }: { choices: LineChoices; t: TFunction }) {
  const options = optionTexts(choices, t);
  return (
    <>
      {choices.size && <span className="line-choices__size">{t('contents.size', { size: choices.size })}</span>}
      {options.length > 0 && <span className="line-choices__options">{options.join(', ')}</span>}
    </>
  );
}
