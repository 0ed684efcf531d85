/**
 * Comments, replies, reactions, reports, blocks, and the prohibited-word filter (word-filter/). Routes:
 * server/routes/comment. SPA: src/features/community.
 *
 * The public face of this domain: code outside server/services/community/ imports it from here, never from its files
 * (eslint.config.js, import-x/no-restricted-paths).
 */
export { blockUser, listBlocks, unblockUser } from './blocks';
export { commentPageQuery, countComments, findComment, listComments, listReplies } from './comment-list';
export { deleteComment, postComment, postReply } from './comment-write';
export { commentableEpisode, refuseWritesWhenTransferOnly } from './commentable';
export { encodeCursor } from './cursor';
export { listMyComments } from './my-comments';
export { react, report } from './reactions';
