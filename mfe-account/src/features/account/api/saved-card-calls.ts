import { api } from 'shared-contracts/api/client';
import type { SavedCard } from 'shared-contracts/types/saved-card';

export type { SavedCard };

export function getSavedCards(): Promise<SavedCard[]> {
  return api().get('public/account/cards').json();
}

export async function deleteSavedCard(id: number): Promise<void> {
  await api().delete(`public/account/cards/${id}`);
}
