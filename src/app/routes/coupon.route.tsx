import { CouponPage } from '@/features/rewards';
import { t } from '@/i18n';
import { PageHeader } from '@/ui';

/** `/coupon` (session guard): register a coupon code and list the reader's coupons. */
export function Component() {
  return (
    <>
      <PageHeader title={t('pages.coupon.title')} backTo="history" />
      <CouponPage emptyText={t('pages.coupon.empty')} />
    </>
  );
}
