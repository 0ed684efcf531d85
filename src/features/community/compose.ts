import { COMMENT_MAX_LENGTH } from '@/domain/comment';

/**
 * What the counter shows and the API counts: characters as a reader sees them (code points, so an emoji or a rare
 * kanji counts once, not twice as a UTF-16 length would).
 */
export function composedLength(text: string): number {
  return Array.from(text).length;
}

/**
 * What the composer says before sending: nothing to send yet (the button stays disabled), too long (said live under
 * the counter), only whitespace (said when the reader tries: 'Bitte schreibe einen Inhalt'), or ready.
 */
export function draftState(text: string): 'EMPTY' | 'COMMENT_TOO_LONG' | 'EMPTY_CONTENT' | 'READY' {
  if (text.length === 0) return 'EMPTY';
  if (composedLength(text) > COMMENT_MAX_LENGTH) return 'COMMENT_TOO_LONG';
  return text.trim().length === 0 ? 'EMPTY_CONTENT' : 'READY';
}

/** The refusals the composer says in place, next to the text they are about; others go to the shared handler. */
export const COMPOSER_CODES: ReadonlySet<string> = new Set([
  'EMPTY_CONTENT',
  'COMMENT_TOO_LONG',
  'PROHIBITED_WORD',
  'TOO_MANY_COMMENTS',
  'NOT_FOUND_COMMENT',
]);
