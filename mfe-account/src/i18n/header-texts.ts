import { useNamespace } from 'shared-contracts/i18n/namespace';
import type { Messages } from 'shared-contracts/i18n/namespace';
import type { Language } from 'shared-contracts/types/language';

/**
 * The header's user menu is on every page, the homepage included, so its texts are a namespace of
 * their own (issue #11): the homepage no longer downloads the whole account catalogue (2.9 KB gzip
 * in English) for a menu of a few links. The account screens load the account namespace.
 */
export const ACCOUNT_HEADER_NAMESPACE = 'accountHeader';

export function loadAccountHeaderMessages(language: Language): Promise<Messages> {
  return import(`./header/${language}.json`).then((module: { default: Messages }) => module.default);
}

/** The header namespace's `t` and whether its texts are in. */
export function useAccountHeaderTexts() {
  return useNamespace(ACCOUNT_HEADER_NAMESPACE, loadAccountHeaderMessages);
}
