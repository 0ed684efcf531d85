import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The README's quick start as a newcomer runs it (e2e/start): each flow installs, builds and starts the service
 * itself in a fresh copy of the checkout, so there is no web server to start here and no bundle needed beforehand.
 * Browser, reporter and worker settings are the main suite's.
 */
export default defineConfig({
  ...base,
  testDir: 'e2e/start',
  // Its own folder, beside the main suite's rather than in it: the two suites run at the same time in `npm test`, and
  // each run empties its own output folder when it starts.
  outputDir: 'test-results-start',
  timeout: 15 * 60_000,
  expect: { timeout: 30_000 },
  projects: [{ name: 'start' }],
  webServer: [],
});
