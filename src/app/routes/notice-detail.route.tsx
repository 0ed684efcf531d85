import { NoticeDetailScreen } from '@/features/help';
import { useParams } from 'react-router-dom';
import { paths } from '../paths';
import { idParam } from './id-param';

/** `/notice/detail/{id}`: one notice, the latest others below it, and the way back to the list. */
export function Component() {
  return (
    <NoticeDetailScreen id={idParam(useParams())} listHref={paths.notice.href()} noticeHref={paths.noticeDetail.href} />
  );
}
