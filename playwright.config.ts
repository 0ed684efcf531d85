import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH } from './scripts/lib/chromium.mjs';

// Two checkouts on one machine run their flows side by side with E2E_PORT_OFFSET set apart (e.g. 100).
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0) || 0;

/**
 * The japan flows that run against a second japan server (project japan-2), beside the others: one server sees one
 * flow at a time, so the longest platform is split across servers for its flows to run side by side. Two halves of
 * about equal time (5m06s and 5m32s in a run of 28 Nov); a new japan flow goes to the first unless that one grows
 * longer.
 */
const JAPAN_SECOND = [
  'pwa.spec.ts',
  'reachability.spec.ts',
  'reading.spec.ts',
  'recovery-mail.spec.ts',
  'recovery-sms.spec.ts',
  'rewards.spec.ts',
  'roulette.spec.ts',
  'search.spec.ts',
  'settings.spec.ts',
  'signals.spec.ts',
  'social.spec.ts',
  'themes.spec.ts',
  'tickets.spec.ts',
  'viewer-placeholder.spec.ts',
  'viewer.spec.ts',
  'withdrawal.spec.ts',
];
const JAPAN_WALKS = ['layout.spec.ts', 'a11y.spec.ts'];

/**
 * Each project runs against a platform's bundle served by the reference API on its own port and database. japan has
 * three: its flows in two halves and its long screen walks (every screen at two widths, axe over every route), each
 * against a server of its own, so that the longest platform is not one chain of tests behind everything else.
 * Longest first: a free worker takes the next project in this order, and the short ones fill in at the end.
 */
const allTargets = [
  // The adult and BL rules of spec §4 differ most on 'me': no guest cookie, BL follows the reader's toggle.
  { name: 'me', platform: 'me', port: 4103 + offset },
  { name: 'japan-walks', platform: 'japan', port: 4107 + offset, testMatch: JAPAN_WALKS },
  { name: 'japan', platform: 'japan', port: 4101 + offset, testIgnore: [...JAPAN_WALKS, ...JAPAN_SECOND] },
  { name: 'japan-2', platform: 'japan', port: 4108 + offset, testMatch: JAPAN_SECOND },
  // Thai baht prices and dd/MM/yyyy dates in the coin economy (issue 4).
  { name: 'thai', platform: 'thai', port: 4104 + offset },
  // The de server also serves the 'me' bundle on 4105 from the same database: the transfer flow ends there.
  { name: 'de', platform: 'de', port: 4102 + offset, alsoServe: `me:${4105 + offset}` },
  // Traditional Chinese and NT$ prices: the phone layout suite walks it like the others (issue 14).
  { name: 'taiwan', platform: 'taiwan', port: 4106 + offset },
] as const;

// E2E_PLATFORMS=japan,thai starts only those platforms' servers (and needs only those bundles built); all by default.
const only = process.env.E2E_PLATFORMS?.split(',');
const targets = only ? allTargets.filter((t) => only.includes(t.platform)) : allTargets;

/** The launcher's readiness port: below the servers' own. */
const readyPort = 4100 + offset;
/** `<platform>:<port>[+<platform>:<port>]`, one server for scripts/e2e-servers.mjs. */
const serverSpec = (t: (typeof allTargets)[number]) =>
  `${t.platform}:${t.port}${'alsoServe' in t ? `+${t.alsoServe}` : ''}`;

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Four projects' flows run side by side (they wait on pages far more than they compute); each server sees one flow
  // at a time (its clock, outbox and test prizes are per server), as `workers: 1` on every project below keeps it.
  workers: 4,
  retries: 0,
  reporter: [['list'], ['json']],
  use: {
    // A click or a page load that cannot happen fails at its own step and names what it waited for, instead of
    // holding the test until its whole timeout (the layout walks have 300 s) and failing without saying where.
    actionTimeout: 20_000,
    navigationTimeout: 30_000,
    launchOptions: { executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_ARGS },
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
  // One launcher starts every project's server side by side and answers on its own port once all of them are ready
  // (scripts/e2e-servers.mjs says why). The bound is generous: on a machine loaded twice over the six first starts
  // take minutes, and a slow start must not be what fails the run. In a fresh clone (no database template, no images)
  // they took 115 s on an idle machine; beside the PGlite suite in `npm test` on a slow machine they once took over
  // 300 s, the former bound, and a CI run failed on it with every test green (29 Nov). The launcher prints which
  // servers it still waits for every 30 s, so a start that never ends names its server in the log.
  webServer: {
    command: `node scripts/e2e-servers.mjs ${readyPort} ${targets.map(serverSpec).join(' ')}`,
    url: `http://127.0.0.1:${readyPort}/`,
    timeout: 900_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
