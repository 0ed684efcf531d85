import { PLATFORM_IDS, type PlatformId } from '../src/domain/enums';
import { migrateDatabase, openDatabase } from './db/client';
import { loadConfig } from './env';
import { mediaStoreFor } from './media/store-config';
import {
  catalogueLines,
  episodeLines,
  ImportRefused,
  importSeries,
  problemLine,
  type PublishTarget,
  setPublished,
} from './services/catalog';
import { runCli } from './lib/cli';

const USAGE = `Usage:
  npm run catalog -- import <path> [--platform P] [--dry-run]
      add or update one title from a .cbz, an episode folder, or a series folder of them with its series.json
      (docs/catalog-import.md); --dry-run checks everything and writes nothing
  npm run catalog -- list [titleId]                   every title with its episode counts, or one title's episodes
  npm run catalog -- unpublish title <id> | episode <id>   withdraw from readers (those holding an episode keep it)
  npm run catalog -- publish title <id> | episode <id>     offer it again
With PGlite (no DATABASE_URL) stop the API first: PGlite opens its data directory in one process only.`;

const ID = /^[1-9]\d{0,9}$/;

type Command =
  | { name: 'import'; path: string; platform: PlatformId | null; dryRun: boolean }
  | { name: 'list'; titleId: number | null }
  | { name: 'publish' | 'unpublish'; target: PublishTarget };

function parse(args: string[]): Command | null {
  const [name, ...rest] = args;
  if (name === 'import') {
    const platformAt = rest.indexOf('--platform');
    const platform = platformAt >= 0 ? PLATFORM_IDS.find((id) => id === rest[platformAt + 1]) : undefined;
    if (platformAt >= 0 && !platform) return null;
    const dryRun = rest.includes('--dry-run');
    const option = (i: number) => platformAt >= 0 && (i === platformAt || i === platformAt + 1);
    const paths = rest.filter((arg, i) => arg !== '--dry-run' && !option(i));
    const [path] = paths;
    return path !== undefined && paths.length === 1 && !path.startsWith('--')
      ? { name, path, platform: platform ?? null, dryRun }
      : null;
  }
  if (name === 'list' && rest.length <= 1) {
    const [id] = rest;
    if (id !== undefined && !ID.test(id)) return null;
    return { name, titleId: id === undefined ? null : Number(id) };
  }
  if ((name === 'publish' || name === 'unpublish') && rest.length === 2) {
    const [kind, id] = rest;
    if ((kind !== 'title' && kind !== 'episode') || !ID.test(id ?? '')) return null;
    return { name, target: { kind, id: Number(id) } };
  }
  return null;
}

/**
 * `npm run catalog`: the operator's catalogue tools on the server's own database (DATABASE_URL or PGlite) and media
 * store (MEDIA_DIR, or the store the configuration names). The operator's wall clock decides what "now" is.
 */
async function main(args: string[]): Promise<number> {
  const command = parse(args);
  if (!command) {
    console.log(USAGE);
    return args.length === 0 || args[0] === 'help' ? 0 : 2;
  }
  const config = loadConfig();
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const now = new Date();
  try {
    // A fresh data directory (or one an older release left) gets the schema the API would give it.
    await handle.withLock('schema', (db) => migrateDatabase(handle, db));
    const db = handle.db;
    if (command.name === 'list') {
      const lines =
        command.titleId === null ? await catalogueLines(db, now) : await episodeLines(db, command.titleId, now);
      if (!lines) {
        console.error(`No title ${command.titleId}.`);
        return 1;
      }
      for (const line of lines) console.log(line);
      return 0;
    }
    if ('target' in command) {
      const { target } = command;
      const outcome = await setPublished(db, target, command.name === 'publish', now);
      if (!outcome) {
        console.error(`No ${target.kind} ${target.id}.`);
        return 1;
      }
      const done = command.name === 'publish' ? 'published' : 'unpublished';
      console.log(`${target.kind} ${target.id} ${outcome.changed ? `is ${done} now` : `was already ${done}`}.`);
      return 0;
    }
    const platform = command.platform ?? config.platform;
    // One import at a time on a PostgreSQL several operators share: a second one waits for the first to end.
    const report = await handle.withLock('catalog-import', () =>
      importSeries({
        db,
        store: mediaStoreFor(config),
        path: command.path,
        platform,
        now,
        dryRun: command.dryRun,
        log: (line) => console.log(line),
      }),
    );
    for (const note of report.notes) console.log(`Note: ${note}`);
    const { plan, result } = report;
    if (!result) {
      console.log(
        `Dry run: "${plan.name}" [${plan.sourceKey}] with ${plan.episodes.length} episodes would be ${plan.existing ? `updated (title ${plan.existing.id})` : 'added'}; nothing was written.`,
      );
      return 0;
    }
    const added = result.episodes.filter((e) => e.created).length;
    console.log(
      `Title ${result.titleId} "${plan.name}" [${plan.sourceKey}] ${result.createdTitle ? 'added' : 'updated'}: ${added} episodes added, ${result.episodes.length - added} updated; ${report.stored} images stored, ${report.kept} already there.`,
    );
    for (const episode of result.episodes)
      if (episode.publishedAt > now)
        console.log(`  episode ${episode.id} (#${episode.number}) appears at ${episode.publishedAt.toISOString()}`);
    return 0;
  } catch (error) {
    if (error instanceof ImportRefused) {
      console.error(`Nothing was imported: ${error.problems.length} problem(s) to fix.`);
      for (const problem of error.problems) console.error(`  ${problemLine(problem)}`);
      return 1;
    }
    throw error;
  } finally {
    await handle.close();
  }
}

runCli(main);
