// `npx jest` at the top runs every package's tests; each package also runs its own.
module.exports = {
  // A global option: the projects' own testTimeout is ignored in a run of all of them, which left the
  // API's database tests (30 s in api/jest.config.cjs) on jest's 5 s default under `npm test`.
  testTimeout: 30000,
  projects: ['shared-contracts', 'shell', 'mfe-catalog', 'mfe-cart-checkout', 'mfe-account', 'mfe-group-orders', 'mfe-reservations-events-jobs', 'mfe-payments', 'api', 'scripts'].map(
    (dir) => `<rootDir>/${dir}/jest.config.cjs`,
  ),
};
