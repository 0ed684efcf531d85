import { readdirSync, readFileSync } from 'node:fs';

/**
 * Which test files each pass of `npm test` runs (vitest.config.ts builds its projects from these lists; the rule is
 * stated once, here, and server/testing/test-passes.test.ts proves that every server file runs in at least one pass).
 *
 * - Without a pass variable (`npx vitest`): every file, on PGlite (or on PostgreSQL with TEST_DATABASE_URL).
 * - NPM_TEST_PGLITE_PASS=1: every file but the racing and hostile ones (`racingOrHostile`), which PGlite, with its one
 *   connection, cannot make race: there they prove no more than the PostgreSQL pass proves under real races, at four
 *   times the cost (issue 26: the hostile file alone took 196 s on PGlite, 50 s on PostgreSQL).
 * - NPM_TEST_POSTGRES_PASS=1: the server files whose subject is the database or requests at once (`onPostgres`). A
 *   route test of pure HTTP shape asks nothing of the database that PGlite, the same PostgreSQL engine, does not
 *   answer alike, so it runs once, in the PGlite pass.
 */

/** A file is about the database or concurrency, and runs on PostgreSQL in `npm test`, when it… */
const POSTGRES_RULE = {
  /** …lies where the SQL is: the schema, migrations, seeds, locks and batches, and the services' transactions; */
  directories: ['server/db/', 'server/services/'],
  /** …is named for money, races, crashes, outages, backups, limits or locks; */
  name: /(money|race|crash|outage|backup|limits|locks)[^/]*\.test\.ts$/,
  /**
   * …races or attacks (two API instances, many requests at once, hostile input to every route), names the PostgreSQL
   * server it runs on (`ctx.databaseUrl`, TEST_DATABASE_URL), or says so itself: "Runs on PostgreSQL", with its reason
   * (e.g. two requests at once that must not both use one code). The whole `server/routes/purchase/` folder is money.
   */
  says: [
    /\b(twoInstances|runConcurrently|hostileRequests|secondInstance)\(/,
    /TEST_DATABASE_URL|\.databaseUrl\b/,
    /Runs on PostgreSQL/,
  ],
  folders: ['server/routes/purchase/'],
};

const RACING_OR_HOSTILE = /\b(twoInstances|runConcurrently|hostileRequests)\(/;
/**
 * A file that replaces a module (`vi.mock`, `vi.doMock`) or proves what a fresh page's modules hold ("Runs isolated")
 * runs in an isolated project: every other file shares its worker's module graph with the files before it
 * (`isolate: false`), which spares each file the import of React, the store, the API and the server.
 */
const MOCKS = /\bvi\.(do)?[mM]ock\(|Runs isolated/;

export interface TestFile {
  path: string;
  text: string;
}

/** The test files under `dirs` (paths relative to `root`, which ends with a slash), with their text. */
export function testFilesUnder(root: string, dirs: string[]): TestFile[] {
  return dirs.flatMap((dir) =>
    (readdirSync(`${root}${dir}`, { recursive: true }) as string[])
      .filter((name) => /\.test\.tsx?$/.test(name) && !name.includes('node_modules'))
      .map((name) => `${dir}/${name}`)
      .map((path) => ({ path, text: readFileSync(`${root}${path}`, 'utf8') })),
  );
}

export const mocks = (file: TestFile) => MOCKS.test(file.text);
export const racingOrHostile = (file: TestFile) => RACING_OR_HOSTILE.test(file.text);

export function onPostgres(file: TestFile): boolean {
  const { path, text } = file;
  return (
    [...POSTGRES_RULE.directories, ...POSTGRES_RULE.folders].some((dir) => path.startsWith(dir)) ||
    POSTGRES_RULE.name.test(path) ||
    POSTGRES_RULE.says.some((says) => says.test(text))
  );
}

export type Pass = 'all' | 'pglite' | 'postgres';

/** The pass a run is, from the variables scripts/test-all.mjs sets. */
export function passOf(env: Record<string, string | undefined>): Pass {
  if (env.NPM_TEST_POSTGRES_PASS === '1') return 'postgres';
  if (env.NPM_TEST_PGLITE_PASS === '1') return 'pglite';
  return 'all';
}

/** The files of the two server projects in `pass`: shared module graph, and isolated (the ones that mock). */
export function serverProjectFiles(files: TestFile[], pass: Pass): { shared: string[]; isolated: string[] } {
  const runs = files.filter((file) => {
    if (pass === 'pglite') return !racingOrHostile(file);
    if (pass === 'postgres') return onPostgres(file);
    return true;
  });
  return {
    shared: runs.filter((file) => !mocks(file)).map((file) => file.path),
    isolated: runs.filter(mocks).map((file) => file.path),
  };
}
