#!/usr/bin/env node
/** `npm start` on a fresh clone: install the dependencies first when they are missing. */
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const markers = ['node_modules/.bin/rspack', 'node_modules/.bin/tsx', 'node_modules/fastify'];
if (!markers.every((marker) => existsSync(path.join(root, marker)))) {
  console.log('Installing dependencies (first start)…');
  execSync('npm install --no-audit --no-fund', { cwd: root, stdio: 'inherit' });
}
