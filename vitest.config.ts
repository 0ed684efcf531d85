import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { loadEnv } from 'vite';
import { configDefaults, defineConfig } from 'vitest/config';
import { platforms } from './platforms';
import type { PlatformId } from './src/domain/enums';

const root = fileURLToPath(new URL('.', import.meta.url));
// Unit tests run against one platform's config and locale; PLATFORM=de npm run test:unit runs them as German.
const id = (process.env.PLATFORM ?? 'japan') as PlatformId;
// Tests get the whole dictionary at once, so a component renders with its texts however it was imported.
const alias = [
  { find: /^@platform$/, replacement: `${root}platforms/${id}.ts` },
  { find: /^@locale$/, replacement: `${root}src/i18n/locales/${platforms[id].locale}.ts` },
  { find: /^@locale\/(\w+)$/, replacement: `${root}src/i18n/locales/${platforms[id].locale}/$1.ts` },
  { find: /^@\//, replacement: `${root}src/` },
];

/**
 * The test files under `dirs` that replace a module (`vi.mock`, `vi.doMock`). Every other file shares its worker's
 * module graph with the files before it (`isolate: false`), which spares each file the import of React, the store,
 * the API and the server (about two thirds of the suite's time); a file that mocks a module would leave its stand-in in
 * that graph for the next file, so these run isolated, in projects of their own, and so does a file that proves what
 * a fresh page's modules hold (it says so: "Runs isolated").
 */
function filesThatMock(dirs: string[]): string[] {
  return filesThat(dirs, /\bvi\.(do)?[mM]ock\(|Runs isolated/);
}

function filesThat(dirs: string[], says: RegExp): string[] {
  return dirs.flatMap((dir) =>
    (readdirSync(dir, { recursive: true }) as string[])
      .filter((name) => /\.test\.tsx?$/.test(name))
      .map((name) => `${dir}/${name}`)
      .filter((file) => says.test(readFileSync(`${root}${file}`, 'utf8'))),
  );
}

/**
 * The server files whose subject is requests that race (two API instances, many requests at once) or hostile input to
 * every route. `npm test` runs them in its PostgreSQL pass only (NPM_TEST_PGLITE_PASS=1 leaves them out of the PGlite
 * pass): PGlite has one connection, so there they prove no more than the rules the PostgreSQL pass proves under real
 * races, at four times the cost (issue 26: the hostile file alone took 196 s on PGlite and 50 s on PostgreSQL). Run
 * without that variable (`npx vitest`), they run on PGlite as before.
 */
const racingOrHostile =
  process.env.NPM_TEST_PGLITE_PASS === '1'
    ? filesThat(['server'], /\b(twoInstances|runConcurrently|hostileRequests)\(/)
    : [];
const webFiles = ['src/**/*.test.{ts,tsx}', 'platforms/**/*.test.ts', 'scripts/**/*.test.ts'];
const webMocking = filesThatMock(['src', 'platforms', 'scripts']);
const serverMocking = filesThatMock(['server']);

const web = {
  environment: 'jsdom' as const,
  setupFiles: ['src/testing/setup.ts'],
  env: loadEnv(id, root, 'VITE_'),
  // Screen and session tests against the real API start it with a seeded database in their hooks: on 2 busy
  // cores that takes longer than the default 10 s.
  hookTimeout: 60_000,
  // Deadlines, never waits: a test takes as long as its states take to appear (src/testing/setup.ts gives
  // findBy and waitFor 20 s each), and a slow machine must not fail a test that is merely slow.
  testTimeout: 60_000,
};

const server = {
  environment: 'node' as const,
  setupFiles: ['server/testing/setup.ts'],
  // The money suites' conservation runs take 5 to 14 s here; with the machine loaded twice over, past 30 s.
  testTimeout: 60_000,
  // A fresh clone's first files seed the run's template database in their hooks (12 s on an idle machine); beside
  // the browser suites and the PostgreSQL pass on 2 cores that once took 72 s. A deadline, not a wait.
  hookTimeout: 180_000,
};

export default defineConfig({
  plugins: [react({ jsxImportSource: '@emotion/react' })],
  resolve: { alias },
  test: {
    // expect.poll waits for a state like findBy… does: a deadline for a busy machine, not a speed test.
    expect: { poll: { timeout: 20_000 } },
    // Vitest's default (one worker less than the CPUs) is a single worker on a 2-core machine, which leaves a core idle
    // while a file waits on PGlite, a socket or a timer: two workers there roughly halve the suite's time.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Names the run: its test files share one seeded database per platform instead of each seeding its own.
    globalSetup: ['server/testing/global-setup.ts'],
    // `--project 'server*'` runs both server projects (the PostgreSQL run of npm test).
    projects: [
      {
        extends: true,
        test: {
          ...web,
          name: 'web',
          include: webFiles,
          exclude: [...configDefaults.exclude, ...webMocking],
          isolate: false,
        },
      },
      { extends: true, test: { ...web, name: 'web-isolated', include: webMocking } },
      {
        extends: true,
        test: {
          ...server,
          name: 'server',
          include: ['server/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...serverMocking, ...racingOrHostile],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          ...server,
          name: 'server-isolated',
          include: serverMocking,
          exclude: [...configDefaults.exclude, ...racingOrHostile],
        },
      },
    ],
  },
});
