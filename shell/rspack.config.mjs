import path from 'node:path';
import { federatedAppConfig } from 'shared-contracts/federation';
import { ServiceWorkerPlugin } from './build/service-worker-plugin.mjs';
import { KEEP_OFFLINE_SCRIPT, offlineScriptConfig } from './build/offline-script-config.mjs';
import { firstScreenServerConfig } from './build/first-screen-server-config.mjs';

/**
 * The host: remotes are not named here; they are registered at run time from config.json.
 * Beside it, the offline page's script (build/offline-script-config.mjs), and the route matching the
 * shell's server uses to name a page's first remote entry (build/first-screen-server-config.mjs).
 */
export default (_env, argv) => {
  const config = federatedAppConfig({ dir: import.meta.dirname, name: 'shell', port: 3000, host: true, mode: argv.mode });
  config.name = 'shell';
  config.output.clean = KEEP_OFFLINE_SCRIPT;
  config.plugins.push(new ServiceWorkerPlugin(path.join(import.meta.dirname, 'src/service-worker/service-worker.js')));
  return [config, offlineScriptConfig(config), firstScreenServerConfig(config)];
};
