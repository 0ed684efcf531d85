import type { MediaStore } from '../../../media/store';
import { imageKey } from './images';
import { IMPORT_LIMITS, type Problem } from './limits';
import { imagesOf, type TitlePlan } from './plan';
import type { PlannedImage } from './read-episode';
import { type EpisodeSource, openEpisode } from './sources';

/** The bytes of a page changed between the check and the store: the import stops, and stores nothing. */
export class SourceChanged extends Error {}

/**
 * Stores every image of the plan that the store does not hold yet, through the media store only (a folder, or an
 * S3-compatible bucket several API instances share). Keys are content-addressed, so an object that exists already
 * holds these very bytes and is left alone, and a changed picture gets a new key: a reader or a CDN never sees a
 * key's bytes change. Pages are read again from their episode and must hash to the key they were checked under.
 * Answers the keys written (the ones to remove if the import fails later); on a failure here, removes them itself.
 */
export async function storeImages(store: MediaStore, plan: TitlePlan): Promise<{ written: string[]; kept: number }> {
  const written: string[] = [];
  let kept = 0;
  const fromSource = new Map<EpisodeSource, PlannedImage[]>();
  try {
    for (const [key, planned] of imagesOf(plan)) {
      if (await store.head(key)) {
        kept += 1;
        continue;
      }
      if ('bytes' in planned.from) {
        await store.put(key, planned.from.bytes, planned.image.contentType);
        written.push(key);
      } else {
        const list = fromSource.get(planned.from.source) ?? [];
        list.push(planned);
        fromSource.set(planned.from.source, list);
      }
    }
    for (const [source, pages] of fromSource) {
      const problems: Problem[] = [];
      const files = await openEpisode(source, problems);
      if (!files)
        throw new SourceChanged(
          `${source.label} changed during the import: ${problems.map((p) => p.message).join('; ')}`,
        );
      try {
        for (const planned of pages) {
          if (!('file' in planned.from)) continue;
          const bytes = await files.read(planned.from.file, IMPORT_LIMITS.imageBytes);
          if (imageKey(bytes, planned.image.format) !== planned.image.key)
            throw new SourceChanged(`${source.label} [${planned.from.file.name}] changed during the import`);
          await store.put(planned.image.key, bytes, planned.image.contentType);
          written.push(planned.image.key);
        }
      } finally {
        files.close();
      }
    }
  } catch (error) {
    await removeObjects(store, written);
    throw error;
  }
  return { written, kept };
}

/** Removes objects an import wrote and no row will name (its rows were not written). */
export async function removeObjects(store: MediaStore, keys: readonly string[]): Promise<void> {
  for (const key of keys) await store.delete(key).catch(() => undefined);
}
