import { data, useParams, type LoaderFunctionArgs } from 'react-router-dom';
import { HomeTabPage } from '@/features/catalog/home';
import { t } from '@/i18n';
import { useOpenAdultConfirmation } from '@/error-handling/api-error-provider';
import { paths } from '../paths';
import { HOME_TAB_LABELS, homeTabLinks, isHomeTab } from './home-tab-links';

/** Only the eight tabs of spec §2 exist; any other `/home/x` is not found. */
export function loader({ params }: LoaderFunctionArgs) {
  if (!isHomeTab(params.tab)) throw data(null, { status: 404 });
  return null;
}

/** `/home/{tab}`: the tab's list with its day and order from the URL query (`?day=`, `?sort=`). */
export function Component() {
  const { tab } = useParams();
  const openAdultConfirmation = useOpenAdultConfirmation();
  if (!isHomeTab(tab)) return null;
  return (
    <HomeTabPage
      // A new tab is a new list: its filters and scroll start afresh.
      key={tab}
      tab={tab}
      title={t(HOME_TAB_LABELS[tab])}
      tabs={homeTabLinks()}
      detailHref={paths.detail.href}
      myHref={paths.my.href()}
      onConfirmAdult={() => void openAdultConfirmation()}
    />
  );
}
