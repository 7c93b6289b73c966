// @ts-check
/**
 * The shell hands the federation bundler runtime's functions to the remotes, as it hands them the
 * runtime core (`provideExternalRuntime`): every remote entry carried its own copy of them, some
 * 4 KB gzip each, three of them on the homepage (issue #11). Only the functions are shared, never
 * state: each remote builds its own `federation` object from them
 * (bundler-runtime-from-shell.mjs), as the maintainers require one per bundle
 * (module-federation-examples#3821). The functions keep no state of their own; they work on the
 * `webpackRequire` they are called with.
 */
import { attachShareScopeMap } from '@module-federation/webpack-bundler-runtime/dist/attachShareScopeMap.js';
import { consumes } from '@module-federation/webpack-bundler-runtime/dist/consumes.js';
import { getSharedFallbackGetter } from '@module-federation/webpack-bundler-runtime/dist/getSharedFallbackGetter.js';
import { init } from '@module-federation/webpack-bundler-runtime/dist/init.js';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import { initializeSharing } from '@module-federation/webpack-bundler-runtime/dist/initializeSharing.js';
import { installInitialConsumes } from '@module-federation/webpack-bundler-runtime/dist/installInitialConsumes.js';
import { BUNDLER_RUNTIME_GLOBAL } from './bundler-runtime-global.mjs';

globalThis[BUNDLER_RUNTIME_GLOBAL] = {
  attachShareScopeMap,
  consumes,
  getSharedFallbackGetter,
  init,
  initContainerEntry,
  initializeSharing,
  installInitialConsumes,
};
