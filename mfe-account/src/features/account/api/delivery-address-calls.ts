import { api } from 'shared-contracts/api/client';
import { keptIdempotencyKey } from 'shared-contracts/forms/kept-idempotency-key';
import type { DeliveryAddress } from 'shared-contracts/types/user';

export type AddressInput = Omit<DeliveryAddress, 'id' | 'lat' | 'lng'> & Partial<Pick<DeliveryAddress, 'id' | 'lat' | 'lng'>>;

/**
 * The Idempotency-Key of a new address being added: saved again after its answer was lost, the API
 * answers the address it added instead of adding a second copy (or refusing it as one too many).
 */
const addressAdd = keptIdempotencyKey('account:address-add', 'body');

/**
 * Spec §3: with a known id the saved address is replaced, without one a new one is added. 'gone'
 * when the address was deleted meanwhile (in another tab or window): the form says so and keeps
 * what was typed, where the error catalogue's answer to a 404 would leave the page and lose it.
 */
export async function saveAddress(address: AddressInput): Promise<DeliveryAddress | 'gone'> {
  const adding = address.id === undefined;
  const headers = adding ? { 'Idempotency-Key': addressAdd.keyFor(JSON.stringify(address)) } : {};
  const response = await api().post('public/account/delivery-addresses', { json: address, headers, throwHttpErrors: (status) => status !== 404 });
  if (response.status === 404) return 'gone';
  const saved = await response.json<DeliveryAddress>();
  if (adding) addressAdd.forget();
  return saved;
}

/** An address already deleted (in another tab or window) is what was asked for: its 404 is no failure. */
export async function deleteAddress(id: number): Promise<void> {
  await api().delete(`public/account/delivery-addresses/${id}`, { throwHttpErrors: (status) => status !== 404 });
}
