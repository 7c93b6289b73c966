import type { MetaTags } from 'shared-contracts/types/settings';

/** Spec §9: page-metadata updates are debounced 50 ms, so a burst of route changes writes once. */
export const METADATA_DEBOUNCE_MS = 50;

let timer: ReturnType<typeof setTimeout> | undefined;

/** Open Graph tags (link previews) written with the page's title and description. */
export interface OpenGraph {
  title?: string;
  description?: string;
  image?: string;
  url?: string;
  type?: string;
}

export type PageMetadata = Partial<MetaTags> & { language?: string; openGraph?: OpenGraph };

export function setPageMetadata(meta: PageMetadata): void {
  clearTimeout(timer);
  timer = setTimeout(() => writeMetadata(meta), METADATA_DEBOUNCE_MS);
}

function writeMetaTag(attribute: 'name' | 'property', key: string, content: string | undefined): void {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (content === undefined) {
    tag?.remove();
    return;
  }
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    document.head.append(tag);
  }
  tag.content = content;
}

function writeMetadata(meta: PageMetadata): void {
  if (meta.openGraph) {
    for (const key of ['title', 'description', 'image', 'url', 'type'] as const) {
      writeMetaTag('property', `og:${key}`, meta.openGraph[key] || undefined);
    }
  }
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
