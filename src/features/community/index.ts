export { communityApi } from './api';
export { BlockListScreen } from './components/block-list-screen';
export { CommentsLink, type CommentsLinkProps } from './components/comments-link';
export { CommentsScreen, type CommentsScreenProps } from './components/comments-screen';
export { MyCommentsScreen, type MyCommentsScreenProps } from './components/my-comments-screen';
