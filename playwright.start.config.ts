import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/lib/chromium.mjs';

/**
 * The README's quick start as a newcomer runs it (e2e/start): each flow installs, builds and starts the service
 * itself in a fresh copy of the checkout, so there is no web server to start here and no bundle needed beforehand.
 */
export default defineConfig({
  testDir: 'e2e/start',
  timeout: 15 * 60_000,
  expect: { timeout: 30_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json']],
  use: {
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
});
