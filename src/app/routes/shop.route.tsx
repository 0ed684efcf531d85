import { t } from '@/i18n';
import { SectionFrame } from '../shell/section-frame';

export function Component() {
  return <SectionFrame title={t('pages.shop.title')} empty={t('pages.shop.empty')} />;
}
