/**
 * What has the keyboard focus, for `toHaveTextContent`; null when focus fell to the page, since
 * <body> holds every text and would pass any such check.
 */
export function focused(): Element | null {
  return document.activeElement === document.body ? null : document.activeElement;
}
