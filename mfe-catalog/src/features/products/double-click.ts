import type { MouseEvent } from 'react';

/**
 * The second click of a double click (the browser counts it in `detail`; a key press counts 0):
 * people who double-click every button would otherwise put the food in twice. Clicks apart, each
 * adds one.
 */
export function isSecondClickOfDouble(event: MouseEvent): boolean {
  return event.detail > 1;
}
