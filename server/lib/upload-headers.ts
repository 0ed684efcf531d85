/**
 * The reply headers of a file a reader uploaded, served back to its owner. Every such reply says what it is and how
 * to show it, so a browser never guesses: the stored type (the API re-encodes uploads, so it knows it), `nosniff` on
 * the reply itself (the app's security headers add it too, but an upload route must not depend on where it is
 * mounted), `inline` with a harmless name (shown in the page, saved under that name, never under the URL's key), and
 * a private cache for as long as the URL is valid.
 */
export interface UploadReply {
  /** The stored file's real type, e.g. `image/webp`. */
  contentType: string;
  /** The name a browser saves it under; anything outside safe ASCII is replaced in `filename`. */
  filename: string;
  /** Seconds the reader's browser may keep it (until the signed URL expires). */
  maxAgeSeconds: number;
}

/** Letters, digits, dot, dash and underscore only: nothing that can end the quoted string or the header. */
export function asciiFilename(name: string): string {
  const safe = name.replace(/[^A-Za-z0-9._-]/g, '_').replace(/^\.+/, '_');
  return safe === '' ? 'file' : safe.slice(0, 100);
}

/** RFC 5987 encoding for `filename*`: the characters encodeURIComponent leaves that are not attr-chars, escaped too. */
function extValue(name: string): string {
  return encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** `inline; filename="…"`, with RFC 6266's `filename*` only when the safe ASCII name had to change the given one. */
export function inlineDisposition(name: string): string {
  const ascii = asciiFilename(name);
  return ascii === name
    ? `inline; filename="${ascii}"`
    : `inline; filename="${ascii}"; filename*=UTF-8''${extValue(name)}`;
}

export function uploadHeaders(reply: UploadReply): Record<string, string> {
  return {
    'Content-Type': reply.contentType,
    'Content-Disposition': inlineDisposition(reply.filename),
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': `private, max-age=${Math.max(0, Math.floor(reply.maxAgeSeconds))}`,
  };
}
