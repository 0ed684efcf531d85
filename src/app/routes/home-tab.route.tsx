import { HomeTabFrame } from '@/features/catalog';
import { t } from '@/i18n';
import { data, useParams, type LoaderFunctionArgs } from 'react-router-dom';
import { paths } from '../paths';
import { HOME_TAB_LABELS, homeTabLinks, isHomeTab } from './home-tab-links';

/** Only the eight tabs of spec §2 exist; any other `/home/x` is not found. */
export function loader({ params }: LoaderFunctionArgs) {
  if (!isHomeTab(params.tab)) throw data(null, { status: 404 });
  return null;
}

export function Component() {
  const { tab } = useParams();
  if (!isHomeTab(tab)) return null;
  return <HomeTabFrame tabs={homeTabLinks()} title={t(HOME_TAB_LABELS[tab])} homeHref={paths.main.href()} />;
}
