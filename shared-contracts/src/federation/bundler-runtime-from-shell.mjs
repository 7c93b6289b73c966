// @ts-check
/**
 * What a remote's build takes for `@module-federation/webpack-bundler-runtime`: the package's
 * `federation` object, made of the functions the shell provides (bundler-runtime-provide.mjs)
 * instead of a copy of them. Each remote gets an object of its own, with its own share scopes
 * (`S`), instance and options, as the package's index makes one per bundle. A remote builds no
 * remotes of its own (the shell registers them all), so it has no `remotes` function.
 */
import { getRemoteEntry, init } from '@module-federation/runtime';
import { BUNDLER_RUNTIME_GLOBAL } from './bundler-runtime-global.mjs';

const fromShell = globalThis[BUNDLER_RUNTIME_GLOBAL];
if (!fromShell) {
  // Only a shell built with shared-contracts/federation, from the same version of the runtime (the
  // global's name carries it), provides them; say so instead of failing later with "cannot read
  // properties of undefined".
  throw new Error(`This remote needs a shell that provides the federation bundler runtime (${BUNDLER_RUNTIME_GLOBAL}).`);
}

/**
 * The two runtime calls the shell's functions make on a remote's behalf (`init` creates the remote's
 * instance; `getRemoteEntry` serves tree-shaken shares). Named rather than the whole namespace, so
 * the rest of the runtime's API and its error descriptions stay out of the remote entry.
 */
export const runtime = { init, getRemoteEntry };

export const bundlerRuntime = {
  remotes: undefined,
  consumes: fromShell.consumes,
  I: fromShell.initializeSharing,
  S: {},
  installInitialConsumes: fromShell.installInitialConsumes,
  initContainerEntry: fromShell.initContainerEntry,
  init: fromShell.init,
  getSharedFallbackGetter: fromShell.getSharedFallbackGetter,
};
export const attachShareScopeMap = fromShell.attachShareScopeMap;
export const bundlerRuntimeOptions = {};
export const instance = undefined;
export const initOptions = undefined;

export default { runtime, instance, initOptions, bundlerRuntime, attachShareScopeMap, bundlerRuntimeOptions };
