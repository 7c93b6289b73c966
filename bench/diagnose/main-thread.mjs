/**
 * Diagnosis, not a figure of issue #11: the main thread's work before a page's largest contentful
 * paint, from a Chromium trace at Lighthouse's 4x CPU slowdown (no network throttling). Lighthouse's
 * simulated LCP is bounded below by the main script's download plus this work, so it says how much
 * of an LCP is the page's own CPU.
 *   PORT_OFFSET=<n> node bench/diagnose/main-thread.mjs [path] [css selector the page is up when shown]
 */
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';
import { startShop, SHOP } from '../scenarios/shop.mjs';

const [path = '/', ready = '.product-card img'] = process.argv.slice(2);

/** Trace events grouped as DevTools' summary groups them. */
const GROUPS = [
  ['scripting', /^(FunctionCall|v8\.|V8\.|RunMicrotasks|EvaluateScript|TimerFire|FireAnimationFrame|EventDispatch|XHRReadyStateChange|ParseAuthorStyleSheet)/],
  ['style & layout', /^(Layout|UpdateLayoutTree|RecalculateStyles|InvalidateLayout|ScheduleStyleRecalculation)$/],
  ['paint & composite', /^(Paint|PrePaint|PaintImage|Layerize|LayerizeUpdated|UpdateLayer|CompositeLayers|Commit|Decode)/],
  ['HTML parsing', /^(ParseHTML|DecodedDataDocumentParser)/],
];
const groupOf = (name) => GROUPS.find(([, pattern]) => pattern.test(name))?.[0] ?? 'other';

const stop = await startShop();
try {
  const browser = await chromium.launch(chromiumLaunchOptions());
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'v8.execute', 'loading', 'blink.user_timing'] });
  await page.goto(`${SHOP}${path}`);
  await page.locator(ready).first().waitFor();
  await page.waitForTimeout(2000);
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
  await browser.close();

  const start = traceEvents.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame) ?? traceEvents.find((e) => e.name === 'navigationStart');
  const lcp = traceEvents.filter((e) => e.name === 'largestContentfulPaint::Candidate').at(-1);
  if (!start || !lcp) throw new Error('The trace has no navigation start or no LCP candidate');
  // The page's main thread: the thread that ran the most tasks' time.
  const taskTime = new Map();
  for (const e of traceEvents) if (e.name === 'RunTask' && e.ph === 'X') taskTime.set(`${e.pid}:${e.tid}`, (taskTime.get(`${e.pid}:${e.tid}`) ?? 0) + e.dur);
  const mainThread = [...taskTime].sort((a, b) => b[1] - a[1])[0][0];
  const events = traceEvents
    .filter((e) => `${e.pid}:${e.tid}` === mainThread && e.ph === 'X' && e.ts >= start.ts && e.ts < lcp.ts)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  // Self time: an event's duration less its nested events' (same thread, contained in time).
  const self = new Map(events.map((e) => [e, e.dur]));
  const open = [];
  for (const e of events) {
    while (open.length && open.at(-1).ts + open.at(-1).dur <= e.ts) open.pop();
    if (open.length) self.set(open.at(-1), self.get(open.at(-1)) - e.dur);
    open.push(e);
  }
  const byGroup = new Map();
  for (const [e, time] of self) byGroup.set(groupOf(e.name), (byGroup.get(groupOf(e.name)) ?? 0) + time);
  const tasks = events.filter((e) => e.name === 'RunTask');
  const ms = (us) => `${(us / 1000).toFixed(0)} ms`;
  console.log(`${path}: largest contentful paint at ${ms(lcp.ts - start.ts)} (4x CPU, unthrottled network)`);
  console.log(`main-thread tasks before it: ${ms(tasks.reduce((sum, e) => sum + e.dur, 0))} in ${tasks.length} tasks, ${tasks.filter((e) => e.dur > 50_000).length} over 50 ms`);
  for (const [group, time] of [...byGroup].sort((a, b) => b[1] - a[1])) console.log(`  ${group.padEnd(18)} ${ms(time)}`);
  // Lantern's pessimistic LCP graph keeps every task that did layout before the LCP; an SVG picture is
  // a document of its own to Chromium, so each one loaded is such a task.
  const tasksWith = (name) => tasks.filter((task) => events.some((e) => name.test(e.name) && e.ts >= task.ts && e.ts < task.ts + task.dur));
  const summary = (list) => `${list.length}, ${ms(list.reduce((sum, e) => sum + e.dur, 0))}`;
  const styled = tasksWith(/^(Layout|UpdateLayoutTree)$/);
  const documents = tasksWith(/^DocumentLoader::CommitNavigation$/);
  console.log(`tasks that did style or layout: ${summary(styled)}; of them documents committed (the page, SVG pictures): ${summary(documents)}`);
} finally {
  stop();
}
