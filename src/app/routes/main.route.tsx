import { MainFrame } from '@/features/catalog';
import { paths } from '../paths';
import { homeTabLinks } from './home-tab-links';

export function Component() {
  return <MainFrame tabs={homeTabLinks()} searchHref={paths.search.href()} noticeHref={paths.notice.href()} />;
}
