import { api } from 'shared-contracts/api/client';
import { hasStatus, serverMessage } from 'shared-contracts/api/server-message';
import type { Voucher } from 'shared-contracts/types/voucher';

/** A code's voucher, or why the API refused it (422), in the customer's language when it said. */
export type VoucherCheck = { voucher: Voucher } | { refused: string | null };

/**
 * The voucher behind a code. A refusal says why when the API did: a code that is not valid, or a
 * voucher that belongs to an account (sign in), to another account, or was used already. `quiet`:
 * any other failure is the caller's to handle, and the API client says nothing of it.
 */
export async function checkVoucher(code: string, { quiet = false } = {}): Promise<VoucherCheck> {
  try {
    const options = { json: { code }, ...(quiet ? { context: { quiet: true } } : {}) };
    return { voucher: await api().post('public/vouchers/check', options).json<Voucher>() };
  } catch (error) {
    if (hasStatus(error, 422)) return { refused: await serverMessage(error) };
    throw error;
  }
}
