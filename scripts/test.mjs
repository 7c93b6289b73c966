#!/usr/bin/env node
/**
 * `npm test`: every test, in the order that fails fastest — typecheck, jest in every package
 * (the API's on embedded PostgreSQL), the production build and its size budget (size-budget.mjs),
 * then Playwright against the served topology. Ends with one line counting what passed and failed.
 */
import { readFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runToEnd } from './children.mjs';
import { buildAll } from './build.mjs';
import { checkBudget } from './size-budget.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const results = path.join(root, 'test-results');
mkdirSync(results, { recursive: true });

const counts = { passed: 0, failed: 0, skipped: 0 };
let failure = null;

async function step(name, work) {
  if (failure) return;
  console.log(`\n=== ${name} ===`);
  try {
    await work();
  } catch (error) {
    failure = `${name}: ${error instanceof Error ? error.message : error}`;
  }
}

function countJest(file) {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    counts.passed += report.numPassedTests;
    counts.failed += report.numFailedTests;
    counts.skipped += report.numPendingTests;
  } catch {
    /* the step's own failure is reported */
  }
}

function countPlaywright(file) {
  try {
    const { stats } = JSON.parse(readFileSync(file, 'utf8'));
    counts.passed += stats.expected + stats.flaky;
    counts.failed += stats.unexpected;
    counts.skipped += stats.skipped;
  } catch {
    /* the step's own failure is reported */
  }
}

await step('typecheck', () => runToEnd('tsc', bin('tsc'), ['-p', 'tsconfig.json'], { cwd: root }));
await step('jest (every package)', async () => {
  const out = path.join(results, 'jest.json');
  try {
    // PGlite loads its WebAssembly through a dynamic import, which jest allows only with this flag.
    const env = { ...process.env, NODE_OPTIONS: '--experimental-vm-modules --disable-warning=ExperimentalWarning' };
    await runToEnd('jest', bin('jest'), ['--ci', '--maxWorkers=2', '--json', `--outputFile=${out}`], { cwd: root, env });
  } finally {
    countJest(out);
  }
});
await step('build', () => buildAll());
await step('size budget (issue #11)', async () => {
  const { entries, homepage, over } = checkBudget();
  console.log(`remote entries ${entries.map((entry) => `${(entry.bytes / 1024).toFixed(1)}`).join(' / ')} KB; homepage JavaScript ${(homepage / 1024).toFixed(1)} KB (gzip)`);
  if (over.length > 0) throw new Error(`over the size budget: ${over.join('; ')}`);
});
await step('playwright (e2e)', async () => {
  const out = path.join(results, 'playwright.json');
  try {
    await runToEnd('e2e', bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts'], {
      cwd: root,
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: out },
    });
  } finally {
    countPlaywright(out);
  }
});

console.log(`\nTests: ${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`);
if (failure) {
  console.error(`npm test failed at ${failure}`);
  process.exit(1);
}
