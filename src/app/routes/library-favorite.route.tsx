import { t } from '@/i18n';
import { SectionFrame } from '../shell/section-frame';
import { libraryTabs } from './section-tabs';

export function Component() {
  return (
    <SectionFrame title={t('pages.library.title')} empty={t('pages.library.emptyFavorite')} tabs={libraryTabs()} />
  );
}
