import { LibraryFrame, OwnedList } from '@/features/library';
import { paths } from '../paths';
import { libraryTabs } from './section-tabs';

/** `/library/my` (login required: the guard is on the route): the titles the reader bought or rents. */
export function Component() {
  return (
    <LibraryFrame tabs={libraryTabs()}>
      <OwnedList detailHref={paths.detail.href} homeHref={paths.main.href()} />
    </LibraryFrame>
  );
}
