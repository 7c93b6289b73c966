/** JavaScript the homepage loads before it is interactive, per origin, gzip -9 of each response (target: <= 150 KB in all). */
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { API, APPS, servedOrigin } from '../../scripts/topology.mjs';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';
import { SHOP } from './shop.mjs';

/**
 * The figure counts only a homepage that came up: its products and the header's cart. A page stuck
 * on its skeleton or an error goes idle early with less JavaScript, which must not read as a gain.
 */
async function homepageShown(page) {
  try {
    await page.locator('.product-card').first().waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: /^Cart/ }).waitFor({ timeout: 30_000 });
  } catch {
    const shown = (await page.locator('body').innerText().catch(() => '')).replace(/\s+/g, ' ').slice(0, 200);
    throw new Error(`the homepage did not show its products and cart; it showed: "${shown}"`);
  }
}

const QUIET_MS = 1000;

export async function homepageJavaScript() {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const page = await browser.newPage();
    const perOrigin = new Map();
    const pending = [];
    let lastScriptAt = Date.now();
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (!type.includes('javascript')) return;
      lastScriptAt = Date.now();
      pending.push(
        response.body().then(
          (body) => {
            const origin = new URL(response.url()).origin;
            perOrigin.set(origin, (perOrigin.get(origin) ?? 0) + gzipSync(body, { level: 9 }).length);
          },
          () => undefined,
        ),
      );
    });
    await page.goto(`${SHOP}/`, { waitUntil: 'networkidle' });
    await homepageShown(page);
    // Load states are reached once: waiting for networkidle again would return at once. What the
    // shown page still loads (the header's other widget) is waited for as a second without scripts.
    while (Date.now() - lastScriptAt < QUIET_MS) await new Promise((resolve) => setTimeout(resolve, 100));
    await Promise.all(pending);
    const rows = APPS.map((app) => [app.name, perOrigin.get(servedOrigin(app.port)) ?? 0]);
    const api = perOrigin.get(servedOrigin(API.port)) ?? 0;
    if (api) rows.push(['api', api]);
    return rows;
  } finally {
    await browser.close();
  }
}
