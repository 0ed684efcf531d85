import { MileageExchange } from '@/features/wallet';
import { t } from '@/i18n';
import { PageHeader } from '@/ui';
import { paths } from '../paths';

/** `/benefit`: the mileage exchange. No session guard: guests read the rule and are asked to log in. */
export function Component() {
  return (
    <>
      <PageHeader title={t('pages.benefit.title')} backTo="history" />
      <MileageExchange historyHref={paths.historyMileage.href()} />
    </>
  );
}
