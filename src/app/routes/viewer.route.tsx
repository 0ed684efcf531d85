import { useEffect } from 'react';
import { useParams, type Params } from 'react-router-dom';
import { ApiError } from '@/api';
import { EpisodeViewer, useViewerEpisodeQuery, viewerApi } from '@/features/viewer';
import { t } from '@/i18n';
import { selectViewerMode } from '@/session';
// Importing it loads redux-persist with the viewer and restores the reader's mode and auto-continue choice.
import { selectPrefsRestored } from '@/session/prefs-persistence';
import { useApiErrorHandler } from '@/session/use-api-error-handler';
import { Spinner } from '@/ui';
import type { GuardStore } from '../guard-loaders';
import { useAppSelector } from '../hooks';
import { paths } from '../paths';
import { idParam } from './id-param';
import { SectionFrame } from '../shell/section-frame';

/** The episode's request, started by the route's loader before this screen renders (src/app/router.tsx). */
export function prefetch(store: GuardStore, params: Params): void {
  const id = idParam(params);
  if (id !== null) store.dispatch(viewerApi.util.prefetch('viewerEpisode', id, {}));
}

/**
 * `/viewer/{id}`, full screen (the router's `handle`): the episode from the API in the reader's chosen mode. A next
 * episode prefetched at 75 % is already in the cache, so moving on shows it without a spinner.
 */
export function Component() {
  const episodeId = idParam(useParams()) ?? 0;
  const valid = episodeId > 0;
  const mode = useAppSelector(selectViewerMode);
  const prefsRestored = useAppSelector(selectPrefsRestored);
  const handleError = useApiErrorHandler();
  const { data, error, isFetching, fulfilledTimeStamp } = useViewerEpisodeQuery(episodeId, { skip: !valid });

  useEffect(() => {
    // A refusal of the API (adult, locked, missing) carries its catalogue code; anything else shows as UNKNOWN.
    if (error) handleError('status' in error ? new ApiError(error.code, error.status) : error);
  }, [error, handleError]);

  if (!valid || (error && !isFetching)) {
    return <SectionFrame title={t('pages.viewer.title')} empty={t('pages.viewer.empty')} />;
  }
  // The stored mode is back within a task; opening in the wrong mode would lose the reader's place on the switch.
  if (!data || data.episode.id !== episodeId || !prefsRestored) return <Spinner label={t('common.loading')} />;

  return (
    <EpisodeViewer
      key={data.episode.id}
      episode={data}
      mode={mode}
      now={fulfilledTimeStamp ?? 0}
      detailHref={paths.detail.href(data.contentId)}
      episodeHref={paths.viewer.href}
    />
  );
}
