import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/lib/chromium.mjs';

// Two checkouts on one machine run their flows side by side with E2E_PORT_OFFSET set apart (e.g. 100).
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0) || 0;

/**
 * Each project runs against a platform's bundle served by the reference API on its own port and database. japan has
 * two: its long screen walks (every screen at two widths, axe over every route) run beside its flows, against a server
 * of their own, so that the longest platform is not one chain of tests behind everything else.
 */
const allTargets = [
  { name: 'japan', platform: 'japan', port: 4101 + offset, testIgnore: ['layout.spec.ts', 'a11y.spec.ts'] },
  { name: 'japan-walks', platform: 'japan', port: 4107 + offset, testMatch: ['layout.spec.ts', 'a11y.spec.ts'] },
  // The de server also serves the 'me' bundle on 4105 from the same database: the transfer flow ends there.
  { name: 'de', platform: 'de', port: 4102 + offset, alsoServe: `me:${4105 + offset}` },
  // The adult and BL rules of spec §4 differ most on 'me': no guest cookie, BL follows the reader's toggle.
  { name: 'me', platform: 'me', port: 4103 + offset },
  // Thai baht prices and dd/MM/yyyy dates in the coin economy (issue 4).
  { name: 'thai', platform: 'thai', port: 4104 + offset },
  // Traditional Chinese and NT$ prices: the phone layout suite walks it like the others (issue 14).
  { name: 'taiwan', platform: 'taiwan', port: 4106 + offset },
] as const;

// E2E_PLATFORMS=japan,thai starts only those platforms' servers (and needs only those bundles built); all by default.
const only = process.env.E2E_PLATFORMS?.split(',');
const targets = only ? allTargets.filter((t) => only.includes(t.platform)) : allTargets;

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Three projects' flows run side by side (they wait on pages far more than they compute); each server sees one flow
  // at a time (its clock, outbox and test prizes are per server), as `workers: 1` on every project below keeps it.
  workers: 3,
  retries: 0,
  reporter: [['list'], ['json']],
  use: {
    // A click or a page load that cannot happen fails at its own step and names what it waited for, instead of
    // holding the test until its whole timeout (the layout walks have 300 s) and failing without saying where.
    actionTimeout: 20_000,
    navigationTimeout: 30_000,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // A failed flow keeps its trace: actions, network, console and the screencast. Not the DOM snapshot of every step,
    // which cost the screen walks a sixth of their time; the page at the failure is in error-context.md all the same.
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false },
    // The service worker is tested where it is the subject (e2e/*/pwa.spec.ts and offline-reading.spec.ts say
    // `serviceWorkers: 'allow'`). Elsewhere a worker that installs in every fresh context would download the whole
    // precache (about 160 files) per flow, and once it controls the page `page.route` no longer sees its requests.
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'bundles', testMatch: 'bundles.spec.ts' },
    ...targets.map((t) => ({
      name: t.name,
      testDir: `e2e/${t.platform}`,
      ...('testIgnore' in t ? { testIgnore: [...t.testIgnore] } : {}),
      ...('testMatch' in t ? { testMatch: [...t.testMatch] } : {}),
      workers: 1,
      use: { baseURL: `http://127.0.0.1:${t.port}` },
    })),
  ],
  webServer: targets.map((t) => ({
    command: `node scripts/e2e-server.mjs ${t.platform} ${t.port}${'alsoServe' in t ? ` ${t.alsoServe}` : ''}`,
    url: `http://127.0.0.1:${t.port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  })),
});
