import { federatedAppConfig } from 'shared-contracts/federation';

export default (_env, argv) =>
  federatedAppConfig({
    dir: import.meta.dirname,
    name: 'catalog',
    port: 3001,
    mode: argv.mode,
    exposes: {
      './HomePage': './src/exposes/HomePage.tsx',
      './MenuPage': './src/exposes/MenuPage.tsx',
      './CategoryPage': './src/exposes/CategoryPage.tsx',
      './ProductPage': './src/exposes/ProductPage.tsx',
      './StorePage': './src/exposes/StorePage.tsx',
      './SearchPage': './src/exposes/SearchPage.tsx',
    },
  });
