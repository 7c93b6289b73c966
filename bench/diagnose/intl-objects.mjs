/**
 * Diagnosis, not a figure of issue #11: the Intl objects a page builds while it loads, and when (ms
 * after navigation start). The first Intl.NumberFormat, DateTimeFormat or DisplayNames of a page
 * loads ICU's locale data, some 50 ms of main thread in Chromium here (bench/RESULTS.md, fourth
 * session), so a page on the way to its first picture should build none.
 *   PORT_OFFSET=<n> node bench/diagnose/intl-objects.mjs [path[,path…]]
 * A path containing `checkout` puts one product in the cart first.
 */
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';
import { startShop, SHOP } from '../scenarios/shop.mjs';

const CONSTRUCTORS = ['NumberFormat', 'DateTimeFormat', 'DisplayNames', 'Collator', 'PluralRules', 'RelativeTimeFormat', 'ListFormat'];
const paths = (process.argv[2] ?? '/').split(',');

const stop = await startShop();
try {
  const browser = await chromium.launch(chromiumLaunchOptions());
  for (const path of paths) {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    await page.addInitScript((names) => {
      const built = [];
      window.__intlBuilt = built;
      for (const name of names) {
        Intl[name] = new Proxy(Intl[name], {
          construct(target, args) {
            built.push(`${Math.round(performance.now())} ms  Intl.${name}(${JSON.stringify(args).slice(1, -1)})`);
            return new target(...args);
          },
        });
      }
    }, CONSTRUCTORS);
    if (path.includes('checkout')) {
      await page.goto(`${SHOP}/`, { waitUntil: 'networkidle' });
      await page.locator('button[aria-label^="Add"], button:has-text("Add to cart")').first().click();
      await page.waitForFunction(() => localStorage.getItem('storefront.cart')?.includes('"quantity"'));
    }
    await page.goto(`${SHOP}${path}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1000);
    const built = await page.evaluate(() => window.__intlBuilt);
    console.log(`${path}: ${built.length} Intl objects built`);
    for (const line of built) console.log(`  ${line}`);
    await page.close();
  }
  await browser.close();
} finally {
  stop();
}
