import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { ApiError } from '@/api';
import {
  ModeToggle,
  useCountViewMutation,
  useSaveProgressMutation,
  useViewerEpisodeQuery,
  Viewer,
  type ViewerProgress,
} from '@/features/viewer';
import { t } from '@/i18n';
import { selectIsLoggedIn, selectViewerMode } from '@/session';
import { useApiErrorHandler } from '@/session/use-api-error-handler';
import { Spinner } from '@/ui';
import { useAppSelector } from '../hooks';
import { paths } from '../paths';
import { SectionFrame } from '../shell/section-frame';

/** `/viewer/{id}`: the episode from the API in the reader's chosen mode; progress is saved for signed-in readers. */
export function Component() {
  const episodeId = Number(useParams().id);
  const valid = Number.isInteger(episodeId) && episodeId > 0;
  const mode = useAppSelector(selectViewerMode);
  const signedIn = useAppSelector(selectIsLoggedIn);
  const navigate = useNavigate();
  const handleError = useApiErrorHandler();
  const { data, error, isFetching } = useViewerEpisodeQuery(episodeId, { skip: !valid });
  const [saveProgress] = useSaveProgressMutation();
  const [countView] = useCountViewMutation();
  const shownId = data?.episode.id;

  useEffect(() => {
    if (shownId !== undefined) void countView(shownId);
  }, [shownId, countView]);

  useEffect(() => {
    // A refusal of the API (adult, locked, missing) carries its catalogue code; anything else shows as UNKNOWN.
    if (error) handleError('status' in error ? new ApiError(error.code, error.status) : error);
  }, [error, handleError]);

  if (!valid || (error && !isFetching)) {
    return <SectionFrame title={t('pages.viewer.title')} empty={t('pages.viewer.empty')} />;
  }
  if (!data || data.episode.id !== episodeId) return <Spinner label={t('common.loading')} />;

  const toViewer = (id: number | null) => (id === null ? undefined : () => void navigate(paths.viewer.href(id)));
  const onProgress = (progress: ViewerProgress) => {
    if (signedIn) void saveProgress({ episodeId, scrollPercent: progress.percent, lastImage: progress.lastImage });
  };

  return (
    <Viewer
      key={data.episode.id}
      title={`${data.contentName} · ${data.episode.name}`}
      images={data.images.map((image) => ({ src: image.url, width: image.width, height: image.height }))}
      copyrightImages={data.copyrightImages.map((image) => ({
        src: image.url,
        width: image.width,
        height: image.height,
      }))}
      mode={mode}
      initialProgress={
        data.progress ? { lastImage: data.progress.lastImage, percent: data.progress.scrollPercent } : undefined
      }
      onProgress={onProgress}
      onEnd={() => undefined}
      onPrev={toViewer(data.prevEpisodeId)}
      onNext={toViewer(data.nextEpisodeId)}
      toolbar={<ModeToggle />}
    />
  );
}
