import { Link, useSearchParams } from 'react-router-dom';
import { CommentsScreen } from '@/features/community';
import { t } from '@/i18n/ns/community';
import { EmptyState, PageHeader } from '@/ui';
import { paths } from '../paths';
import { commentTabs } from './comment-tabs';
import { positiveId } from './id-param';

/** `/comment?episodeId=`: an episode's comments; without an episode, the way to the reader's own. */
export function Component() {
  const [params] = useSearchParams();
  const episodeId = positiveId(params.get('episodeId'));
  if (episodeId === null) {
    return (
      <>
        <PageHeader title={t('community.title')} backTo="history" />
        <EmptyState
          title={t('community.noEpisode')}
          action={<Link to={paths.commentMy.href()}>{t('community.tabs.my')}</Link>}
        />
      </>
    );
  }
  return (
    <CommentsScreen
      key={episodeId}
      episodeId={episodeId}
      episodeHref={paths.viewer.href(episodeId)}
      tabs={commentTabs(episodeId)}
    />
  );
}
