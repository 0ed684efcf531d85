import { lstat, readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { isCleanText } from '../../../../src/domain/text';
import { IMPORT_LIMITS, type Problem, sizeText } from './limits';

/** A file of an episode: an entry of its archive, or a file of its folder. */
export interface EpisodeFile {
  /** Its path inside the archive or folder, `/`-separated. */
  name: string;
  /** Its size: what the archive declares (checked again while reading), or the file's on disk. */
  size: number;
}

/** The files of one episode, readable one at a time. */
export interface EpisodeFiles {
  files: EpisodeFile[];
  /** The file's bytes; refuses a file that turns out larger than it declared or than `cap`. */
  read(file: EpisodeFile, cap: number): Promise<Buffer>;
  close(): void;
}

/** Entries every archiver leaves behind, skipped without a word: macOS resource forks, hidden and thumbnail files. */
export function isLitter(name: string): boolean {
  const parts = name.split('/');
  const last = parts.at(-1)?.toLowerCase() ?? '';
  return (
    parts.some((part) => part.startsWith('.') || part === '__MACOSX') || last === 'thumbs.db' || last === 'desktop.ini'
  );
}

/** An entry name that stays inside the archive: relative, no `..`, no drive letter, no control characters. */
function unsafeName(name: string): string | null {
  if (!isCleanText(name)) return 'its name holds control characters';
  const refusal = yauzl.validateFileName(name);
  if (refusal?.startsWith('absolute path')) return 'an absolute path: an entry must stay inside the archive';
  if (refusal) return 'a path that leaves the archive (..): an entry must stay inside it';
  return null;
}

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

/**
 * The files of a .cbz, read lazily through yauzl with every claim of the archive checked first: the entry count,
 * each name (no traversal, no absolute path), encryption and method, each declared size and compression ratio, the
 * total. Problems go to `problems` (and answer null when the archive cannot be used at all).
 */
export async function openArchive(path: string, label: string, problems: Problem[]): Promise<EpisodeFiles | null> {
  const before = problems.length;
  const onDisk = await lstat(path);
  if (onDisk.size > IMPORT_LIMITS.archiveBytes) {
    problems.push({
      file: label,
      message: `the archive is ${sizeText(onDisk.size)}, over the limit of ${sizeText(IMPORT_LIMITS.archiveBytes)}`,
    });
    return null;
  }
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.openPromise(path, {
      lazyEntries: true,
      autoClose: false,
      decodeStrings: false,
      validateEntrySizes: true,
    });
  } catch (error) {
    problems.push({ file: label, message: `not a readable zip archive (${(error as Error).message})` });
    return null;
  }
  if (zip.entryCount > IMPORT_LIMITS.entries) {
    zip.close();
    problems.push({ file: label, message: `${zip.entryCount} entries, over the limit of ${IMPORT_LIMITS.entries}` });
    return null;
  }
  const entries = new Map<string, yauzl.Entry>();
  let total = 0;
  try {
    for await (const entry of zip.eachEntry()) {
      const name = yauzl.getFileNameLowLevel(entry.generalPurposeBitFlag, entry.fileNameRaw, entry.extraFields, false);
      const refuse = (message: string) => problems.push({ file: label, entry: name, message });
      const unsafe = unsafeName(name);
      if (unsafe) {
        refuse(unsafe);
        continue;
      }
      if (name.endsWith('/') || isLitter(name)) continue;
      if (((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK) refuse('a symbolic link: refused');
      else if (entry.isEncrypted()) refuse('encrypted: refused');
      else if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8)
        refuse(`compression method ${entry.compressionMethod} is not supported (stored or deflate only)`);
      else if (entries.has(name)) refuse('appears twice in the archive');
      else if (entry.uncompressedSize > IMPORT_LIMITS.imageBytes)
        refuse(
          `declares ${sizeText(entry.uncompressedSize)}, over the limit of ${sizeText(IMPORT_LIMITS.imageBytes)} per file`,
        );
      else if (
        entry.uncompressedSize > IMPORT_LIMITS.ratioFloorBytes &&
        entry.uncompressedSize > entry.compressedSize * IMPORT_LIMITS.compressionRatio
      )
        refuse(
          `compressed ${Math.round(entry.uncompressedSize / Math.max(1, entry.compressedSize))}:1, over the limit of ${IMPORT_LIMITS.compressionRatio}:1 (a decompression bomb)`,
        );
      else {
        total += entry.uncompressedSize;
        entries.set(name, entry);
      }
    }
  } catch (error) {
    zip.close();
    problems.push({ file: label, message: `a damaged zip archive (${(error as Error).message})` });
    return null;
  }
  if (total > IMPORT_LIMITS.episodeBytes)
    problems.push({
      file: label,
      message: `${sizeText(total)} uncompressed, over the limit of ${sizeText(IMPORT_LIMITS.episodeBytes)}`,
    });
  if (problems.length > before) {
    zip.close();
    return null;
  }
  return {
    files: [...entries].map(([name, entry]) => ({ name, size: entry.uncompressedSize })),
    async read(file, cap) {
      const entry = entries.get(file.name);
      if (!entry) throw new Error(`No entry ${file.name}`);
      // yauzl checks the bytes against the declared size as they stream (validateEntrySizes); the cap stops early.
      return collect(await zip.openReadStreamPromise(entry), Math.min(cap, entry.uncompressedSize));
    },
    close: () => zip.close(),
  };
}

/** A stream's bytes, refused (and destroyed) past `cap`. */
async function collect(stream: Readable, cap: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    length += chunk.length;
    if (length > cap) {
      stream.destroy();
      throw new Error(`more bytes than the ${sizeText(cap)} it declared or is allowed`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, length);
}

/** The files of an episode folder (its subfolders too); symbolic links are refused, never followed. */
export async function openFolder(path: string, label: string, problems: Problem[]): Promise<EpisodeFiles | null> {
  const before = problems.length;
  const found = await readdir(path, { recursive: true, withFileTypes: true });
  if (found.length > IMPORT_LIMITS.entries) {
    problems.push({ file: label, message: `${found.length} files, over the limit of ${IMPORT_LIMITS.entries}` });
    return null;
  }
  const files: EpisodeFile[] = [];
  for (const dirent of found) {
    const name = relative(path, join(dirent.parentPath, dirent.name)).split(sep).join('/');
    if (isLitter(name) || dirent.isDirectory()) continue;
    if (dirent.isSymbolicLink()) problems.push({ file: `${label}/${name}`, message: 'a symbolic link: refused' });
    else if (dirent.isFile()) files.push({ name, size: (await lstat(join(path, name))).size });
  }
  const total = files.reduce((sum, file) => sum + file.size, 0);
  if (total > IMPORT_LIMITS.episodeBytes)
    problems.push({
      file: label,
      message: `${sizeText(total)}, over the limit of ${sizeText(IMPORT_LIMITS.episodeBytes)}`,
    });
  if (problems.length > before) return null;
  return {
    files,
    async read(file, cap) {
      const target = join(path, file.name);
      const info = await lstat(target);
      if (!info.isFile() || info.size > cap)
        throw new Error(`${sizeText(info.size)}, over the limit of ${sizeText(cap)}`);
      return readFile(target);
    },
    close: () => undefined,
  };
}
