import platform from '@platform';
import { Link } from 'react-router-dom';
import { HistoryList, type HistoryKind } from '@/features/wallet';
import { t } from '@/i18n';
import { PageHeader, PageTabs } from '@/ui';
import { paths } from '../paths';
import { historyTabs } from './section-tabs';

/** Where an empty history leads: to the shop, to something to read, or to the mileage exchange. */
const emptyAction: Record<HistoryKind, () => { href: string; label: string }> = {
  charge: () => ({ href: paths.shop.href(), label: t('pages.shop.title') }),
  use: () => ({ href: paths.main.href(), label: t('common.toHome') }),
  mileage: () => ({ href: paths.benefit.href(), label: t('pages.benefit.title') }),
};

/** The frame of `/history/{charge,use,mileage}`: header, the three tabs, and that history in its platform window. */
export function HistoryScreen({ kind }: { kind: HistoryKind }) {
  const action = emptyAction[kind]();
  return (
    <>
      <PageHeader title={t('pages.history.title')} backTo="history" />
      <PageTabs label={t('pages.history.title')} tabs={historyTabs()} />
      <HistoryList
        kind={kind}
        days={platform.historyDays[kind]}
        detailHref={paths.detail.href}
        emptyAction={<Link to={action.href}>{action.label}</Link>}
      />
    </>
  );
}
