import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildAge, describeBuild, newestInput } from './build-age';

const BUILT = new Date('2026-11-28T15:00:00Z');
let root: string;

/** Writes `path` under the fake checkout with the given modification time. */
function file(path: string, mtime: Date) {
  const full = join(root, path);
  mkdirSync(join(full, '..'), { recursive: true });
  writeFileSync(full, 'x');
  utimesSync(full, mtime, mtime);
}

const minutes = (offset: number) => new Date(BUILT.getTime() + offset * 60_000);

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'build-age-'));
  file('dist/de/index.html', BUILT);
  file('src/main.tsx', minutes(-60));
  file('platforms/de.ts', minutes(-60));
  file('index.html', minutes(-60));
  file('vite.config.ts', minutes(-60));
  file('.env.de', minutes(-60));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const ageOf = () => buildAge(root, 'de', newestInput(root));

describe('buildAge', () => {
  it('a build newer than every source is current, and the header says when it was built', () => {
    const age = ageOf();
    expect(age.stale).toBe(false);
    expect(describeBuild(age)).toBe('dist/de built 2026-11-28T15:00:00.000Z');
  });

  it.each(['src/features/transfer/transfer-note.tsx', 'platforms/de.ts', 'index.html', 'vite.config.ts', '.env.de'])(
    'a build older than %s is stale and names the file',
    (path) => {
      file(path, minutes(5));
      const age = ageOf();
      expect(age.stale).toBe(true);
      expect(age.newest?.path).toBe(path);
      expect(describeBuild(age)).toBe(
        `dist/de built 2026-11-28T15:00:00.000Z: STALE, ${path} changed 2026-11-28T15:05:00.000Z`,
      );
    },
  );

  it('ignores test files and their helpers (never bundled) and files outside the build inputs', () => {
    file('src/features/transfer/transfer-note.test.tsx', minutes(5));
    file('src/testing/factories.ts', minutes(5));
    file('server/app.ts', minutes(5));
    file('docs/performance.md', minutes(5));
    expect(ageOf().stale).toBe(false);
  });
});
