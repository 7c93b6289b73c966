import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '../scripts/chromium.mjs';
import { SHOP_URL } from './support/urls';

/**
 * Cross-remote suites against the served topology: API, shell and every remote on their own
 * origins, started as `npm start` does (on a fresh in-memory database). In docker compose the
 * e2e service sets BASE_URL and E2E_EXTERNAL_TOPOLOGY and runs against the other services.
 */
const external = Boolean(process.env.E2E_EXTERNAL_TOPOLOGY);
const baseURL = SHOP_URL;

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // The JSON report goes to a file (scripts/test.mjs and docker-compose name theirs), never into the
  // list's output: run alone (npm test -w e2e) it would print megabytes of it.
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/report.json' }]],
  use: {
    baseURL,
    // Suites start as a returning customer who chose "only necessary" cookies, so the consent
    // region does not cover what they click; consent.spec.ts starts from a first visit.
    storageState: {
      cookies: [{ name: 'cookie_consent', value: '', domain: new URL(baseURL).hostname, path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Strict' }],
      origins: [],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions() } }],
  webServer: external
    ? undefined
    : {
        command: 'node scripts/start.mjs --no-build',
        cwd: '..',
        url: baseURL,
        timeout: 180_000,
        reuseExistingServer: !process.env.CI,
        // Every customer of the suite comes from this machine's one address, so the per-address
        // limits on registration and sign-in would stop the suite, not a bot; the limits themselves
        // are tested against the API (api/test/routes/public/auth/rate-limits.test.ts and others).
        env: { PGLITE_DIR: 'memory://', RATE_LIMIT_ALLOW: '127.0.0.1,::1,::ffff:127.0.0.1' },
        stdout: 'ignore',
        stderr: 'pipe',
      },
});
