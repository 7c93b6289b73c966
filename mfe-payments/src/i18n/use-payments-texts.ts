import { useNamespace } from 'shared-contracts/i18n/namespace';
import { PAYMENTS_NAMESPACE, loadPaymentsMessages } from './load-payments-messages';

export function usePaymentsTexts() {
  return useNamespace(PAYMENTS_NAMESPACE, loadPaymentsMessages);
}
