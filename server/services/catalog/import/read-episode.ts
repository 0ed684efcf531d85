import { type ComicInfo, readComicInfo } from './comic-info';
import type { EpisodeFile } from './episode-files';
import { type CheckedImage, checkImage, cutImage, ImageRefused } from './images';
import { IMPORT_LIMITS, type Problem } from './limits';
import { type EpisodeSource, openEpisode, sortFiles } from './sources';

/**
 * An image of the import, checked: stored later from its episode's file (read again and matched against its key), or
 * from bytes kept in memory (a cut cover or thumbnail, a page turned upright).
 */
export interface PlannedImage {
  image: CheckedImage;
  from: { source: EpisodeSource; file: EpisodeFile } | { bytes: Buffer };
}

/** One episode read and checked: its ComicInfo, its pages in order, a thumbnail cut from its first page. */
export interface EpisodeRead {
  source: EpisodeSource;
  info: ComicInfo;
  pages: PlannedImage[];
  thumbnail: PlannedImage;
  /** The page marked FrontCover (else the first), upright: a title's cover is cut from its first episode's. */
  coverPage: Buffer;
  /** Files skipped as neither a page nor ComicInfo.xml (reported, not refused). */
  skipped: string[];
}

/** Where a problem of a file of this episode is: an archive's entry, or a file of the episode folder. */
export function whereIn(source: EpisodeSource, name: string): Pick<Problem, 'file' | 'entry'> {
  return source.kind === 'archive' ? { file: source.label, entry: name } : { file: `${source.label}/${name}` };
}

/**
 * Reads one episode through, checking everything (limits, ComicInfo.xml, every page decoded once) and keeping only
 * what the import needs of it; every problem found goes to `problems`, and then it answers null.
 */
export async function readEpisode(source: EpisodeSource, problems: Problem[]): Promise<EpisodeRead | null> {
  const before = problems.length;
  const files = await openEpisode(source, problems);
  if (!files) return null;
  try {
    const { pages, comicInfo, skipped } = sortFiles(files.files);
    if (!comicInfo)
      problems.push({ file: source.label, message: 'has no ComicInfo.xml (Series and Number are required)' });
    if (pages.length === 0) problems.push({ file: source.label, message: 'has no image (JPEG, PNG, WebP or AVIF)' });
    if (pages.length > IMPORT_LIMITS.images)
      problems.push({
        file: source.label,
        message: `${pages.length} images, over the limit of ${IMPORT_LIMITS.images}`,
      });
    let info: ComicInfo | null = null;
    if (comicInfo) {
      const where = whereIn(source, comicInfo.name);
      try {
        info = readComicInfo(await files.read(comicInfo, IMPORT_LIMITS.metadataBytes), where, problems);
      } catch (error) {
        problems.push({ ...where, message: `could not be read (${(error as Error).message})` });
      }
    }
    const coverIndex = info?.frontCover ?? 0;
    if (info && coverIndex >= pages.length && pages.length > 0)
      problems.push({
        ...whereIn(source, comicInfo?.name ?? 'ComicInfo.xml'),
        field: 'Pages',
        message: `the FrontCover page is image ${coverIndex}, but the episode has ${pages.length} images (counted from 0)`,
      });
    const planned: PlannedImage[] = [];
    let thumbnail: PlannedImage | null = null;
    let coverPage: Buffer | null = null;
    for (const [index, file] of pages.entries()) {
      const where = whereIn(source, file.name);
      let read: Awaited<ReturnType<typeof checkImage>>;
      try {
        const bytes = await files.read(file, IMPORT_LIMITS.imageBytes);
        read = await checkImage(bytes);
        if (read.bytes !== bytes) planned.push({ image: read.image, from: { bytes: read.bytes } });
        else planned.push({ image: read.image, from: { source, file } });
      } catch (error) {
        const message =
          error instanceof ImageRefused ? error.message : `could not be read (${(error as Error).message})`;
        problems.push({ ...where, message });
        continue;
      }
      if (index === 0) {
        const cut = await cutImage(read.bytes, 1);
        thumbnail = { image: cut.image, from: { bytes: cut.bytes } };
      }
      if (index === coverIndex) coverPage = read.bytes;
    }
    if (problems.length > before || !info || !thumbnail || !coverPage) return null;
    return { source, info, pages: planned, thumbnail, coverPage, skipped };
  } finally {
    files.close();
  }
}
