/**
 * Text types the build writes `.br` and `.gz` copies of (scripts/lib/precompress.ts) and the static routes serve by
 * Accept-Encoding; images and fonts are compressed formats already.
 */
export const COMPRESSIBLE_EXTENSIONS: ReadonlySet<string> = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.webmanifest',
  '.svg',
  '.txt',
  '.map',
]);
