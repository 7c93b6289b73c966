// @ts-check
/**
 * Emits version.json beside every app's files: its federation name, package version, build hash,
 * the versions of the shared singletons it was built with and a hash of the shared shared-contracts
 * modules' sources (federation.mjs contractsSourceHash). The shell's /test screen shows them per remote (and
 * whether the shell's singletons and shared-contracts are those each remote was built with), and
 * the shell compares build hashes to tell the customer when a new version has been deployed.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { rspack } from '@rspack/core';

export class BuildInfoPlugin {
  /** @param {{ name: string, dir: string, shared: Record<string, string>, contracts: () => string }} options */
  constructor(options) {
    this.options = options;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    const { name, dir, shared, contracts } = this.options;
    const version = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).version;
    compiler.hooks.thisCompilation.tap('BuildInfoPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BuildInfoPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const info = { name, version, build: compilation.hash ?? 'dev', shared, contracts: contracts() };
          compilation.emitAsset('version.json', new rspack.sources.RawSource(`${JSON.stringify(info)}\n`));
        },
      );
    });
  }
}
