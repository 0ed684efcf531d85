import { t } from '@/i18n';
import { SectionFrame } from '../shell/section-frame';
import { commentTabs } from './section-tabs';

export function Component() {
  return <SectionFrame title={t('pages.comment.title')} empty={t('pages.comment.emptyMy')} tabs={commentTabs()} />;
}
