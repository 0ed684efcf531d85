import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { mocks, onPostgres, serverProjectFiles, testFilesUnder } from './test-passes';

const root = fileURLToPath(new URL('../../', import.meta.url));
const files = testFilesUnder(root, ['server']);
const pathsOf = (pass: 'all' | 'pglite' | 'postgres') => {
  const { shared, isolated } = serverProjectFiles(files, pass);
  return new Set([...shared, ...isolated]);
};

describe("npm test's two passes over the server files", () => {
  it('run every server test file at least once', () => {
    const pglite = pathsOf('pglite');
    const postgres = pathsOf('postgres');
    const never = files.map((file) => file.path).filter((path) => !pglite.has(path) && !postgres.has(path));
    expect(files.length).toBeGreaterThan(100);
    expect(never).toEqual([]);
  });

  it('run the racing and hostile files on PostgreSQL only, and a route test of pure HTTP shape on PGlite only', () => {
    const pglite = pathsOf('pglite');
    const postgres = pathsOf('postgres');
    for (const path of ['server/app.hostile.test.ts', 'server/routes/purchase/money.test.ts'])
      expect([pglite.has(path), postgres.has(path)], path).toEqual([false, true]);
    for (const path of ['server/routes/faq/faq.test.ts', 'server/routes/health/health.test.ts'])
      expect([pglite.has(path), postgres.has(path)], path).toEqual([true, false]);
  });

  it('run on PostgreSQL the database folders, the money and crash files, and the files that say so', () => {
    const on = (path: string, text = '') => onPostgres({ path, text });
    expect(on('server/db/locks.test.ts')).toBe(true);
    expect(on('server/services/catalog/import/import.test.ts')).toBe(true);
    expect(on('server/routes/purchase/purchase.test.ts')).toBe(true);
    expect(on('server/routes/event/event-money.test.ts')).toBe(true);
    expect(on('server/routes/transfer/crash.test.ts')).toBe(true);
    expect(on('server/routes/x/x.test.ts', 'const other = await ctx.secondInstance();')).toBe(true);
    expect(on('server/routes/x/x.test.ts', '// Runs on PostgreSQL (npm test): two codes at once.')).toBe(true);
    expect(on('server/routes/x/x.test.ts', "it('answers the FAQ', () => {})")).toBe(false);
  });

  it('keep a file that mocks a module in the isolated project of its pass', () => {
    const mocking = files.filter(mocks).map((file) => file.path);
    expect(mocking).toContain('server/routes/auth/sign-in-limits.test.ts');
    for (const pass of ['all', 'pglite', 'postgres'] as const) {
      const { shared, isolated } = serverProjectFiles(files, pass);
      for (const path of mocking) expect(shared, `${pass}: ${path}`).not.toContain(path);
      for (const path of isolated) expect(mocking, `${pass}: ${path}`).toContain(path);
    }
  });

  it('leave every server file in a plain `npx vitest` run', () => {
    expect(pathsOf('all').size).toBe(files.length);
  });
});
