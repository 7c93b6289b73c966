import { api } from 'shared-contracts/api/client';
import type { Voucher } from 'shared-contracts/types/voucher';

/** The voucher behind a code, or null when the code is not valid (a 422 the form words itself). */
export async function checkVoucher(code: string): Promise<Voucher | null> {
  try {
    return await api().post('public/vouchers/check', { json: { code } }).json<Voucher>();
  } catch (error) {
    if ((error as { response?: Response }).response?.status === 422) return null;
    throw error;
  }
}
