import { useNamespace } from 'shared-contracts/i18n/namespace';
import { loadMessages, NAMESPACE } from './load-messages';

/** The namespace's `t`, and whether its texts for the current language are in. */
export function useTexts() {
  return useNamespace(NAMESPACE, loadMessages);
}
