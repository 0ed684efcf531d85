import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { loadEnv } from 'vite';
import { configDefaults, defineConfig } from 'vitest/config';
import { platforms } from './platforms';
import { mocks, passOf, serverProjectFiles, testFilesUnder } from './server/testing/test-passes';
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
 * Which files run where: the web projects take every test under src/, platforms/ and scripts/; the server projects
 * take the server files of this run's pass (server/testing/test-passes.ts states the rule: `npm test` runs the racing
 * and hostile files on PostgreSQL only, and on PostgreSQL only the files whose subject is the database or requests at
 * once). A file that mocks a module runs isolated, in a project of its own: every other file shares its worker's
 * module graph with the files before it (`isolate: false`), which spares each file the import of React, the store,
 * the API and the server (about two thirds of the suite's time), and a mock would stay in that graph for the next file.
 */
const pass = passOf(process.env);
const webFiles = ['src/**/*.test.{ts,tsx}', 'platforms/**/*.test.ts', 'scripts/**/*.test.ts'];
const webMocking = testFilesUnder(root, ['src', 'platforms', 'scripts'])
  .filter(mocks)
  .map((file) => file.path);
const serverFiles = serverProjectFiles(testFilesUnder(root, ['server']), pass);
// VITEST_CPU_LOG=/tmp/cpu.tsv: each file's CPU seconds, to find where a run's time goes (server/testing/cpu-log.ts).
const cpuLog = process.env.VITEST_CPU_LOG ? ['server/testing/cpu-log.ts'] : [];

const web = {
  environment: 'jsdom' as const,
  setupFiles: ['src/testing/setup.ts', ...cpuLog],
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
  setupFiles: ['server/testing/setup.ts', ...cpuLog],
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
    // `--project 'server*'` runs both server projects (with NPM_TEST_POSTGRES_PASS=1, the PostgreSQL pass of npm test).
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
          include: serverFiles.shared,
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          ...server,
          name: 'server-isolated',
          include: serverFiles.isolated,
        },
      },
    ],
  },
});
