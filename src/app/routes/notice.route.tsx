import { NoticeList } from '@/features/help';
import { useSearchParams } from 'react-router-dom';
import { paths } from '../paths';

/** `?page=` counts from 1 as readers do; anything else (0, -1, abc) is the first page. */
function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page - 1 : 0;
}

const pageHref = (page: number) => (page === 0 ? paths.notice.href() : `${paths.notice.href()}?page=${page + 1}`);

/** `/notice`: the platform's notices, pinned first, page by page. */
export function Component() {
  const [params] = useSearchParams();
  return <NoticeList page={pageOf(params.get('page'))} noticeHref={paths.noticeDetail.href} pageHref={pageHref} />;
}
