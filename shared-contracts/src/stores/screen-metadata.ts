import { atom } from 'nanostores';
import { createElement, useEffect, type ComponentPropsWithRef } from 'react';

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

/**
 * Tells the shell this screen's title and description while it is shown; null while loading keeps
 * the shop's own. Cleared when the screen goes.
 */
export function useScreenMetadata(metadata: ScreenMetadata | null): void {
  const { title, description, image, type } = metadata ?? {};
  useEffect(() => {
    setScreenMetadata(title === undefined ? null : { title, description, image, type });
    return () => setScreenMetadata(null);
  }, [title, description, image, type]);
}

type ScreenHeadingProps = Omit<ComponentPropsWithRef<'h1'>, 'children'> & { children: string };

/**
 * A routed screen's heading, which is also its page title ("Sign in | Casa Aurora"): the browser
 * tab, the history list and a screen reader arriving on the page read the words the page shows
 * (WCAG 2.4.2, "Page Titled"). A screen that says more about itself (a product's description and
 * picture) calls useScreenMetadata instead.
 *
 * It lives in this module, not in ui/, and is written without JSX so that no new shared module
 * comes with it: every shared module adds to each remote entry that uses it, and the homepage's
 * JavaScript budget (issue #11, scripts/size-budget.mjs) has no room for that.
 */
export function ScreenHeading({ children, ...heading }: ScreenHeadingProps) {
  useScreenMetadata({ title: children });
  return createElement('h1', heading, children);
}
