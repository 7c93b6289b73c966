import { loadNamespace, useNamespace } from 'shared-contracts/i18n/namespace';
import { ACCOUNT_NAMESPACE, loadAccountMessages } from './load-account-messages';

// Asked for as a screen's code is evaluated, not after its first render (see loadNamespace).
loadNamespace(ACCOUNT_NAMESPACE, loadAccountMessages).catch(() => undefined);

/** The account namespace's `t` and whether its texts are in. */
export function useAccountTexts() {
  return useNamespace(ACCOUNT_NAMESPACE, loadAccountMessages);
}
