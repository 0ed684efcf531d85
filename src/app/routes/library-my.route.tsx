import '@/i18n/ns/library';
import { LibraryEmpty, LibraryFrame } from '@/features/library';
import { t } from '@/i18n';
import { paths } from '../paths';
import { libraryTabs } from './section-tabs';

/**
 * `/library/my`: owned titles come from the ownership tables of the coin economy (issue 4), which do not exist
 * yet, so the tab says honestly that there is nothing here rather than showing a made-up list.
 */
export function Component() {
  return (
    <LibraryFrame tabs={libraryTabs()}>
      <LibraryEmpty title={t('pages.library.emptyMy')} hint={t('library.my.emptyHint')} homeHref={paths.main.href()} />
    </LibraryFrame>
  );
}
