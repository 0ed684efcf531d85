/** A piece of a comment's text: plain text, or a link to a page of this service (a router path). */
export type CommentSegment = { kind: 'text'; text: string } | { kind: 'link'; text: string; path: string };

// An address as readers paste it; it ends before whitespace and before closing punctuation that ends a sentence.
const URL_PATTERN = /https?:\/\/[^\s<>"]+[^\s<>".,;:!?)\]}'」』。、]/g;

/**
 * Splits a comment's text so that addresses of the service's own host become in-app links and everything else stays
 * text: a comment is never HTML, and a link elsewhere is never made clickable (phishing, spam). The host is compared
 * exactly (a look-alike such as `host.evil.example` stays text); the path keeps its query and fragment.
 */
export function commentSegments(body: string, ownHost: string): CommentSegment[] {
  const segments: CommentSegment[] = [];
  let last = 0;
  const pushText = (text: string) => {
    if (text) segments.push({ kind: 'text', text });
  };
  for (const match of body.matchAll(URL_PATTERN)) {
    const path = ownPath(match[0], ownHost);
    if (path === null) continue;
    pushText(body.slice(last, match.index));
    segments.push({ kind: 'link', text: match[0], path });
    last = match.index + match[0].length;
  }
  pushText(body.slice(last));
  return segments;
}

function ownPath(address: string, ownHost: string): string | null {
  try {
    const url = new URL(address);
    if (url.host !== ownHost || url.username || url.password) return null;
    // The router treats a path starting with `//` as another site's address (`https://own//evil.example`).
    if (url.pathname.startsWith('//')) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
