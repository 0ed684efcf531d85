import { t } from '@/i18n';
import { SectionFrame } from '../shell/section-frame';

export function Component() {
  return <SectionFrame title={t('pages.coupon.title')} empty={t('pages.coupon.empty')} />;
}
