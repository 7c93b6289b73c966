import { api } from 'shared-contracts/api/client';
import type { DeliveryAddress } from 'shared-contracts/types/user';

/** What the checkout asks of the account: how to reach the customer, and where they have delivered to. */
export interface AccountContact {
  name: string;
  email: string;
  phone: string;
  delivery_addresses: DeliveryAddress[];
}

/**
 * GET public/account, for a signed-in customer's details. Quiet: the checkout works without them
 * (the customer types them), so a failure is nobody's notice.
 */
export function getAccountContact(signal: AbortSignal): Promise<AccountContact> {
  return api().get('public/account', { signal, context: { quiet: true } }).json<AccountContact>();
}
