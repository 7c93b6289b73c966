#!/usr/bin/env node
/**
 * `npm run bench`: the figures issue #11 sets targets for, measured on this machine in one run,
 * printed as one table. Asserts nothing. Builds every app (timed), starts the built shop on an
 * in-memory database, and measures; the order benchmark runs its own API on PostgreSQL
 * (BENCH_POSTGRES, default postgres://postgres@127.0.0.1:5432) and is left out without one.
 *
 *   node bench/run.mjs [--no-build] [--only name,name]   names: build, entries, js, lighthouse,
 *                                                        api, orders, carts, navigation, load,
 *                                                        hot-path-plans
 * `load` is issue #12's: 200 virtual customers for 60 s (LOAD_SECONDS) on PostgreSQL.
 * `hot-path-plans`: the hot paths' queries under EXPLAIN ANALYZE on a seeded PostgreSQL database.
 */
import { parseArgs } from 'node:util';
import { timedBuild } from './scenarios/build-time.mjs';
import { remoteEntrySizes } from './scenarios/remote-entries.mjs';
import { startShop } from './scenarios/shop.mjs';
import { homepageJavaScript } from './scenarios/homepage-javascript.mjs';
import { lighthouseFigures } from './scenarios/lighthouse.mjs';
import { apiThroughput } from './scenarios/api-throughput.mjs';
import { ordersOnPostgres } from './scenarios/orders-postgres.mjs';
import { cartSavesPerBurst } from './scenarios/cart-burst.mjs';
import { remoteNavigation } from './scenarios/remote-navigation.mjs';
import { loadCustomers } from './scenarios/load-customers.mjs';
import { hotPathPlans } from './scenarios/hot-path-plans.mjs';

const { values } = parseArgs({ options: { 'no-build': { type: 'boolean', default: false }, only: { type: 'string' } } });
const only = values.only ? new Set(values.only.split(',')) : null;
const wanted = (name) => !only || only.has(name);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

const rows = [];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => `${Math.round(value)} ms`;
function row(what, figure, target = '') {
  rows.push([what, figure, target]);
  console.log(`  ${what}: ${figure}`);
}

async function measure(name, work) {
  if (!wanted(name)) return;
  console.log(`\n-- ${name}`);
  try {
    await work();
  } catch (error) {
    row(name, `failed: ${error instanceof Error ? error.message : error}`);
  }
}

if (!values['no-build']) await measure('build', async () => row('production build of all apps', `${(await timedBuild()).toFixed(1)} s`, '<= 40 s'));
await measure('entries', async () => {
  for (const [name, bytes] of remoteEntrySizes()) row(`remote entry ${name}, gzip`, kb(bytes), '<= 20 KB');
});

const needsShop = ['js', 'lighthouse', 'api', 'carts', 'navigation'].some(wanted);
const stopShop = needsShop ? await startShop() : () => {};
try {
  await measure('js', async () => {
    const perApp = await homepageJavaScript();
    for (const [name, bytes] of perApp.filter(([, bytes]) => bytes > 0)) row(`homepage JS from ${name}, gzip`, kb(bytes));
    row('homepage JS, all origins, gzip', kb(perApp.reduce((sum, [, bytes]) => sum + bytes, 0)), '<= 150 KB');
  });
  await measure('lighthouse', async () => {
    const { pages, benchmarkIndex } = await lighthouseFigures();
    for (const [page, figures] of pages) {
      row(`Lighthouse mobile ${page}: score`, String(figures.score), '>= 95');
      row(`Lighthouse mobile ${page}: LCP / TBT / CLS`, `${(figures.lcp / 1000).toFixed(2)} s / ${ms(figures.tbt)} / ${figures.cls.toFixed(3)}`, '<= 2.0 s / 150 ms / 0.02');
    }
    row("Lighthouse's host CPU benchmark index (median of the pages' reported runs)", String(Math.round(benchmarkIndex)));
  });
  await measure('api', async () => {
    for (const [name, rps, ratio] of await apiThroughput(SECONDS)) {
      row(`${name}, req/s`, rps.toFixed(0));
      if (ratio !== 1) row(`${name}, share of bare Fastify`, ratio.toFixed(2), '>= 0.5');
    }
  });
  await measure('carts', async () => {
    const { changes, saves } = await cartSavesPerBurst();
    row(`POST public/carts for a burst of ${changes} cart changes`, String(saves), '1');
  });
  await measure('navigation', async () => {
    const { median, slowest } = await remoteNavigation();
    row('navigation into a remote not loaded yet (median of 5; slowest)', `${ms(median)}; ${ms(slowest)}`, '<= 150 ms');
    const hovered = await remoteNavigation({ hovered: true });
    row('the same after the pointer rested on the link (median of 5; slowest)', `${ms(hovered.median)}; ${ms(hovered.slowest)}`);
  });
} finally {
  stopShop();
}
await measure('orders', async () => {
  const orders = await ordersOnPostgres(SECONDS * 2);
  row('orders placed per second on PostgreSQL', orders.perSecond.toFixed(0), '>= 150/s');
  row('orders: p99 latency', ms(orders.p99), '<= 200 ms');
  row('orders: duplicates (retried keys) / failed answers', `${orders.duplicates} / ${orders.failures}`, '0 / 0');
});

await measure('load', async () => {
  const load = await loadCustomers({ seconds: Number(process.env.LOAD_SECONDS ?? 60) });
  row('load: 200 customers browsing, saving carts, ordering: requests/s', load.perSecond.toFixed(0));
  row('load: errors (failed, timed out or non-2xx answers)', String(load.errors), '0');
  row('load: latency p50 / p99', `${ms(load.p50)} / ${ms(load.p99)}`);
  row('load: orders stored', String(load.ordersStored));
});

await measure('hot-path-plans', async () => {
  const plans = await hotPathPlans();
  if ('skipped' in plans) return row('hot-path plans', `skipped: ${plans.skipped}`);
  for (const plan of plans) {
    row(`plan: ${plan.query}`, `${plan.ms.toFixed(2)} ms${plan.largeSeqScans.length ? `, seq scan on ${plan.largeSeqScans.join(', ')}` : ''}`, 'no seq scan on a large table');
  }
});

const widths = [0, 1, 2].map((column) => Math.max(...rows.map((r) => r[column].length), ['What', 'Figure', 'Target'][column].length));
const line = (cells) => `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
console.log(`\n${line(['What', 'Figure', 'Target'])}\n${line(widths.map((width) => '-'.repeat(width)))}`);
for (const r of rows) console.log(line(r));
