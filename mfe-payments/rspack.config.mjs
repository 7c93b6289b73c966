import { federatedAppConfig } from 'shared-contracts/federation';

export default (_env, argv) =>
  federatedAppConfig({
    dir: import.meta.dirname,
    name: 'payments',
    port: 3006,
    mode: argv.mode,
    exposes: {
      './PaymentMethodPicker': './src/exposes/PaymentMethodPicker.tsx',
    },
  });
