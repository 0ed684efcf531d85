import { t } from '@/i18n';
import { SectionFrame } from '../shell/section-frame';

export function Component() {
  return <SectionFrame title={t('pages.event.title')} empty={t('pages.event.empty')} />;
}
