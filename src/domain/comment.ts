/**
 * Comments on episodes (spec §3 comment states, §5 comment rule, §7 groups comment, reaction, reply, block-user,
 * emoticon). The wire types and request schemas of the comment calls live here too, so the SPA and the API agree.
 */
import * as z from 'zod/mini';
import { COMMENT_MAX_LENGTH } from './constants';
import type { CommentState } from './enums';
import { entityId, text } from './text';

export { COMMENT_STATES, type CommentState } from './enums';
export { COMMENT_MAX_LENGTH } from './constants';

/** One reaction per reader and comment, changeable: like or dislike. */
export const REACTION_KINDS = ['LIKE', 'DISLIKE'] as const;
export type ReactionKind = (typeof REACTION_KINDS)[number];

/** The fixed set of emoticons a comment may carry (spec §7 group `emoticon`); drawn by the SPA, stored by name. */
export const COMMENT_EMOTICONS = ['SMILE', 'LAUGH', 'LOVE', 'CRY', 'WOW', 'ANGRY', 'CLAP', 'FIRE'] as const;
export type CommentEmoticon = (typeof COMMENT_EMOTICONS)[number];

/** Sort orders of an episode's comments: most liked first, or newest first. */
export const COMMENT_SORTS = ['BEST', 'NEWEST'] as const;
export type CommentSort = (typeof COMMENT_SORTS)[number];

/** Distinct readers whose reports hide a comment (state BLIND). */
export const COMMENT_BLIND_REPORTS = 3;
/** Comments per page of a list. */
export const COMMENT_PAGE_SIZE = 20;

/**
 * One comment or reply as the comment calls answer it; times are epoch milliseconds. `body` is plain text, never HTML,
 * and is empty when the comment is DELETED or BLIND. `state` is what this reader sees: DELETED (its writer deleted it;
 * replies stay), BLIND (hidden after COMMENT_BLIND_REPORTS distinct reports), REPORT (this reader reported it; still
 * shown to them), BLOCK (its writer is blocked by this reader: only a thread's parent can show so, to keep the
 * replies of others in place; lists otherwise leave blocked writers out), or null.
 */
export interface CommentWire {
  id: number;
  episodeId: number;
  titleId: number;
  /** The top-level comment a reply answers; null for a top-level comment. */
  parentId: number | null;
  author: { id: number; nickname: string };
  body: string;
  emoticon: CommentEmoticon | null;
  state: CommentState | null;
  likeCount: number;
  dislikeCount: number;
  replyCount: number;
  /** This reader's reaction; null for a guest or without one. */
  myReaction: ReactionKind | null;
  /** Written by this reader (they may delete it; they cannot react to, report or block it). */
  mine: boolean;
  createdAt: number;
}

/**
 * A page of comments; `nextCursor` is opaque, null on the last page. `total` counts the visible comments (or replies)
 * on the first page of an episode's list; later pages answer null, since counting a 100 000-comment episode costs ten
 * times the page itself and the first page's total stands.
 */
export interface CommentPage {
  items: CommentWire[];
  nextCursor: string | null;
  total: number | null;
}

/** A comment in the reader's own list (`/comment/my`), with what it links back to. */
export interface MyCommentWire extends CommentWire {
  content: { id: number; name: string };
  episode: { id: number; number: number; name: string };
}

export interface MyCommentPage {
  items: MyCommentWire[];
  nextCursor: string | null;
}

/** A reader on the reader's block list. */
export interface BlockedUserWire {
  id: number;
  nickname: string;
  blockedAt: number;
}

/**
 * The length of a comment as its reader sees it: user-perceived characters (grapheme clusters), so a Thai syllable
 * with its tone mark or an emoji family counts once. The client's counter and the API's COMMENT_TOO_LONG both use it.
 * Where Intl.Segmenter is missing, code points stand in for characters.
 */
export function commentLength(text: string): number {
  if (typeof Intl.Segmenter !== 'function') return [...text].length;
  let count = 0;
  for (const _ of new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)) count += 1;
  return count;
}

/**
 * The most combining marks (\p{M}) one character may carry in a comment. Thai stacks a vowel and a tone mark (2),
 * Vietnamese written decomposed a vowel mark and a tone (2), Devanagari a vowel sign and a nasal sign; a stack of more
 * is decoration ("zalgo" text) that draws over the lines around it.
 */
export const COMMENT_MAX_MARKS = 4;

// What draws nothing: whitespace (the ideographic space too), format characters (zero-width spaces and joiners, the
// word joiner, the byte order mark, the soft hyphen), the other default-ignorable characters (variation selectors,
// the Hangul fillers) and the blank braille pattern. A comment of these alone says nothing.
const INVISIBLE = /[\s\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]/gu;
const MARK_STACK = new RegExp(`\\p{M}{${COMMENT_MAX_MARKS + 1}}`, 'u');

/** Whether a comment's text is empty once the characters that draw nothing are taken out. */
export function isBlankComment(text: string): boolean {
  return text.replace(INVISIBLE, '') === '';
}

/** The refusals of a comment's text that both the composer and the API say, before any word is looked at. */
export type CommentTextRefusal = 'EMPTY_CONTENT' | 'TOO_MANY_MARKS' | 'COMMENT_TOO_LONG';

/**
 * The comment rule of spec §5 on a draft's text: blank (see isBlankComment) is EMPTY_CONTENT unless an emoticon is
 * attached, which is a comment on its own; more than COMMENT_MAX_MARKS marks in a row on one character is
 * TOO_MANY_MARKS (checked before the length, since a letter under 3 000 marks counts as one character); over
 * COMMENT_MAX_LENGTH characters once trimmed is COMMENT_TOO_LONG. Null when the text may be sent; the API then looks
 * for prohibited words.
 */
export function commentTextRefusal(text: string, hasEmoticon: boolean): CommentTextRefusal | null {
  if (isBlankComment(text)) return hasEmoticon ? null : 'EMPTY_CONTENT';
  if (MARK_STACK.test(text)) return 'TOO_MANY_MARKS';
  if (commentLength(text.trim()) > COMMENT_MAX_LENGTH) return 'COMMENT_TOO_LONG';
  return null;
}

/**
 * The most UTF-16 units a comment body may carry on the wire: 500 characters of combining Thai or emoji sequences fit,
 * a megabyte of combining marks stacked on one character does not (COMMENT_MAX_LENGTH decides the rest).
 */
export const COMMENT_BODY_MAX_UNITS = 8000;

const commentBody = text({ max: COMMENT_BODY_MAX_UNITS, multiline: true });
const emoticon = z.optional(z.nullable(z.enum(COMMENT_EMOTICONS)));

/** POST /comment: a top-level comment on an episode; an emoticon alone is a comment. */
export const newCommentRequest = z.object({ episodeId: entityId, body: commentBody, emoticon });
/** POST /reply: a reply to a top-level comment. */
export const newReplyRequest = z.object({ commentId: entityId, body: commentBody, emoticon });
/** PUT /reaction/{commentId}: the reader's reaction, null to take it back. */
export const reactionRequest = z.object({ kind: z.nullable(z.enum(REACTION_KINDS)) });
/** POST /comment/{id}/report: an optional reason in the reader's words. */
export const reportRequest = z.object({ reason: z.optional(text({ max: 200, multiline: true })) });
/** POST /block-user. */
export const blockRequest = z.object({ userId: entityId });

/** The reply of PUT /reaction/{commentId}: the comment's counters after the change and the reader's reaction. */
export interface ReactionResult {
  likeCount: number;
  dislikeCount: number;
  myReaction: ReactionKind | null;
}
