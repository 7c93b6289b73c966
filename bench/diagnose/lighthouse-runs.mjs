/**
 * Diagnosis, not a figure of issue #11: RUNS Lighthouse mobile runs of the homepage and a product
 * page in one browser (as bench/scenarios/lighthouse.mjs runs them), printing every run's score,
 * LCP and TBT (ms) and the median LCP. The bench reports the run with the median score; on a noisy
 * host a change to what the LCP waits for shows better in every run's LCP.
 *   PORT_OFFSET=<n> node bench/diagnose/lighthouse-runs.mjs [RUNS]
 */
import lighthouse from 'lighthouse';
import { launchAuditBrowser } from '../scenarios/lighthouse.mjs';
import { startShop, SHOP, firstProductPath } from '../scenarios/shop.mjs';

const RUNS = Math.max(1, Number(process.argv[2] ?? 5));

const stop = await startShop();
const { browser, close } = await launchAuditBrowser();
try {
  for (const [name, path] of [['homepage', '/'], ['product page', await firstProductPath()]]) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      const page = await browser.newPage();
      const { lhr } = await lighthouse(`${SHOP}${path}`, { output: 'json', onlyCategories: ['performance'], logLevel: 'error' }, undefined, page);
      await page.close();
      const audits = lhr.audits;
      runs.push({
        score: Math.round(lhr.categories.performance.score * 100),
        lcp: Math.round(audits['largest-contentful-paint'].numericValue),
        tbt: Math.round(audits['total-blocking-time'].numericValue),
      });
    }
    const lcps = runs.map((run) => run.lcp).sort((a, b) => a - b);
    console.log(`${name}: ${runs.map((run) => `${run.score} ${run.lcp}/${run.tbt}`).join(', ')}; median LCP ${lcps[Math.floor(RUNS / 2)]} ms`);
  }
} finally {
  await close();
  await stop();
}
