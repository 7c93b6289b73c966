/**
 * Diagnosis, not a figure of issue #11: one Lighthouse mobile run (as bench/scenarios/lighthouse.mjs
 * runs it) on the built shop, printing its metrics and the audits that say why: layout shifts, the
 * LCP element and its phases, request chains, main-thread work.
 *   PORT_OFFSET=<n> node bench/diagnose/lighthouse-detail.mjs [path | product | checkout]
 * `checkout` puts one product in the cart first, as the lighthouse scenario does.
 */
import lighthouse from 'lighthouse';
import { launchAuditBrowser, putOneProductInCart } from '../scenarios/lighthouse.mjs';
import { startShop, SHOP, firstProductPath } from '../scenarios/shop.mjs';
const stop = await startShop();
const { browser, close } = await launchAuditBrowser();
try {
  const checkout = process.argv[2] === 'checkout';
  const path = process.argv[2] === 'product' ? await firstProductPath() : checkout ? '/cart/checkout' : (process.argv[2] ?? '/');
  const page = await browser.newPage();
  if (checkout) await putOneProductInCart(page);
  const { lhr } = await lighthouse(`${SHOP}${path}`, { output: 'json', onlyCategories: ['performance'], disableStorageReset: checkout, logLevel: 'error' }, undefined, page);
  const a = lhr.audits;
  console.log('score', lhr.categories.performance.score, 'FCP', a['first-contentful-paint'].numericValue, 'LCP', a['largest-contentful-paint'].numericValue, 'TBT', a['total-blocking-time'].numericValue, 'CLS', a['cumulative-layout-shift'].numericValue, 'SI', a['speed-index'].numericValue);
  for (const id of ['layout-shifts', 'largest-contentful-paint-element', 'lcp-breakdown-insight', 'lcp-discovery-insight', 'network-dependency-tree-insight', 'render-blocking-insight', 'bootup-time', 'mainthread-work-breakdown', 'long-tasks']) {
    const d = a[id]?.details; if (!d) continue;
    console.log('\n==', id, a[id].displayValue ?? '');
    console.log(JSON.stringify(d.items ?? d, null, 0).slice(0, 2500));
  }
} finally { await close(); stop(); }
