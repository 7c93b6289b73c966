// @ts-check
/**
 * Emits version.json beside every app's files: its federation name, package version, build hash
 * and the versions of the shared singletons it was built with. The shell's /test screen shows them
 * per remote (and whether the shell's singletons satisfy each remote's), and the shell compares
 * build hashes to tell the customer when a new version has been deployed.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { rspack } from '@rspack/core';

export class BuildInfoPlugin {
  /** @param {{ name: string, dir: string, shared: Record<string, string> }} options */
  constructor(options) {
    this.options = options;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    const { name, dir, shared } = this.options;
    const version = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).version;
    compiler.hooks.thisCompilation.tap('BuildInfoPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BuildInfoPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const info = { name, version, build: compilation.hash ?? 'dev', shared };
          compilation.emitAsset('version.json', new rspack.sources.RawSource(`${JSON.stringify(info)}\n`));
        },
      );
    });
  }
}
