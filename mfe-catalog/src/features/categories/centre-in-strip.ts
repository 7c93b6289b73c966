/**
 * Scrolls a horizontal strip, and only it, so `item` sits in its middle as far as the strip goes:
 * on a phone the current tab would otherwise be cut off at the right edge or out of sight.
 * Element.scrollIntoView could also scroll the page, e.g. back up to the strip after a restored
 * scroll position (spec §2).
 */
export function centreInStrip(strip: HTMLElement, item: HTMLElement): void {
  const stripBox = strip.getBoundingClientRect();
  const itemBox = item.getBoundingClientRect();
  strip.scrollLeft += itemBox.left + itemBox.width / 2 - (stripBox.left + stripBox.width / 2);
}
