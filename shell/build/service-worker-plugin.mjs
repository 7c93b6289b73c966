// @ts-check
/**
 * Emits /service-worker.js from its source with this build's hash in it: a new shell build is a
 * new worker, which the browser installs and the update prompt then activates.
 */
import { readFileSync } from 'node:fs';
import { rspack } from '@rspack/core';

export class ServiceWorkerPlugin {
  /** @param {string} source path of the worker's source */
  constructor(source) {
    this.source = source;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ServiceWorkerPlugin', (compilation) => {
      compilation.fileDependencies.add(this.source);
      compilation.hooks.processAssets.tap(
        { name: 'ServiceWorkerPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const worker = readFileSync(this.source, 'utf8').replace('__BUILD__', compilation.hash ?? 'dev');
          compilation.emitAsset('service-worker.js', new rspack.sources.RawSource(worker));
        },
      );
    });
  }
}
