/**
 * Diagnosis, not a figure of issue #11: starts the built shop and prints every response a page gets
 * (ms after navigation start when asked and when answered, status, type, gzip bytes, URL) and how
 * many were JavaScript.
 *   PORT_OFFSET=<n> node bench/diagnose/page-requests.mjs [path]
 */
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';
import { startShop, SHOP } from '../scenarios/shop.mjs';
const stop = await startShop();
try {
  const browser = await chromium.launch(chromiumLaunchOptions());
  const page = await browser.newPage();
  const rows = [];
  const t0 = Date.now();
  const asked = new Map();
  page.on('request', (request) => asked.set(request, Date.now() - t0));
  page.on('response', async (r) => {
    const type = r.headers()['content-type'] ?? '';
    const t = Date.now() - t0;
    let size = 0;
    try { size = gzipSync(await r.body()).length; } catch {}
    rows.push([asked.get(r.request()) ?? '', t, r.status(), type.split(';')[0], size, r.url()]);
  });
  await page.goto(`${SHOP}${process.argv[2] ?? '/'}`, { waitUntil: 'networkidle' });
  await new Promise((r) => setTimeout(r, 500));
  for (const row of rows.sort((a, b) => a[1] - b[1])) console.log(row.join('\t'));
  console.log('js files', rows.filter((r) => r[3].includes('javascript')).length);
  await browser.close();
} finally { stop(); }
