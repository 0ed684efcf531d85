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
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return fallback;
  }
  if (url.origin !== new URL(origin).origin) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // A path that the browser would read as protocol-relative must never be handed on.
  if (path.startsWith('//') || path.startsWith('/\\')) return fallback;
  return path;
}
