/**
 * Diagnosis, not a figure of issue #11: starts the built shop and prints every layout shift a page
 * makes on a throttled phone (412 px, 4x CPU, 150 ms latency, 1.6 Mbit/s), with the elements that
 * moved and from where to where, and their sum. Lighthouse's own CLS comes from an unthrottled
 * load, so it misses shifts that only a slow phone sees. `--cart` reaches the page as a customer
 * does: the homepage scrolled to its first "Add to cart", one product added, then the address.
 *   PORT_OFFSET=<n> node bench/diagnose/layout-shifts.mjs [path] [--cart]
 */
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';
import { startShop, SHOP } from '../scenarios/shop.mjs';

const path = process.argv.slice(2).find((arg) => arg.startsWith('/')) ?? '/';
const withCart = process.argv.includes('--cart');
const stop = await startShop();
try {
  const browser = await chromium.launch(chromiumLaunchOptions());
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
  const page = await context.newPage();
  if (withCart) {
    await page.goto(`${SHOP}/`);
    await page.getByRole('button', { name: /add to cart/i }).first().click();
    await page.waitForFunction(() => localStorage.getItem('storefront.cart')?.includes('"quantity"'));
  }
  await page.addInitScript(() => {
    const shifts = [];
    window.__layoutShifts = shifts;
    const name = (node) => (node ? `${node.nodeName}${typeof node.className === 'string' && node.className ? `.${node.className.split(' ').join('.')}` : ''}` : '(gone)');
    const rect = (r) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.hadRecentInput) continue;
        shifts.push({ at: Math.round(entry.startTime), value: entry.value, moved: entry.sources.map((s) => `${name(s.node)} ${rect(s.previousRect)} -> ${rect(s.currentRect)}`) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(`${SHOP}${path}`);
  await page.waitForTimeout(10_000);
  const shifts = await page.evaluate(() => window.__layoutShifts);
  for (const shift of shifts) console.log(`${shift.at} ms  ${shift.value.toFixed(4)}\n    ${shift.moved.join('\n    ')}`);
  console.log(`sum of layout shifts: ${shifts.reduce((sum, shift) => sum + shift.value, 0).toFixed(4)}`);
  await browser.close();
} finally {
  stop();
}
