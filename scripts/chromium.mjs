import { chromium } from '@playwright/test';
import { existsSync } from 'node:fs';

/**
 * A Playwright-managed Chromium where the machine has one; otherwise Debian's, with the flags
 * that keep it from reaching for the network these machines do not have (ARCHITECTURE §7).
 * The e2e suites and the benchmarks launch the same way.
 */
export function chromiumLaunchOptions() {
  let managed;
  try {
    managed = chromium.executablePath();
  } catch {
    managed = undefined;
  }
  if (managed && existsSync(managed)) return {};
  return {
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  };
}
