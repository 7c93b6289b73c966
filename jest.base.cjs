/**
 * The jest settings every package shares: @swc/jest for TS/TSX, and the ESM-only packages
 * (nanostores, @nanostores, ky, react-leaflet) let through the transform (ARCHITECTURE §7).
 */
const path = require('node:path');

const esmOnly = ['nanostores', '@nanostores', 'ky', 'react-leaflet', '@react-leaflet'];

/** @param {string} dir the package folder; @param {'node'|'jsdom'} environment */
module.exports = function jestConfig(dir, environment) {
  return {
    rootDir: dir,
    displayName: path.basename(dir),
    testEnvironment: environment === 'jsdom' ? path.join(__dirname, 'jest.env-dom.cjs') : 'node',
    testMatch: ['<rootDir>/**/*.test.ts', '<rootDir>/**/*.test.tsx'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    transform: {
      '^.+\\.(t|j|mj)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
    moduleNameMapper: {
      '\\.(css)$': path.join(__dirname, 'jest.style-stub.cjs'),
    },
    setupFilesAfterEnv: environment === 'jsdom' ? [path.join(__dirname, 'jest.setup-dom.cjs')] : [],
  };
};
