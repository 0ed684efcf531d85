import { commentLength, commentTextRefusal, type CommentTextRefusal } from '@/domain/comment';

/** The counter's figure: characters as the reader sees them, counted as the API counts them. */
export const composedLength = commentLength;

export type DraftState = 'EMPTY' | CommentTextRefusal | 'READY';

/**
 * What the composer says before sending, by the API's own text rule: nothing typed yet (the button stays disabled),
 * too long or too many marks stacked on a character (said live under the counter), nothing but invisible characters
 * (said when the reader tries: 'Bitte schreibe einen Inhalt'), or ready. An emoticon alone is a comment, as the API
 * takes it.
 */
export function draftState(text: string, hasEmoticon: boolean): DraftState {
  if (text.length === 0 && !hasEmoticon) return 'EMPTY';
  return commentTextRefusal(text, hasEmoticon) ?? 'READY';
}

/** The states said while the reader types, which keep Post disabled: only changing the text helps. */
export const LIVE_STATES: ReadonlySet<DraftState> = new Set(['COMMENT_TOO_LONG', 'TOO_MANY_MARKS']);

/** The refusals the composer says in place, next to the text they are about; others go to the shared handler. */
export const COMPOSER_CODES: ReadonlySet<string> = new Set([
  'EMPTY_CONTENT',
  'COMMENT_TOO_LONG',
  'TOO_MANY_MARKS',
  'PROHIBITED_WORD',
  'TOO_MANY_COMMENTS',
  'NOT_FOUND_COMMENT',
]);
