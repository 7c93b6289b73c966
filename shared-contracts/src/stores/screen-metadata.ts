import { atom } from 'nanostores';

/**
 * What the screen on show says about itself, for the page title, description and Open Graph
 * tags. A remote's screen sets it and clears it (null) when it goes; the shell writes the tags,
 * debounced 50 ms (spec §9), falling back to the shop's own meta tags.
 */
export interface ScreenMetadata {
  title: string;
  description?: string;
  /** Absolute URL of a picture for link previews. */
  image?: string;
  /** 'product' for a dish, otherwise a website page. */
  type?: 'website' | 'product';
}

export const $screenMetadata = atom<ScreenMetadata | null>(null);

export function setScreenMetadata(metadata: ScreenMetadata | null): void {
  $screenMetadata.set(metadata);
}
