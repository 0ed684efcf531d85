import { COMMENT_MAX_LENGTH, commentLength } from '@/domain/comment';

/** The counter's figure: characters as the reader sees them, counted as the API counts them. */
export const composedLength = commentLength;

/**
 * What the composer says before sending: nothing to send yet (the button stays disabled), too long (said live under
 * the counter), only whitespace (said when the reader tries: 'Bitte schreibe einen Inhalt'), or ready. An emoticon
 * alone is a comment, as the API takes it.
 */
export function draftState(
  text: string,
  hasEmoticon: boolean,
): 'EMPTY' | 'COMMENT_TOO_LONG' | 'EMPTY_CONTENT' | 'READY' {
  if (commentLength(text.trim()) > COMMENT_MAX_LENGTH) return 'COMMENT_TOO_LONG';
  if (hasEmoticon) return 'READY';
  if (text.length === 0) return 'EMPTY';
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
