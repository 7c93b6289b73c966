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
import { API, APPS } from './topology.mjs';
import { run, stopOnSignals, waitForUrl, stopAll } from './children.mjs';
import { buildAll } from './build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const dev = process.argv.includes('--dev');
const build = !dev && !process.argv.includes('--no-build');

stopOnSignals();

try {
  if (build || (!dev && !APPS.every((app) => existsSync(path.join(root, app.dir, 'dist', app.host ? 'index.html' : 'remoteEntry.js'))))) {
    await buildAll();
  }
  run('api', bin('tsx'), [...(dev ? ['watch'] : []), 'src/server.ts'], {
    cwd: path.join(root, API.dir),
    env: { ...process.env, PORT: String(API.port) },
  });
  await waitForUrl(`http://localhost:${API.port}/health`);
  for (const app of APPS) {
    const cwd = path.join(root, app.dir);
    if (dev) run(app.name, bin('rspack'), ['serve', '--mode', 'development'], { cwd });
    else run(app.name, process.execPath, [path.join(root, 'scripts', 'serve-static.mjs'), 'dist', '--port', String(app.port), ...(app.host ? ['--spa'] : [])], { cwd });
  }
  await Promise.all(APPS.map((app) => waitForUrl(`http://localhost:${app.port}/${app.host ? '' : 'remoteEntry.js'}`)));
  console.log(`\nThe shop is open: http://localhost:${APPS[0].port}  (API http://localhost:${API.port}, docs http://localhost:${API.port}/docs)\nCtrl-C stops everything.\n`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  stopAll(1);
}
