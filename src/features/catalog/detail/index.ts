// The detail page's messages load with it, not with the first screen.
import '@/i18n/ns/detail';
export { useContentDetailQuery, useDetailRecentReadsQuery, useSetFavoriteMutation } from './api';
export { ContentDetailView, type ContentDetailViewProps } from './components/content-detail-view';
