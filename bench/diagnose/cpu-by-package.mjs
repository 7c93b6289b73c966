/**
 * Diagnosis, not a figure of issue #11: whose JavaScript the main thread runs while a page loads at
 * Lighthouse's 4x CPU slowdown, up to the moment the page is shown: a sampled CPU profile, each
 * sample's function mapped through its app's source map to an npm package or the shop's own source.
 * `(program)` is the engine's work outside JavaScript (parsing, compiling, style, layout, paint).
 * A sampled profile varies from load to load: the figures are the mean of RUNS loads (default 5).
 * Build with maps first; the maps add files beside the scripts and change no byte of them.
 *   SOURCE_MAPS=1 npm run build
 *   PORT_OFFSET=<n> RUNS=<n> node bench/diagnose/cpu-by-package.mjs [path] [css selector the page is up when shown]
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { SourceMapConsumer } from 'source-map';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';
import { APPS, servedOrigin } from '../../scripts/topology.mjs';
import { root, startShop, SHOP } from '../scenarios/shop.mjs';
import { sourceOwner } from './source-owner.mjs';

const [pagePath = '/', ready = '.product-card img'] = process.argv.slice(2);
const RUNS = Math.max(1, Number(process.env.RUNS ?? 5));

/** Each app by the origin it is served from. */
const appAt = new Map(APPS.map((app) => [servedOrigin(app.port), app]));
const consumers = new Map();

/** The source map of a built file, or null when the build wrote none. */
function sourceMapOf(file) {
  if (!consumers.has(file)) {
    try {
      consumers.set(file, new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8'))));
    } catch {
      consumers.set(file, null);
    }
  }
  return consumers.get(file);
}

/** The app a script came from, then its npm package or the shop's own source file. */
function ownerOf({ url, functionName, lineNumber, columnNumber }) {
  if (!url.startsWith('http')) return functionName || '(anonymous native)';
  const { origin, host, pathname } = new URL(url);
  const app = appAt.get(origin);
  if (!app) return host;
  const file = path.join(root, app.dir, 'dist', pathname);
  const source = sourceMapOf(file)?.originalPositionFor({ line: lineNumber + 1, column: columnNumber }).source;
  return `${app.name}: ${source ? sourceOwner(source) : `${path.basename(pathname)} (no map)`}`;
}

/** One load's main-thread time (ms) by owner, from a fresh browser. */
async function profileOneLoad() {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(`${SHOP}${pagePath}`);
    await page.locator(ready).first().waitFor();
    const { profile } = await cdp.send('Profiler.stop');
    const frameOf = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
    const byOwner = new Map();
    // A sample stands for the time until the next one.
    profile.samples.forEach((id, index) => {
      const frame = frameOf.get(id);
      if (frame.functionName === '(idle)') return;
      const owner = ownerOf(frame);
      byOwner.set(owner, (byOwner.get(owner) ?? 0) + (profile.timeDeltas[index + 1] ?? 0) / 1000);
    });
    return byOwner;
  } finally {
    await browser.close();
  }
}

const stop = await startShop();
try {
  const total = new Map();
  for (let run = 0; run < RUNS; run += 1) {
    for (const [owner, time] of await profileOneLoad()) total.set(owner, (total.get(owner) ?? 0) + time / RUNS);
  }
  const busy = [...total.values()].reduce((sum, time) => sum + time, 0);
  console.log(`${pagePath}: ${busy.toFixed(0)} ms of main-thread work at 4x CPU until "${ready}" was shown (mean of ${RUNS})`);
  for (const [owner, time] of [...total].sort((a, b) => b[1] - a[1]).filter(([, time]) => time >= 2)) {
    console.log(`${time.toFixed(0).padStart(7)} ms  ${owner.slice(0, 100)}`);
  }
} finally {
  stop();
}
