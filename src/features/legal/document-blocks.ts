/** A piece of a legal text: a paragraph, or a list of items. */
export type DocumentBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

const ITEM = /^- /;

/**
 * Reads a section's text into blocks. The texts are plain strings in the `legal` namespace, so translators write
 * no markup: a blank line starts a new block, and a block whose lines all start with "- " is a list. Nothing in them
 * is ever read as HTML.
 */
export function documentBlocks(text: string): DocumentBlock[] {
  return text
    .split(/\n\s*\n/)
    .map((block) => block.split('\n').map((line) => line.trim()))
    .map((lines) => lines.filter((line) => line.length > 0))
    .filter((lines) => lines.length > 0)
    .map((lines) =>
      lines.every((line) => ITEM.test(line))
        ? { kind: 'list' as const, items: lines.map((line) => line.replace(ITEM, '')) }
        : { kind: 'paragraph' as const, text: lines.join(' ') },
    );
}
