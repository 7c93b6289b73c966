import { loadNamespace, useNamespace } from 'shared-contracts/i18n/namespace';
import { PAYMENTS_NAMESPACE, loadPaymentsMessages } from './load-payments-messages';

// Asked for as a screen's code is evaluated, not after its first render (see loadNamespace).
loadNamespace(PAYMENTS_NAMESPACE, loadPaymentsMessages).catch(() => undefined);

export function usePaymentsTexts() {
  return useNamespace(PAYMENTS_NAMESPACE, loadPaymentsMessages);
}
