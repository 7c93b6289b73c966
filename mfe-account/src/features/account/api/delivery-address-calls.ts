import { api } from 'shared-contracts/api/client';
import type { DeliveryAddress } from 'shared-contracts/types/user';

export type AddressInput = Omit<DeliveryAddress, 'id' | 'lat' | 'lng'> & Partial<Pick<DeliveryAddress, 'id' | 'lat' | 'lng'>>;

/** Spec §3: with a known id the saved address is replaced, without one a new one is added. */
export function saveAddress(address: AddressInput): Promise<DeliveryAddress> {
  return api().post('public/account/delivery-addresses', { json: address }).json();
}

export async function deleteAddress(id: number): Promise<void> {
  await api().delete(`public/account/delivery-addresses/${id}`);
}
