// `npx jest` at the top runs every package's tests; each package also runs its own.
module.exports = {
  // A global option: the projects' own testTimeout is ignored in a run of all of them, which left the
  // API's database tests (30 s in api/jest.config.cjs) on jest's 5 s default under `npm test`.
  testTimeout: 30000,
  // Also global. A worker keeps what each API test file's embedded database left behind (its
  // WebAssembly memory is outside the heap: ~150 MB of resident memory a file against ~15 MB of
  // heap), so two workers outgrew the machine's memory and one was killed mid-run. A worker whose
  // heap passes this after a file is replaced by a fresh one.
  workerIdleMemoryLimit: '400MB',
  projects: ['shared-contracts', 'shell', 'mfe-catalog', 'mfe-cart-checkout', 'mfe-account', 'mfe-group-orders', 'mfe-reservations-events-jobs', 'mfe-payments', 'api', 'scripts'].map(
    (dir) => `<rootDir>/${dir}/jest.config.cjs`,
  ),
};
