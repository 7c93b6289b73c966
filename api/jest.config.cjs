// PGlite loads its WebAssembly with dynamic import(), which jest allows only under
// --experimental-vm-modules: `npm test -w api` passes it (see package.json "test").
const base = require('../jest.base.cjs')(__dirname, 'node');

const vmModules = [...process.execArgv, process.env.NODE_OPTIONS ?? ''].join(' ').includes('--experimental-vm-modules');
if (!vmModules) {
  console.warn('api tests need node --experimental-vm-modules (PGlite); run them with `npm test -w api`.');
}

// Fastify's inject (light-my-request) requires cookie 2, which ships as ESM only.
const esmOnly = ['nanostores', '@nanostores', 'ky', 'cookie', 'jose'];

module.exports = {
  ...base,
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
  // Each test file starts its own database (PGlite in memory, or a schema on DATABASE_URL).
  testTimeout: 30000,
  // A worker is replaced once its heap passes this after a file: see the note in ../jest.config.cjs.
  workerIdleMemoryLimit: '400MB',
};
