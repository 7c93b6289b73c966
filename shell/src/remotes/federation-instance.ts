import { createInstance, getInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';

/**
 * The page's federation runtime: the one the build plugin created in the real shell, or (outside
 * a federated build, as in unit tests) a host of our own with no shared modules.
 */
export function federation(): ModuleFederation {
  return getInstance() ?? createInstance({ name: 'shell', remotes: [] });
}
