import { MyCommentsScreen } from '@/features/community';
import { paths } from '../paths';
import { commentTabs } from './comment-tabs';

/** `/comment/my` (session required): the reader's own comments with the way back to each episode. */
export function Component() {
  return <MyCommentsScreen tabs={commentTabs(null)} commentsHref={paths.comment.href} viewerHref={paths.viewer.href} />;
}
