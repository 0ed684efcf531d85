const MAX_CALLBACK_LENGTH = 2048;

/**
 * A callback URL is followed only when it stays on this site. Answers a path (with query and hash) on `origin`,
 * or `fallback` for anything else: other hosts, protocol-relative and backslash tricks, `javascript:`,
 * control characters, or junk too long to be a real page.
 */
export function safeCallbackPath(raw: string | null | undefined, origin: string, fallback = '/'): string {
  if (!raw || raw.length > MAX_CALLBACK_LENGTH) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(raw)) return fallback;
  const site = new URL(origin).origin;
  const url = parse(raw, origin);
  if (!url || url.origin !== site) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // A path that the browser would read as protocol-relative must never be handed on.
  if (path.startsWith('//') || path.startsWith('/\\')) return fallback;
  // `/%2F%2Fevil.example` is a harmless path here, but a consumer that decodes it once more (a server redirect, a
  // naive router) would leave the site; refuse what would escape after one decoding.
  const decoded = decodeOnce(path);
  if (decoded !== path && parse(decoded, origin)?.origin !== site) return fallback;
  return path;
}

function parse(value: string, origin: string): URL | null {
  try {
    return new URL(value, origin);
  } catch {
    return null;
  }
}

/** Malformed escapes cannot be decoded by anyone else either, so they are kept as they are. */
function decodeOnce(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
