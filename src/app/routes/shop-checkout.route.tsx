import { t } from '@/i18n';
import { SectionFrame } from '../shell/section-frame';

/** `/shop/checkout/{paymentId}`: the test payment provider's checkout (issue 4). */
export function Component() {
  return <SectionFrame title={t('pages.shop.title')} empty={t('pages.shop.empty')} />;
}
