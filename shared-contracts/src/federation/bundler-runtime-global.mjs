// @ts-check
/* global __FEDERATION_BUNDLER_RUNTIME_VERSION__ */
/**
 * Where the shell leaves the federation bundler runtime's functions for the remotes. The name
 * carries the version they were built from (defined by federation.mjs at build time): a remote built
 * with another `@module-federation/enhanced` finds nothing there and says which one it needs,
 * instead of calling functions whose internals may have changed.
 */
export const BUNDLER_RUNTIME_GLOBAL = `_FEDERATION_BUNDLER_RUNTIME_FROM_SHELL@${
  // @ts-ignore defined by the build; 'unbuilt' when node runs the file as is (its tests).
  typeof __FEDERATION_BUNDLER_RUNTIME_VERSION__ === 'string' ? __FEDERATION_BUNDLER_RUNTIME_VERSION__ : 'unbuilt'
}`;
