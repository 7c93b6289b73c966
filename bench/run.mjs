#!/usr/bin/env node
/**
 * `npm run bench`: prints figures, asserts nothing (issue #11 targets are read off these lines).
 *  1. gzip bytes of JavaScript the homepage loads, per app (shell and each remote).
 *  2. requests per second of GET public/website-settings beside a bare Fastify JSON route,
 *     measured in the same run with autocannon, and their ratio.
 * It starts the built shop itself (as `npm start --no-build`, on an in-memory database) and stops it.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { chromium } from '@playwright/test';
import { API, APPS } from '../scripts/topology.mjs';
import { waitForUrl } from '../scripts/children.mjs';
import { chromiumLaunchOptions } from '../scripts/chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;

function startShop() {
  const shop = spawn(process.execPath, [path.join(root, 'scripts/start.mjs'), '--no-build'], {
    cwd: root,
    env: { ...process.env, PGLITE_DIR: 'memory://' },
    stdio: 'ignore',
    detached: true,
  });
  return () => process.kill(-shop.pid, 'SIGTERM');
}

async function homepageJavaScript() {
  const browser = await chromium.launch(chromiumLaunchOptions());
  const page = await browser.newPage();
  const perOrigin = new Map();
  page.on('response', async (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('javascript')) return;
    const body = await response.body().catch(() => null);
    if (!body) return;
    const origin = new URL(response.url()).origin;
    perOrigin.set(origin, (perOrigin.get(origin) ?? 0) + gzipSync(body, { level: 9 }).length);
  });
  await page.goto(`http://localhost:${APPS[0].port}/`, { waitUntil: 'networkidle' });
  await browser.close();
  const rows = APPS.map((app) => [app.name, perOrigin.get(`http://localhost:${app.port}`) ?? 0]);
  const api = perOrigin.get(`http://localhost:${API.port}`) ?? 0;
  if (api) rows.push(['api', api]);
  return rows;
}

async function requestsPerSecond(url) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
  return result.requests.average;
}

async function bareFastify() {
  const app = Fastify({ logger: false });
  app.get('/json', async () => ({ hello: 'world' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url: `http://127.0.0.1:${app.server.address().port}/json` };
}

const stopShop = startShop();
try {
  await waitForUrl(`http://localhost:${APPS[0].port}/`);
  await waitForUrl(`http://localhost:${API.port}/health`);

  const rows = await homepageJavaScript();
  const total = rows.reduce((sum, [, bytes]) => sum + bytes, 0);
  console.log('\nJavaScript the homepage loads (gzip -9 of each response)');
  for (const [name, bytes] of rows) console.log(`  ${name.padEnd(16)} ${(bytes / 1024).toFixed(1).padStart(7)} KB`);
  console.log(`  ${'total'.padEnd(16)} ${(total / 1024).toFixed(1).padStart(7)} KB`);

  const bare = await bareFastify();
  const settingsUrl = `http://127.0.0.1:${API.port}/public/website-settings`;
  await requestsPerSecond(settingsUrl); // warm-up: caches, JIT, connection pool
  const bareRps = await requestsPerSecond(bare.url);
  const settingsRps = await requestsPerSecond(settingsUrl);
  await bare.app.close();
  console.log(`\nRequests per second (${CONNECTIONS} connections, ${SECONDS} s each)`);
  console.log(`  bare Fastify JSON route        ${bareRps.toFixed(0).padStart(8)}`);
  console.log(`  GET public/website-settings    ${settingsRps.toFixed(0).padStart(8)}`);
  console.log(`  ratio settings / bare          ${(settingsRps / bareRps).toFixed(2).padStart(8)}`);
} finally {
  stopShop();
}
