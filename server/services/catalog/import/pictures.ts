import { lstat, readFile } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import { COVER_KEYS, COVER_RATIOS, type CoverKey } from '../../../../src/domain/catalog';
import { checkImage, cutImage, ImageRefused } from './images';
import { IMPORT_LIMITS, type Problem, sizeText } from './limits';
import type { PlannedImage } from './read-episode';
import { SERIES_FILE } from './series-file';

// The pictures a title and its episodes show besides their pages: covers in every ratio, episode thumbnails.

/** A picture named by the series file (a path inside the series folder), checked like a page. */
export async function sideImage(
  folder: string,
  path: string,
  field: string,
  problems: Problem[],
): Promise<Buffer | null> {
  const target = resolve(folder, path);
  const refuse = (message: string) => {
    problems.push({ file: SERIES_FILE, field, message });
    return null;
  };
  if (!target.startsWith(resolve(folder) + sep)) return refuse('must be a path inside the series folder');
  const info = await lstat(target).catch(() => null);
  if (!info?.isFile()) return refuse(`no file ${path} in the series folder`);
  if (info.size > IMPORT_LIMITS.imageBytes)
    return refuse(`${path} is over the limit of ${sizeText(IMPORT_LIMITS.imageBytes)}`);
  try {
    return (await checkImage(await readFile(target))).bytes;
  } catch (error) {
    if (error instanceof ImageRefused) return refuse(`${path}: ${error.message}`);
    throw error;
  }
}

export async function cut(bytes: Buffer, ratio: number): Promise<PlannedImage> {
  const done = await cutImage(bytes, ratio);
  return { image: done.image, from: { bytes: done.bytes } };
}

/** The title's covers in every ratio, cut from one picture. */
export async function coversFrom(source: Buffer): Promise<Record<CoverKey, PlannedImage>> {
  const entries = await Promise.all(
    COVER_KEYS.map(async (key) => [key, await cut(source, COVER_RATIOS[key])] as const),
  );
  return Object.fromEntries(entries) as Record<CoverKey, PlannedImage>;
}
