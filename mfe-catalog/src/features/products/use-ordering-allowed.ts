import { useStore } from '@nanostores/react';
import { $settings } from 'shared-contracts/stores/settings';

/** Spec §9 default true: allow_ordering false makes the shop browse-only. */
export function useOrderingAllowed(): boolean {
  return useStore($settings)?.website.allow_ordering !== false;
}
