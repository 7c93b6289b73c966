import type { MetaTags } from 'shared-contracts/types/settings';

/** Spec §9: page-metadata updates are debounced 50 ms, so a burst of route changes writes once. */
export const METADATA_DEBOUNCE_MS = 50;

let timer: ReturnType<typeof setTimeout> | undefined;

export function setPageMetadata(meta: Partial<MetaTags> & { language?: string }): void {
  clearTimeout(timer);
  timer = setTimeout(() => writeMetadata(meta), METADATA_DEBOUNCE_MS);
}

function writeMetadata(meta: Partial<MetaTags> & { language?: string }): void {
  if (meta.title) document.title = meta.title;
  if (meta.language) document.documentElement.lang = meta.language;
  for (const name of ['description', 'keywords'] as const) {
    const content = meta[name];
    if (content === undefined) continue;
    let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = name;
      document.head.append(tag);
    }
    tag.content = content;
  }
}
