import type { Page } from '@playwright/test';

export type Box = { x: number; y: number; width: number; height: number };

/** Whether two bounding boxes share any area (touching edges do not). */
export function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/**
 * The pairs of header parts that overlap, by name. The logo is measured itself, not the link
 * around it: the picture used to spill out of a shrunken link over the language select.
 */
export async function overlappingHeaderParts(page: Page): Promise<string[]> {
  const parts = { logo: '.header__logo', language: '.language-switcher select', account: '.user-menu__button', cart: '.cart-widget__button' };
  const boxes = await Promise.all(Object.entries(parts).map(async ([name, selector]) => [name, await page.locator(selector).boundingBox()] as const));
  const found: string[] = [];
  boxes.forEach(([name, box], i) => {
    for (const [other, otherBox] of boxes.slice(i + 1)) if (box && otherBox && overlaps(box, otherBox)) found.push(`${name}/${other}`);
  });
  return found;
}
