import { federatedAppConfig } from 'shared-contracts/federation';

/** The host: remotes are not named here; they are registered at run time from config.json. */
export default (_env, argv) =>
  federatedAppConfig({ dir: import.meta.dirname, name: 'shell', port: 3000, host: true, mode: argv.mode });
