import { MainPage } from '@/features/catalog';
import { useReaderKey } from '@/session/reader-key';
import { paths } from '../paths';
import { homeTabLinks } from './home-tab-links';

/**
 * `/`: the home tabs, then the banners, the main-page sections and the themes, fetched without RTK Query to keep the
 * first load small.
 */
export function Component() {
  const reader = useReaderKey();
  return (
    <MainPage
      tabs={homeTabLinks()}
      detailHref={paths.detail.href}
      themeHref={paths.theme.href}
      searchHref={paths.search.href()}
      reader={reader}
    />
  );
}
