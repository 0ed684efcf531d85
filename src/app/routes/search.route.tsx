import { SearchPage } from '@/features/search';
import { paths } from '../paths';

/** `/search`: the query lives in `?q=`, so a shared link and the back button both bring the results back. */
export function Component() {
  return <SearchPage detailHref={paths.detail.href} />;
}
