import { api } from 'shared-contracts/api/client';
import type { SavedCard } from 'shared-contracts/types/saved-card';

export type { SavedCard };

export function getSavedCards(): Promise<SavedCard[]> {
  return api().get('public/account/cards').json();
}

/**
 * A card already deleted (in another tab or window) is what was asked for: its 404 is no failure,
 * where the error catalogue's answer to it would take the customer from their account to the homepage.
 */
export async function deleteSavedCard(id: number): Promise<void> {
  await api().delete(`public/account/cards/${id}`, { throwHttpErrors: (status) => status !== 404 });
}
