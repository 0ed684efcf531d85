export { detailApi, useContentDetailQuery, useSetFavoriteMutation } from './api';
export { ContentDetailView, type ContentDetailViewProps } from './components/content-detail-view';
export type { EpisodeUnlockHandlers, UnlockRequest } from './unlock-types';
