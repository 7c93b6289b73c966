/**
 * Navigation into a remote the page has not loaded yet, warm server, localhost (target: <= 150 ms
 * to its content): from the homepage (catalog loaded) to /reservations (reservations_events_jobs
 * not loaded), timed in the page from the click to the screen's heading. Median of five visits.
 * `hovered`: the pointer rested on the link first, as a mouse does before a click (the shell
 * preloads a link's screen on hover or focus), so what is left is what the preload did not do.
 */
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';
import { SHOP } from './shop.mjs';

const VISITS = 5;

export async function remoteNavigation({ hovered = false } = {}) {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const timings = [];
    // The first visit warms the servers (gzip caches, the API's settings); it is not counted.
    for (let visit = 0; visit <= VISITS; visit += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${SHOP}/`, { waitUntil: 'networkidle' });
      const link = page.getByRole('link', { name: /reservations|reserve/i }).first();
      await link.waitFor();
      if (hovered) {
        await page.locator('a[href="/reservations"]').first().hover();
        // A second's rest, as a person's pointer takes (a page already idle does not wait for idle again).
        await page.waitForTimeout(1000);
      }
      const elapsed = await page.evaluate(
        () =>
          new Promise((resolve) => {
            const link = [...document.querySelectorAll('a')].find((anchor) => new URL(anchor.href).pathname === '/reservations');
            const started = performance.now();
            const observer = new MutationObserver(() => {
              if ([...document.querySelectorAll('h1')].some((heading) => /reserve/i.test(heading.textContent ?? ''))) {
                observer.disconnect();
                resolve(performance.now() - started);
              }
            });
            observer.observe(document.body, { childList: true, subtree: true, characterData: true });
            link.click();
          }),
      );
      if (visit > 0) timings.push(elapsed);
      await context.close();
    }
    timings.sort((a, b) => a - b);
    return { median: timings[Math.floor(timings.length / 2)], slowest: timings[timings.length - 1] };
  } finally {
    await browser.close();
  }
}
