import { federatedAppConfig } from 'shared-contracts/federation';

export default (_env, argv) =>
  federatedAppConfig({
    dir: import.meta.dirname,
    name: 'group_orders',
    port: 3004,
    mode: argv.mode,
    exposes: {
      './StartGroupOrderPage': './src/exposes/StartGroupOrderPage.tsx',
      './JoinGroupOrderPage': './src/exposes/JoinGroupOrderPage.tsx',
      './GroupOrderPage': './src/exposes/GroupOrderPage.tsx',
      './GroupOrderSuccessPage': './src/exposes/GroupOrderSuccessPage.tsx',
      './GroupOrderCancelledPage': './src/exposes/GroupOrderCancelledPage.tsx',
    },
  });
