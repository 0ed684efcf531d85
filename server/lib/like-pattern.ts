/** A LIKE pattern for "contains `text`": `%`, `_` and `\` typed by a reader are literal characters, not wildcards. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
