import { lstat, readdir, stat } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { type EpisodeFiles, isLitter, openArchive, openFolder } from './episode-files';
import { IMAGE_NAME } from './images';
import { IMPORT_LIMITS, type Problem } from './limits';
import { SERIES_FILE } from './series-file';

/** One episode to import: a .cbz archive or a folder of images. */
export interface EpisodeSource {
  path: string;
  /** Its name relative to the series folder, as problems name it. */
  label: string;
  kind: 'archive' | 'folder';
}

const ARCHIVE = /\.(cbz|zip)$/i;
const naturally = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
/** Natural name order: page2 before page10, as Komga, Kavita and Mihon sort pages. */
export const naturalOrder = (a: string, b: string) => naturally.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);

/** Whether a folder is itself one episode: it holds images or a ComicInfo.xml directly. */
async function isEpisodeFolder(path: string): Promise<boolean> {
  const names = await readdir(path);
  return names.some((name) => !isLitter(name) && (IMAGE_NAME.test(name) || name.toLowerCase() === 'comicinfo.xml'));
}

/** Where an import path's title lives: its series folder, and the one episode when the path is one. */
export interface Located {
  folder: string;
  single: EpisodeSource | null;
}

/**
 * An import path: a .cbz (one episode), an episode folder (one episode: it holds images or a ComicInfo.xml directly),
 * or a series folder. A single episode's series folder is the one it sits in.
 */
export async function locate(path: string, problems: Problem[]): Promise<Located | null> {
  const target = resolve(path);
  const info = await stat(target).catch(() => null);
  const refuse = (message: string) => {
    problems.push({ file: path, message });
    return null;
  };
  if (!info) return refuse('no such file or folder');
  if (info.isFile()) {
    if (!ARCHIVE.test(target)) return refuse('not a .cbz archive or a folder');
    return { folder: dirname(target), single: { path: target, label: basename(target), kind: 'archive' } };
  }
  if (!info.isDirectory()) return refuse('not a .cbz archive or a folder');
  if (await isEpisodeFolder(target))
    return { folder: dirname(target), single: { path: target, label: basename(target), kind: 'folder' } };
  return { folder: target, single: null };
}

/**
 * The episodes of a series folder, in natural name order: its .cbz archives and its episode folders, but not the
 * folders of pictures the series file names (`pictures`: their names).
 */
export async function listEpisodes(
  folder: string,
  pictures: ReadonlySet<string>,
  problems: Problem[],
): Promise<EpisodeSource[] | null> {
  const episodes: EpisodeSource[] = [];
  for (const name of (await readdir(folder)).sort(naturalOrder)) {
    if (isLitter(name) || name === SERIES_FILE || pictures.has(name)) continue;
    const child = join(folder, name);
    const entry = await lstat(child);
    if (entry.isFile() && ARCHIVE.test(name)) episodes.push({ path: child, label: name, kind: 'archive' });
    else if (entry.isDirectory() && (await isEpisodeFolder(child)))
      episodes.push({ path: child, label: name, kind: 'folder' });
  }
  const refuse = (message: string) => {
    problems.push({ file: basename(folder), message });
    return null;
  };
  if (episodes.length === 0)
    return refuse('holds no episode: .cbz archives, or folders of images, each with its ComicInfo.xml');
  if (episodes.length > IMPORT_LIMITS.episodes)
    return refuse(`${episodes.length} episodes, over the limit of ${IMPORT_LIMITS.episodes} per import`);
  return episodes;
}

/** The files of an episode source (null, with problems, when it cannot be used). */
export function openEpisode(source: EpisodeSource, problems: Problem[]): Promise<EpisodeFiles | null> {
  return source.kind === 'archive'
    ? openArchive(source.path, source.label, problems)
    : openFolder(source.path, source.label, problems);
}

/** Which files of an episode are its pages (in reading order) and its ComicInfo.xml; the rest is skipped. */
export function sortFiles<F extends { name: string }>(files: readonly F[]) {
  const pages = files.filter((file) => IMAGE_NAME.test(file.name)).sort((a, b) => naturalOrder(a.name, b.name));
  const comicInfo = files.find((file) => file.name.toLowerCase() === 'comicinfo.xml') ?? null;
  const skipped = files.filter((file) => file !== comicInfo && !pages.includes(file)).map((file) => file.name);
  return { pages, comicInfo, skipped };
}
