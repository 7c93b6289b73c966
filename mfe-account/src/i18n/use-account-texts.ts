import { useNamespace } from 'shared-contracts/i18n/namespace';
import { ACCOUNT_NAMESPACE, loadAccountMessages } from './load-account-messages';

/** The account namespace's `t` and whether its texts are in. */
export function useAccountTexts() {
  return useNamespace(ACCOUNT_NAMESPACE, loadAccountMessages);
}
