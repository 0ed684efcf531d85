/**
 * The comment link alone, for the viewer and the title page: importing it does not load the comment screens or their
 * texts (index.ts does).
 */
export { CommentsLink, type CommentsLinkProps } from './components/comments-link';
