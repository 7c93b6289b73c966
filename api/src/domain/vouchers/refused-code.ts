import type { Language } from 'shared-contracts/types/language';
import type { App } from '../../app-instance';
import { voucherHolderMessage } from './voucher-holder';

/**
 * Why a code that is not valid on `day` was refused, in the customer's language: an expired code
 * says so, rather than leaving the customer to wonder whether they typed it wrong.
 */
export async function refusedCodeMessage(app: App, code: string, day: string, language: Language): Promise<string> {
  const validity = await app.repositories.vouchers.validityOf(code, day);
  return voucherHolderMessage(validity === 'expired' || validity === 'not_yet_valid' ? validity : 'not_valid', language);
}
