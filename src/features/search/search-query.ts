/** The server's rule for `q` (docs/api.md, GET /search): 1 to 100 characters after trimming. */
export const SEARCH_QUERY_MAX_LENGTH = 100;

export interface ParsedQuery {
  /** The trimmed text, what is sent and stored. */
  q: string;
  /** Longer than the server accepts: nothing is sent. */
  tooLong: boolean;
}

export function parseQuery(text: string): ParsedQuery {
  const q = text.trim();
  // Counted in code points, as a reader counts characters (an emoji is one), not in UTF-16 units.
  return { q, tooLong: [...q].length > SEARCH_QUERY_MAX_LENGTH };
}
