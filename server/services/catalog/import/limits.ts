/**
 * The bounds of an import (docs/catalog-import.md, "Limits"). Everything an archive or a folder declares is checked
 * against them before anything is read or decoded, and what is read is counted again while it streams: a declared
 * size is a claim, not a fact.
 */
export const IMPORT_LIMITS = {
  /** Episodes in one import. */
  episodes: 2_000,
  /** A .cbz file on disk. */
  archiveBytes: 1024 * 1024 * 1024,
  /** Entries of one archive or files of one episode folder (images, ComicInfo.xml, anything else). */
  entries: 2_000,
  /** Images of one episode. */
  images: 1_000,
  /** One image file. */
  imageBytes: 32 * 1024 * 1024,
  /** ComicInfo.xml, and series.json. */
  metadataBytes: 1024 * 1024,
  /** Everything one episode holds, uncompressed. */
  episodeBytes: 1024 * 1024 * 1024,
  /** Uncompressed over compressed size of an entry above `ratioFloorBytes`: images barely compress, bombs do. */
  compressionRatio: 100,
  ratioFloorBytes: 1024 * 1024,
  /** Pixels: a webtoon strip is about 800–1600 wide and a few thousand high. */
  imageWidth: 4_096,
  imageHeight: 16_384,
  imagePixels: 50_000_000,
  /** Images below this on either side are refused as not pages. */
  imageMinSide: 16,
} as const;

/** Where a problem is, and what is wrong: one line of the operator's error list. */
export interface Problem {
  /** The file, relative to the series folder (an archive, an episode folder's file, series.json). */
  file: string;
  /** The entry inside an archive, when the problem is one of its entries. */
  entry?: string;
  /** The field (a ComicInfo.xml element, a series.json key) when the problem is a value. */
  field?: string;
  message: string;
}

export function problemLine(problem: Problem): string {
  const entry = problem.entry === undefined ? '' : ` [${problem.entry}]`;
  const field = problem.field === undefined ? '' : ` ${problem.field}`;
  return `${problem.file}${entry}${field}: ${problem.message}`;
}

/** The import refused: every problem found, in the order they were found; nothing was written. */
export class ImportRefused extends Error {
  constructor(readonly problems: readonly Problem[]) {
    super(`The import was refused (${problems.length} problem${problems.length === 1 ? '' : 's'}):
${problems.map((p) => `  ${problemLine(p)}`).join('\n')}`);
    this.name = 'ImportRefused';
  }
}

const MIB = 1024 * 1024;
export const sizeText = (bytes: number) =>
  bytes >= MIB ? `${(bytes / MIB).toFixed(1)} MiB` : `${Math.ceil(bytes / 1024)} KiB`;
