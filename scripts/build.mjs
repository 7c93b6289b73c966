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
  // Each app's own build, then its market variants (another build of the same remote).
  const queue = APPS.flatMap((app) => [
    { label: app.name, dir: app.dir, args: [] },
    ...(app.variants ?? []).map((variant) => ({ label: `${app.name} (${variant.market})`, dir: app.dir, args: ['-c', variant.config] })),
  ]);
  const count = queue.length;
  const worker = async () => {
    for (let build = queue.shift(); build; build = queue.shift()) {
      await runToEnd(`build ${build.label}`, rspack, ['build', '--mode', 'production', ...build.args], { cwd: path.join(root, build.dir) });
    }
  };
  await Promise.all([worker(), worker()]);
  console.log(`Built ${count} apps and variants in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  buildAll().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
