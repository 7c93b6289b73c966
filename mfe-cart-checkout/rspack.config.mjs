import { federatedAppConfig } from 'shared-contracts/federation';

export default (_env, argv) =>
  federatedAppConfig({
    dir: import.meta.dirname,
    name: 'cart_checkout',
    port: 3002,
    mode: argv.mode,
    exposes: {
      './CartWidget': './src/exposes/CartWidget.tsx',
      './CartPage': './src/exposes/CartPage.tsx',
      './OrderSuccessPage': './src/exposes/OrderSuccessPage.tsx',
      './TablePage': './src/exposes/TablePage.tsx',
      './StaffTablesPage': './src/exposes/StaffTablesPage.tsx',
    },
  });
