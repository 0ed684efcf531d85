import { BlockListScreen } from '@/features/community';
import { commentTabs } from './comment-tabs';

/** `/comment/blocks` (session required): the readers this reader blocked, with unblock. */
export function Component() {
  return <BlockListScreen tabs={commentTabs(null)} />;
}
