// @ts-check
/** Where the shell leaves the federation bundler runtime's functions for the remotes. */
export const BUNDLER_RUNTIME_GLOBAL = '_FEDERATION_BUNDLER_RUNTIME_FROM_SHELL';
