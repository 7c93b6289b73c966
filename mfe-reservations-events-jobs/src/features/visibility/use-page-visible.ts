import { useStore } from '@nanostores/react';
import { $settings } from 'shared-contracts/stores/settings';
import type { WebsiteSettings } from 'shared-contracts/types/settings';

export type OptionalPage = keyof WebsiteSettings['show_pages'];

/** Spec §2/§9: whether the brand shows this page; a hidden one renders the 404 screen. */
export function usePageVisible(page: OptionalPage): boolean {
  const settings = useStore($settings);
  return settings?.show_pages[page] ?? false;
}
