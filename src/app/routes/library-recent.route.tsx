import { LibraryFrame, RecentList } from '@/features/library';
import { paths } from '../paths';
import { libraryTabs } from './section-tabs';

/** `/library/recent` (login required: the guard is on the route). */
export function Component() {
  return (
    <LibraryFrame tabs={libraryTabs()}>
      <RecentList detailHref={paths.detail.href} viewerHref={paths.viewer.href} homeHref={paths.main.href()} />
    </LibraryFrame>
  );
}
