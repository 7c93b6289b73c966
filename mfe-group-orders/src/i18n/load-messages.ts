import type { Language } from 'shared-contracts/types/language';
import type { Messages } from 'shared-contracts/i18n/namespace';

/** This remote's own i18next namespace. */
export const NAMESPACE = 'group_orders';

/** A dynamic import per language, so only the one in use is fetched. */
export function loadMessages(language: Language): Promise<Messages> {
  return import(`./${language}.json`).then((module: { default: Messages }) => module.default);
}
