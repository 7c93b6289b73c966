import type { Language } from 'shared-contracts/types/language';
import type { Messages } from 'shared-contracts/i18n/namespace';

/** Only the language in use is fetched; each language is its own chunk. */
export const loadShellMessages = (language: Language): Promise<Messages> =>
  import(`./${language}.json`).then((module: { default: Messages }) => module.default);
