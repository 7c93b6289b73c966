#!/usr/bin/env node
/**
 * The whole shop as one process tree: the API (embedded PostgreSQL unless DATABASE_URL is set;
 * it migrates and seeds itself), then the shell and each remote from its own origin.
 *
 *   node scripts/start.mjs            production build, then serve
 *   node scripts/start.mjs --no-build serve what is built
 *   node scripts/start.mjs --dev      rspack dev servers and a watching API
 */
import path from 'node:path';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { API, APPS, PORT_OFFSET, servedOrigin, servedPort } from './topology.mjs';
import { run, stopOnSignals, waitForUrl, stopAll } from './children.mjs';
import { buildAll } from './build.mjs';
import { servedMarketConfig } from './served-market-config.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const dev = process.argv.includes('--dev');
const build = !dev && !process.argv.includes('--no-build');

stopOnSignals();

try {
  const marketConfig = servedMarketConfig(root, process.env.MARKET_CONFIG, PORT_OFFSET);
  // A market's own builds of a remote (markets/kiosk.json's payments) are served beside the others.
  const variants = dev
    ? []
    : APPS.flatMap((app) => (app.variants ?? []).filter((variant) => variant.market === marketConfig.market).map((variant) => ({ app, variant })));
  const built = APPS.every((app) => existsSync(path.join(root, app.dir, 'dist', app.host ? 'index.html' : 'remoteEntry.js')))
    && variants.every(({ app, variant }) => existsSync(path.join(root, app.dir, variant.dist, 'remoteEntry.js')));
  if (build || (!dev && !built)) {
    await buildAll();
  }
  // Served: one node process with tsx's loader, so a stop signal (or a last-resort kill) reaches the
  // server itself rather than a wrapper that would leave it holding the port.
  const [command, args] = dev ? [bin('tsx'), ['watch', 'src/server.ts']] : [process.execPath, ['--import', 'tsx', 'src/server.ts']];
  run('api', command, args, {
    cwd: path.join(root, API.dir),
    // The shop on this machine is a development one: its outbox at /dev/outbox, its sandbox cards.
    env: { NODE_ENV: 'development', ...process.env, PORT: String(servedPort(API.port)), SHOP_URL: process.env.SHOP_URL ?? servedOrigin(APPS[0].port) },
  });
  await waitForUrl(`${servedOrigin(API.port)}/health`);
  for (const app of APPS) {
    const cwd = path.join(root, app.dir);
    if (dev) run(app.name, bin('rspack'), ['serve', '--mode', 'development'], { cwd });
    else run(app.name, process.execPath, [path.join(root, 'scripts', 'serve-static.mjs'), 'dist', '--port', String(servedPort(app.port)), ...(app.host ? ['--spa', '--first-screens', 'dist-server/first-screen.cjs', ...(marketConfig.file ? ['--config', marketConfig.file] : [])] : [])], { cwd });
  }
  for (const { app, variant } of variants) {
    run(`${app.name} (${variant.market})`, process.execPath, [path.join(root, 'scripts', 'serve-static.mjs'), variant.dist, '--port', String(servedPort(variant.port))], { cwd: path.join(root, app.dir) });
  }
  await Promise.all([
    ...APPS.map((app) => waitForUrl(`${servedOrigin(app.port)}/${app.host ? '' : 'remoteEntry.js'}`)),
    ...variants.map(({ variant }) => waitForUrl(`${servedOrigin(variant.port)}/remoteEntry.js`)),
  ]);
  const api = servedOrigin(API.port);
  console.log(`\nThe shop is open: ${servedOrigin(APPS[0].port)}  (API ${api}, docs ${api}/docs)\nCtrl-C stops everything.\n`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  stopAll(1);
}
