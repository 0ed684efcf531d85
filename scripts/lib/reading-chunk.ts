import { build, type Rolldown } from 'vite';

/** What the analysis reads of an output chunk. */
export interface ChunkFacts {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: readonly string[];
  moduleIds: readonly string[];
  /** Its code's length, before compression. */
  size: number;
}

export interface ReadingPathOptions {
  /** The lazy routes of the reading path (a title's page, the viewer), by module id. */
  reading: RegExp;
  /** The lazy routes the first screen (`/`) loads: what they import stays where the first-load budget counts it. */
  firstScreen: RegExp;
  /** A shared chunk at least this long (a library such as RTK Query) keeps a file of its own. */
  keepAbove: number;
}

function closure(byFile: ReadonlyMap<string, ChunkFacts>, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...(byFile.get(file)?.imports ?? []));
  }
  return seen;
}

/**
 * The modules of the small shared chunks that automatic splitting gives the reading path: left alone, every set of
 * lazy routes that shares a module gets a chunk of its own, and the viewer's route fetched 25 files, 22 of them under
 * 2 KiB gzip, which over HTTP/1.1's six connections a host arrive in waves of one round trip each
 * (docs/performance.md). Grouped, they are one file.
 *
 * Left out: what the entry or the first screen already loads, the routes' own chunks, the large shared chunks, and
 * everything any of those imports. So the grouped chunk imports only chunks that never import it back, and `/` never
 * fetches it.
 */
export function readingShared(chunks: readonly ChunkFacts[], options: ReadingPathOptions): Set<string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const routesOf = (test: RegExp) =>
    chunks.filter((chunk) => chunk.facadeModuleId !== null && test.test(chunk.facadeModuleId)).map((c) => c.fileName);
  const routes = routesOf(options.reading);
  const onPath = closure(byFile, routes);
  const large = [...onPath].filter(
    (file) => !routes.includes(file) && (byFile.get(file)?.size ?? 0) >= options.keepAbove,
  );
  const kept = closure(byFile, [
    ...chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
    ...routesOf(options.firstScreen),
    ...large,
  ]);
  const modules = new Set<string>();
  for (const file of onPath) {
    if (kept.has(file) || routes.includes(file)) continue;
    for (const id of byFile.get(file)?.moduleIds ?? []) modules.add(id);
  }
  return modules;
}

/** This app's reading path: the title page and the viewer, with `/` as the first screen. */
export const READING_PATH: ReadingPathOptions = {
  reading: /\/src\/app\/routes\/(detail|viewer)\.route\.tsx$/,
  firstScreen: /\/src\/app\/routes\/main\.route\.tsx$/,
  keepAbove: 16 * 1024,
};

/** Set while the analysis build runs, so that vite.config.ts does not start another one. */
export const ANALYSIS_ENV = 'WEBTOON_READING_ANALYSIS';

/**
 * Builds the bundle once more in memory, as automatic splitting chunks it, and answers readingShared of its output:
 * the modules the real build then groups into one chunk. About a second of `vite build` on this machine.
 */
export async function analyseReadingPath(
  configFile: string,
  mode: string,
  options: ReadingPathOptions,
): Promise<Set<string>> {
  process.env[ANALYSIS_ENV] = '1';
  let output: Rolldown.RolldownOutput | Rolldown.RolldownOutput[] | Rolldown.RolldownWatcher;
  try {
    output = await build({ configFile, mode, logLevel: 'silent', build: { write: false } });
  } finally {
    delete process.env[ANALYSIS_ENV];
  }
  if (!('output' in output) && !Array.isArray(output)) throw new Error('the reading-path analysis did not build');
  const outputs = Array.isArray(output) ? output : [output];
  const chunks = outputs
    .flatMap((o) => o.output)
    .filter((item): item is Rolldown.OutputChunk => item.type === 'chunk')
    .map((chunk) => ({
      fileName: chunk.fileName,
      isEntry: chunk.isEntry,
      facadeModuleId: chunk.facadeModuleId,
      imports: chunk.imports,
      moduleIds: chunk.moduleIds,
      size: chunk.code.length,
    }));
  return readingShared(chunks, options);
}
