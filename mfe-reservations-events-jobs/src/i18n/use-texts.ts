import { loadNamespace, useNamespace } from 'shared-contracts/i18n/namespace';
import { loadMessages, NAMESPACE } from './load-messages';

// Asked for as a screen's code is evaluated, not after its first render (see loadNamespace).
loadNamespace(NAMESPACE, loadMessages).catch(() => undefined);

/** The namespace's `t`, and whether its texts for the current language are in. */
export function useTexts() {
  return useNamespace(NAMESPACE, loadMessages);
}
