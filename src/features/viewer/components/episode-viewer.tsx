import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { isReadable, type ViewerEpisode } from '@/domain/catalog';
import type { ViewerMode } from '@/domain/enums';
import { t } from '@/i18n/ns/viewer';
import { selectAutoContinue, useAppSelector } from '@/session';
import { useCountViewMutation } from '../api';
import { useNextEpisodePrefetch } from '../hooks/use-next-episode-prefetch';
import { useProgressSaver } from '../hooks/use-progress-saver';
import { keptWidthOf, toViewerImages } from '../image-sources';
import type { ViewerProgress } from '../types';
import type { NextUnlock } from '../unlock-types';
import { AutoContinueToggle } from './auto-continue-toggle';
import { EndPanel } from './end-panel';
import { ModeToggle } from './mode-toggle';
import { Viewer } from './viewer';

export interface EpisodeViewerProps {
  episode: ViewerEpisode;
  mode: ViewerMode;
  /** Epoch milliseconds the episode arrived at: a rental's time left counts from it. */
  now: number;
  /** The title's page (back arrow, unlocking). */
  detailHref: string;
  episodeHref(id: number): string;
  /** Unlocking a locked next episode at the end (the app's purchase sheet, the ticket, auto-continue's spending). */
  unlock?: NextUnlock;
  /** A tool the app composes into the bar (the episode's comments link). */
  barExtra?: ReactNode;
  /** What the app shows beside the end card (the episode's best comments); mounted once the end is near. */
  endAside?: ReactNode;
}

/**
 * One episode of `/viewer/{id}` from the API, ready to read: the reading surface with its bar (back, previous /
 * next, mode, auto-continue), the end panel, the next episode prepared at 75 %, progress saved, and the view
 * counted once per mount (the API counts once per reader). Give it a `key` of the episode id: everything here
 * belongs to one episode.
 */
export function EpisodeViewer(props: EpisodeViewerProps) {
  const { episode, mode, now, detailHref, episodeHref, unlock } = props;
  const navigate = useNavigate();
  const autoContinue = useAppSelector(selectAutoContinue);
  const [countView] = useCountViewMutation();
  const onProgress = useProgressSaver(episode.episode.id);
  const onNearEnd = useNextEpisodePrefetch(episode, mode);
  // The place to open at is read once: the saved progress moves on as the reader reads.
  const [initialProgress] = useState<ViewerProgress | undefined>(() =>
    episode.progress ? { lastImage: episode.progress.lastImage, percent: episode.progress.scrollPercent } : undefined,
  );
  const keptWidth = keptWidthOf(episode);
  const images = useMemo(() => toViewerImages(episode.images, keptWidth), [episode.images, keptWidth]);
  const copyrightImages = useMemo(
    () => toViewerImages(episode.copyrightImages, keptWidth),
    [episode.copyrightImages, keptWidth],
  );

  const episodeId = episode.episode.id;
  useEffect(() => {
    void countView(episodeId);
  }, [countView, episodeId]);

  const { prevEpisodeId, nextEpisodeId, nextState } = episode;
  const nextReadable = nextState !== null && isReadable(nextState);
  const open = (href: string) => () => void navigate(href);

  return (
    <Viewer
      title={`${episode.contentName} · ${episode.episode.name}`}
      images={images}
      copyrightImages={copyrightImages}
      mode={mode}
      initialProgress={initialProgress}
      onProgress={onProgress}
      onNearEnd={onNearEnd}
      backHref={detailHref}
      onPrev={prevEpisodeId === null ? undefined : open(episodeHref(prevEpisodeId))}
      // The bar leads a locked next episode to the title's page; the end panel unlocks it in place.
      onNext={nextEpisodeId === null ? undefined : open(nextReadable ? episodeHref(nextEpisodeId) : detailHref)}
      nextLabel={nextEpisodeId !== null && !nextReadable ? t('viewer.bar.nextLocked') : undefined}
      toolbar={
        <>
          <ModeToggle />
          <AutoContinueToggle />
          {props.barExtra}
        </>
      }
      endSlot={
        <EndPanel
          episodeNumber={episode.episode.number}
          prevEpisodeId={prevEpisodeId}
          nextEpisodeId={nextEpisodeId}
          nextState={nextState}
          now={now}
          detailHref={detailHref}
          episodeHref={episodeHref}
          autoContinue={autoContinue}
          unlock={unlock}
        />
      }
      endAside={props.endAside}
    />
  );
}
