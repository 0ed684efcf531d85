import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { like } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { inquiryImages } from '../../../db/schema';
import { INQUIRY_MEDIA_FOLDER, removeFolder } from './images';

/** Older than this, a folder without a row is no upload still on its way to its transaction. */
const GRACE_MS = 60 * 60_000;

/**
 * A refused or failed post removes its own folder; only a process killed between writing the files and committing
 * the row leaves one behind. This removes the inquiry folders no image row names, once they are an hour old.
 */
export async function pruneOrphanFolders(executor: Executor, mediaDir: string, now: Date): Promise<string[]> {
  const root = join(mediaDir, INQUIRY_MEDIA_FOLDER);
  const names = await readdir(root).catch(() => [] as string[]);
  const removed: string[] = [];
  for (const name of names) {
    const info = await stat(join(root, name)).catch(() => null);
    if (!info?.isDirectory() || now.getTime() - info.mtimeMs < GRACE_MS) continue;
    const [used] = await executor
      .select({ path: inquiryImages.path })
      .from(inquiryImages)
      .where(like(inquiryImages.path, `${join(INQUIRY_MEDIA_FOLDER, name)}/%`))
      .limit(1);
    if (used) continue;
    await removeFolder(join(root, name));
    removed.push(name);
  }
  return removed;
}
