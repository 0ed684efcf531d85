import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import type { ContentDetail, EpisodeItem } from '@/domain/catalog';
import { t } from '@/i18n/ns/detail';
import { LinkButton, PageHeader } from '@/ui';
import { readEntry } from '../episode-order';
import type { EpisodeUnlockHandlers } from '../unlock-types';
import { EpisodeList } from './episode-list';
import { Recommendations } from './recommendations';
import { TitleInfo } from './title-info';

export interface ContentDetailViewProps {
  content: ContentDetail;
  /** The viewer's URL of an episode (the app's route table lives above features). */
  episodeHref: (episodeId: number) => string;
  /** A title's page, where the recommended titles under the episodes lead. */
  detailHref: (contentId: number) => string;
  /** The episode this reader read last in this title, if any; "continue" leads there while it stays readable. */
  lastReadEpisodeId: number | null;
  onToggleFavorite: () => void;
  favoriteBusy: boolean;
  /** Epoch milliseconds the states were computed at: rentals and ticket countdowns count on from there. */
  now: number;
  /** Renting, buying and the wait-until-free ticket (the app opens the purchase sheet); absent: prices only. */
  unlock?: EpisodeUnlockHandlers;
  /** A further way in under the reading button that the app composes in (the latest episode's comments). */
  entryExtra?: ReactNode;
  /** A control the app composes beside each episode (issue 29: keep it offline). */
  episodeExtra?: (episode: EpisodeItem) => ReactNode;
}

/**
 * `/detail/{id}`: the title, a clear way into reading, every episode with what it takes to read it, and below them the
 * titles recommended beside it.
 */
export function ContentDetailView(props: ContentDetailViewProps) {
  const { content, episodeHref, lastReadEpisodeId, now, unlock } = props;
  const entry = readEntry(content.episodes, lastReadEpisodeId);
  return (
    <>
      <PageHeader title={content.name} backTo="history" />
      <TitleInfo content={content} onToggleFavorite={props.onToggleFavorite} favoriteBusy={props.favoriteBusy} />
      <Entry>
        {entry ? (
          <ReadLink to={episodeHref(entry.episode.id)}>
            {t(entry.kind === 'CONTINUE' ? 'detail.continue' : 'detail.readFirst', { number: entry.episode.number })}
          </ReadLink>
        ) : (
          content.episodes.length > 0 && <p>{t('detail.nothingReadable')}</p>
        )}
        {props.entryExtra}
      </Entry>
      <EpisodeList
        episodes={content.episodes}
        episodeHref={episodeHref}
        now={now}
        unlock={unlock}
        episodeExtra={props.episodeExtra}
      />
      {/* Keyed by the title: a recommended title opened from here waits for the reader to scroll down again. */}
      <Recommendations key={content.id} contentId={content.id} detailHref={props.detailHref} />
    </>
  );
}

const Entry = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: 0 ${({ theme }) => theme.space.lg}px ${({ theme }) => theme.space.md}px;
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

// The page's main call to action: full width and taller than a standard control.
const ReadLink = styled(LinkButton)`
  display: flex;
  min-height: 48px;
`;
