import type { Messages } from 'shared-contracts/i18n/namespace';
import type { Language } from 'shared-contracts/types/language';

/** The i18next namespace of this remote's texts. */
export const CART_NAMESPACE = 'cart';

/**
 * One chunk per language, so a visitor downloads only the language in use (and English, the
 * per-key fallback). The JSON is nested by screen part; i18next reads nested keys with '.'.
 */
export function loadCartMessages(language: Language): Promise<Messages> {
  return import(`./${language}.json`).then((module: { default: Messages }) => module.default);
}
