import { like } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { inquiryImages } from '../../../db/schema';
import type { MediaStore } from '../../../media/store';
import { INQUIRY_MEDIA_FOLDER, removeFolder } from './images';

/** Older than this, a folder without a row is no upload still on its way to its transaction. */
const GRACE_MS = 60 * 60_000;

/**
 * A refused or failed post removes its own folder; only a process killed between writing the objects and committing
 * the row leaves one behind. This removes the inquiry folders no image row names, once their newest object is an hour
 * old. Answers the names of the folders removed.
 */
export async function pruneOrphanFolders(executor: Executor, media: MediaStore, now: Date): Promise<string[]> {
  // A folder is a key prefix (a bucket has no folders): its age is that of its newest object.
  const newest = new Map<string, number>();
  for (const { key, modified } of await media.list(`${INQUIRY_MEDIA_FOLDER}/`)) {
    const [, name, file] = key.split('/');
    if (!name || !file) continue;
    newest.set(name, Math.max(newest.get(name) ?? 0, modified));
  }
  const removed: string[] = [];
  for (const [name, modified] of newest) {
    if (now.getTime() - modified < GRACE_MS) continue;
    const folder = `${INQUIRY_MEDIA_FOLDER}/${name}`;
    const [used] = await executor
      .select({ path: inquiryImages.path })
      .from(inquiryImages)
      .where(like(inquiryImages.path, `${folder}/%`))
      .limit(1);
    if (used) continue;
    await removeFolder(media, folder);
    removed.push(name);
  }
  return removed;
}
