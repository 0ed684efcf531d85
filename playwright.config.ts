import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/lib/chromium.mjs';

// Two checkouts on one machine run their flows side by side with E2E_PORT_OFFSET set apart (e.g. 100).
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0) || 0;

/** Each platform project runs against its own built bundle served by the reference API on its own port. */
const allTargets = [
  { name: 'japan', port: 4101 + offset },
  // The de server also serves the 'me' bundle on 4105 from the same database: the transfer flow ends there.
  { name: 'de', port: 4102 + offset, alsoServe: `me:${4105 + offset}` },
  // The adult and BL rules of spec §4 differ most on 'me': no guest cookie, BL follows the reader's toggle.
  { name: 'me', port: 4103 + offset },
  // Thai baht prices and dd/MM/yyyy dates in the coin economy (issue 4).
  { name: 'thai', port: 4104 + offset },
  // Traditional Chinese and NT$ prices: the phone layout suite walks it like the others (issue 14).
  { name: 'taiwan', port: 4106 + offset },
] as const;

// E2E_PLATFORMS=japan,thai starts only those servers (and needs only those bundles built); all by default.
const only = process.env.E2E_PLATFORMS?.split(',');
const targets = only ? allTargets.filter((t) => only.includes(t.name)) : allTargets;

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Two platforms' flows run side by side; each platform's server sees one flow at a time (its clock, outbox and
  // test prizes are per server), as `workers: 1` on every project below keeps it.
  workers: 2,
  retries: 0,
  reporter: [['list'], ['json']],
  use: {
    // A click or a page load that cannot happen fails at its own step and names what it waited for, instead of
    // holding the test until its whole timeout (the layout walks have 300 s) and failing without saying where.
    actionTimeout: 20_000,
    navigationTimeout: 30_000,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'bundles', testMatch: 'bundles.spec.ts' },
    ...targets.map((t) => ({
      name: t.name,
      testDir: `e2e/${t.name}`,
      workers: 1,
      use: { baseURL: `http://127.0.0.1:${t.port}` },
    })),
  ],
  webServer: targets.map((t) => ({
    command: `node scripts/e2e-server.mjs ${t.name} ${t.port}${'alsoServe' in t ? ` ${t.alsoServe}` : ''}`,
    url: `http://127.0.0.1:${t.port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  })),
});
