import type { ReactNode } from 'react';
import { communityApi } from '@/features/community/best';
import { BestComments } from '@/features/viewer';
import { useReaderKey } from '@/session/reader-key';

export interface EpisodeBestCommentsProps {
  episodeId: number;
  /** The way to all of the episode's comments. */
  link: ReactNode;
}

/**
 * The episode's best comments at the viewer's end, from the comment screen's own list (BEST first, the screen's
 * default order): a reader who opens the comments next finds that list in the cache. A module of its own, loaded
 * with the comment calls only when the end is near (viewer.route.tsx).
 */
export default function EpisodeBestComments({ episodeId, link }: EpisodeBestCommentsProps) {
  const reader = useReaderKey();
  const { data, isError } = communityApi.useCommentsInfiniteQuery({ episodeId, sort: 'BEST', reader });
  // A refusal (an adult title for a reader not verified yet) is not raised here: the end only says it cannot show them.
  const comments = data ? data.pages.flatMap((page) => page.items) : isError ? null : undefined;
  return <BestComments comments={comments} link={link} />;
}
