// `npx jest` at the top runs every package's tests; each package also runs its own.
module.exports = {
  projects: ['shared-contracts', 'shell', 'mfe-catalog', 'mfe-cart-checkout', 'mfe-account', 'mfe-reservations-events-jobs', 'mfe-payments', 'api', 'scripts'].map(
    (dir) => `<rootDir>/${dir}/jest.config.cjs`,
  ),
};
