import { t } from '@/i18n/ns/community';
import type { PageTab } from '@/ui';
import { paths } from '../paths';

/** The comment pages: an episode's comments (when there is one to go back to), the reader's own, the block list. */
export const commentTabs = (episodeId: number | null): PageTab[] => [
  ...(episodeId === null ? [] : [{ label: t('community.tabs.episode'), href: paths.comment.href(episodeId) }]),
  { label: t('community.tabs.my'), href: paths.commentMy.href() },
  { label: t('community.tabs.blocks'), href: paths.blockList.href() },
];
