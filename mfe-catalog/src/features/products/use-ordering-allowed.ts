import { useStore } from '@nanostores/react';
import { $settings, isOrderingAllowed } from 'shared-contracts/stores/settings';

/** Spec §9 default true: allow_ordering false makes the shop browse-only. */
export function useOrderingAllowed(): boolean {
  return isOrderingAllowed(useStore($settings));
}
