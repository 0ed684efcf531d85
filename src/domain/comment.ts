/**
 * Comments on episodes (spec §3 comment states, §5 comment rule, §7 groups comment, reaction, reply, block-user,
 * emoticon). The wire types and request schemas of the comment calls live here too, so the SPA and the API agree.
 */
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
