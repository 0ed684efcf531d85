import { OfferwallPage } from '@/features/rewards';
import { t } from '@/i18n/ns/offerwall';
import { PageHeader } from '@/ui';
import { paths } from '../paths';

/** `/offerwall` (session guard): the stand-in offerwall's offers (issue 13), reached from /benefit. */
export function Component() {
  return (
    <>
      <PageHeader title={t('offerwall.title')} backTo={paths.benefit.href()} />
      <OfferwallPage />
    </>
  );
}
