import type { Messages } from 'shared-contracts/i18n/namespace';
import type { Language } from 'shared-contracts/types/language';

/** The i18next namespace of this remote's texts. */
export const PAYMENTS_NAMESPACE = 'payments';

/** One chunk per language; English is the per-key fallback. */
export function loadPaymentsMessages(language: Language): Promise<Messages> {
  return import(`./${language}.json`).then((module: { default: Messages }) => module.default);
}
