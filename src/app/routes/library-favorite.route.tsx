import { FavoriteList, LibraryFrame } from '@/features/library';
import { paths } from '../paths';
import { libraryTabs } from './section-tabs';

/** `/library/favorite` (login required: the guard is on the route). */
export function Component() {
  return (
    <LibraryFrame tabs={libraryTabs()}>
      <FavoriteList detailHref={paths.detail.href} homeHref={paths.main.href()} />
    </LibraryFrame>
  );
}
