/**
 * Diagnosis, not a figure of issue #11: what a returning customer's browser fetches again after a
 * deployment. Builds two commits one after the other in the same folder (as a CI job builds each
 * deployment), then counts the JavaScript files of the shell and every remote whose name or bytes
 * changed, with their gzip size. Hashed files are cached for a year, so only these are downloaded
 * again. Used to weigh module and chunk id schemes (bench/RESULTS.md, 2026-12-05).
 *   node bench/diagnose/refetch-after-deploy.mjs <old commit> <new commit> [--federation <file>]
 * --federation builds both commits with that federation.mjs instead of their own, to compare the
 * same change under another id scheme. Needs this checkout's node_modules (linked, not copied).
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, readlinkSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '../..');
const [oldCommit, newCommit] = process.argv.slice(2, 4);
const federationIndex = process.argv.indexOf('--federation');
const federation = federationIndex > 0 ? path.resolve(process.argv[federationIndex + 1]) : null;
if (!oldCommit || !newCommit) {
  console.error('usage: node bench/diagnose/refetch-after-deploy.mjs <old commit> <new commit> [--federation <file>]');
  process.exit(2);
}

const work = path.join(os.tmpdir(), 'refetch-after-deploy');
const tree = path.join(work, 'tree');

/**
 * The tree uses this checkout's installed packages, except the workspace's own (shared-contracts,
 * the remotes): npm links those relatively, and they must be the commit's, not this checkout's.
 */
function linkNodeModules() {
  const installed = path.join(root, 'node_modules');
  mkdirSync(path.join(tree, 'node_modules'));
  for (const entry of readdirSync(installed)) {
    const link = lstatSync(path.join(installed, entry)).isSymbolicLink() ? readlinkSync(path.join(installed, entry)) : null;
    const workspace = link !== null && !path.isAbsolute(link) && !link.startsWith('../node_modules');
    symlinkSync(workspace ? link : path.join(installed, entry), path.join(tree, 'node_modules', entry));
  }
}

/** Builds a commit in `tree` and returns its JavaScript files, by app folder and name. */
function buildCommit(commit) {
  rmSync(tree, { recursive: true, force: true });
  mkdirSync(tree, { recursive: true });
  // No shell between git and tar: the commit is passed as one argument, whatever it is written as.
  execFileSync('tar', ['-x', '-C', tree], { input: execFileSync('git', ['-C', root, 'archive', commit], { maxBuffer: 1 << 30 }) });
  linkNodeModules();
  if (federation) cpSync(federation, path.join(tree, 'shared-contracts/src/federation/federation.mjs'));
  execFileSync('node', ['scripts/build.mjs'], { cwd: tree, stdio: 'ignore' });
  const files = new Map();
  for (const app of readdirSync(tree).filter((name) => name === 'shell' || name.startsWith('mfe-'))) {
    const dist = path.join(tree, app, 'dist');
    if (!existsSync(dist)) continue;
    for (const name of readdirSync(dist).filter((file) => file.endsWith('.js'))) {
      files.set(`${app}/${name}`, readFileSync(path.join(dist, name)));
    }
  }
  return files;
}

const before = buildCommit(oldCommit);
const after = buildCommit(newCommit);
let fetchedAgain = 0;
let fetchedBytes = 0;
let allBytes = 0;
for (const [name, bytes] of after) {
  const gzip = gzipSync(bytes, { level: 9 }).length;
  allBytes += gzip;
  if (!before.get(name)?.equals(bytes)) {
    fetchedAgain += 1;
    fetchedBytes += gzip;
  }
}
console.log(`${oldCommit} -> ${newCommit}${federation ? ` (federation from ${federation})` : ''}`);
console.log(`JavaScript files fetched again: ${fetchedAgain} of ${after.size}; ${fetchedBytes} of ${allBytes} B gzip`);
rmSync(work, { recursive: true, force: true });
