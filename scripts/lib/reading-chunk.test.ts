// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { analyseReadingPath, READING_PATH, readingShared, type ChunkFacts } from './reading-chunk';

const chunk = (fileName: string, facts: Partial<ChunkFacts> = {}): ChunkFacts => ({
  fileName,
  isEntry: false,
  facadeModuleId: null,
  imports: [],
  moduleIds: [`/m/${fileName}.ts`],
  size: 500,
  ...facts,
});

const options = { reading: /\/routes\/(viewer|detail)\.tsx$/, firstScreen: /\/routes\/main\.tsx$/, keepAbove: 10_000 };

/**
 * An entry, the first screen's route, the two reading routes, and the shared chunks automatic splitting made of what
 * they import: `rtk` is a library (large), `api` one of its own imports, `hooks`/`errors`/`money` small shared ones,
 * `cards` shared with the first screen, `forms` used by another route only.
 */
const bundle: ChunkFacts[] = [
  chunk('entry', { isEntry: true, facadeModuleId: '/index.html', imports: ['boot'] }),
  chunk('boot'),
  chunk('main', { facadeModuleId: '/src/routes/main.tsx', imports: ['entry', 'cards'] }),
  chunk('cards', { imports: ['entry'] }),
  chunk('viewer', {
    facadeModuleId: '/src/routes/viewer.tsx',
    imports: ['entry', 'rtk', 'hooks', 'errors', 'cards'],
    size: 40_000,
  }),
  chunk('detail', {
    facadeModuleId: '/src/routes/detail.tsx',
    imports: ['entry', 'rtk', 'hooks', 'money'],
    size: 30_000,
  }),
  chunk('rtk', { imports: ['entry', 'api'], size: 40_000 }),
  chunk('api', { imports: ['entry'] }),
  chunk('hooks', { imports: ['entry', 'errors', 'boot'], moduleIds: ['/m/hooks.ts', '/m/hooks-2.ts'] }),
  chunk('errors'),
  chunk('money', { imports: ['rtk'] }),
  chunk('shop', { facadeModuleId: '/src/routes/shop.tsx', imports: ['forms', 'money'] }),
  chunk('forms'),
];

describe('the reading path shared chunk', () => {
  it("takes the modules of the small chunks the reading routes share, and nothing else's", () => {
    expect([...readingShared(bundle, options)].sort()).toEqual([
      '/m/errors.ts',
      '/m/hooks-2.ts',
      '/m/hooks.ts',
      '/m/money.ts',
    ]);
  });

  it('leaves the first screen alone: a chunk `/` loads stays its own file', () => {
    const modules = readingShared(bundle, options);
    expect(modules.has('/m/cards.ts')).toBe(false);
    expect(modules.has('/m/boot.ts')).toBe(false);
  });

  it('keeps a large shared chunk and what it imports, so the group never imports back from a chunk importing it', () => {
    const modules = readingShared(bundle, options);
    expect(modules.has('/m/rtk.ts')).toBe(false);
    expect(modules.has('/m/api.ts')).toBe(false);
    // The same chunk under the size limit is grouped with the rest.
    const smallRtk = bundle.map((c) => (c.fileName === 'rtk' ? { ...c, size: 2_000 } : c));
    expect(readingShared(smallRtk, options)).toContain('/m/rtk.ts');
  });

  it('groups nothing for a bundle without the reading routes (the transfer-only variant)', () => {
    const transferOnly = bundle.filter((c) => !['viewer', 'detail'].includes(c.fileName));
    expect(readingShared(transferOnly, options).size).toBe(0);
  });
});

describe('on the japan bundle', () => {
  it('finds the small shared modules of the title page and the viewer, and none that `/` or RTK Query hold', async () => {
    const config = fileURLToPath(new URL('../../vite.config.ts', import.meta.url));
    const modules = [...(await analyseReadingPath(config, 'japan', READING_PATH))].map((id) =>
      id.slice(id.indexOf('/src/') >= 0 ? id.indexOf('/src/') : id.indexOf('/node_modules/')),
    );
    // Shared by both reading routes and many other screens.
    expect(modules).toEqual(expect.arrayContaining(['/src/session/hooks.ts', '/src/domain/errors.ts']));
    // `/` loads it: it stays where the first load counts it.
    expect(modules).not.toContain('/src/session/reader-key.ts');
    // The entry's, the routes' own, and the large library chunk's modules.
    expect(modules).not.toContain('/src/api/call.ts');
    expect(modules).not.toContain('/src/app/routes/viewer.route.tsx');
    expect(modules.filter((id) => id.includes('@reduxjs/toolkit'))).toEqual([]);
  }, 120_000);
});
