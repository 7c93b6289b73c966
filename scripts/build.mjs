#!/usr/bin/env node
/** Production build of every app (shell and remotes), two at a time: the machines have two cores. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS } from './topology.mjs';
import { runToEnd } from './children.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rspack = path.join(root, 'node_modules', '.bin', 'rspack');

export async function buildAll() {
  const started = Date.now();
  const queue = [...APPS];
  const worker = async () => {
    for (let app = queue.shift(); app; app = queue.shift()) {
      await runToEnd(`build ${app.name}`, rspack, ['build', '--mode', 'production'], { cwd: path.join(root, app.dir) });
    }
  };
  await Promise.all([worker(), worker()]);
  console.log(`Built ${APPS.length} apps in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  buildAll().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
