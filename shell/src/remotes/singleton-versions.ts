import type { BuildInfo } from './build-info';

/** A singleton a remote was built with that the shell does not provide in a compatible version. */
export interface SingletonMismatch {
  pkg: string;
  builtWith: string;
  /** The shell's version, or undefined when the shell provides no such package. */
  provided: string | undefined;
}

interface Version {
  release: [number, number, number];
  prerelease: string[];
}

function parse(text: string): Version | undefined {
  const match = /^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/.exec(text.trim());
  if (!match) return undefined;
  return { release: [Number(match[1]), Number(match[2]), Number(match[3])], prerelease: match[4]?.split('.') ?? [] };
}

function compareIdentifiers(a: string, b: string): number {
  const numeric = /^\d+$/;
  if (numeric.test(a) && numeric.test(b)) return Number(a) - Number(b);
  if (numeric.test(a) !== numeric.test(b)) return numeric.test(a) ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** semver precedence: release numbers, then a prerelease below its release, identifier by identifier. */
function compare(a: Version, b: Version): number {
  const release = a.release.map((part, i) => part - b.release[i]!).find((difference) => difference !== 0);
  if (release !== undefined) return release;
  if (a.prerelease.length === 0 || b.prerelease.length === 0) return b.prerelease.length - a.prerelease.length;
  const identifier = a.prerelease
    .map((part, i) => (i < b.prerelease.length ? compareIdentifiers(part, b.prerelease[i]!) : 0))
    .find((order) => order !== 0);
  return identifier ?? a.prerelease.length - b.prerelease.length;
}

/**
 * Whether `version` meets the caret range `^required` as npm reads it: at least `required`, below
 * the next major (the next minor for 0.x, the next patch for 0.0.x); a prerelease only on the same
 * release as a prerelease `required`. A version that is not semver cannot be judged: it passes.
 */
export function caretSatisfies(version: string, required: string): boolean {
  const have = parse(version);
  const need = parse(required);
  if (!have || !need) return true;
  if (compare(have, need) < 0) return false;
  if (have.prerelease.length > 0 && have.release.join('.') !== need.release.join('.')) return false;
  const [major, minor] = need.release;
  if (major > 0) return have.release[0] === major;
  if (minor > 0) return have.release[0] === 0 && have.release[1] === minor;
  return have.release.join('.') === need.release.join('.');
}

/**
 * The singletons a remote was built with that the shell's copies do not satisfy (^built version):
 * the remote gets the shell's copy regardless (a singleton), so these are where it may break.
 * Builds from before version.json listed them say nothing.
 */
export function singletonMismatches(shell: BuildInfo['shared'], remote: BuildInfo['shared']): SingletonMismatch[] {
  if (!shell || !remote) return [];
  return Object.entries(remote)
    .filter(([pkg, builtWith]) => shell[pkg] === undefined || !caretSatisfies(shell[pkg], builtWith))
    .map(([pkg, builtWith]) => ({ pkg, builtWith, provided: shell[pkg] }));
}

const CONTRACTS = 'shared-contracts';

/**
 * What a remote was built with that the shell does not provide: the singletons above, and
 * shared-contracts built from other sources. That package is shared at a version that seldom
 * changes, so a remote built from newer sources of the same version gets the shell's shared
 * modules (those holding state, and the three pure ones the shell provides: STATEFUL_CONTRACTS and
 * PURE_CONTRACTS_FROM_THE_SHELL in shared-contracts/federation) without a word
 * (the runtime keeps the first registration of a version) and the version check
 * passes; version.json's hash of the sources (`contracts`) tells them apart. A differing one is
 * named like a version: the version with the hash as semver build metadata (1.0.0+2f4248b2cce1).
 */
export function buildMismatches(shell: BuildInfo, remote: BuildInfo): SingletonMismatch[] {
  const mismatches = singletonMismatches(shell.shared, remote.shared);
  const otherSources = shell.contracts && remote.contracts && shell.contracts !== remote.contracts;
  if (!otherSources || mismatches.some((mismatch) => mismatch.pkg === CONTRACTS)) return mismatches;
  const sources = (info: BuildInfo) => `${info.shared?.[CONTRACTS] ?? ''}+${info.contracts}`;
  return [...mismatches, { pkg: CONTRACTS, builtWith: sources(remote), provided: sources(shell) }];
}
