import { lazy, Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { useNavigate, useParams, type Params } from 'react-router-dom';
import { apiErrorOf } from '@/api';
import type { ViewerEpisode } from '@/domain/catalog';
import type { ViewerMode } from '@/domain/enums';
import { useContentDetailQuery } from '@/features/catalog/detail';
import { CommentsLink } from '@/features/community/link';
import { followersOf, PurchaseSheet, useAutoUnlock } from '@/features/purchase';
import { KeepAhead, KeptEnded, useKeptLookup } from '@/features/offline';
import { useOnline } from '@/pwa/online';
import { BestComments, EpisodeViewer, useViewerEpisodeQuery, viewerApi, type NextUnlock } from '@/features/viewer';
import { t } from '@/i18n';
import { selectAutoContinue, selectIsLoggedIn, selectViewerMode, useAppSelector } from '@/session';
// Importing it loads redux-persist with the viewer and restores the reader's mode and auto-continue choice.
import { selectPrefsRestored } from '@/session/prefs-persistence';
import { useApiErrorHandler } from '@/error-handling/use-api-error-handler';
import { Spinner } from '@/ui';
import type { GuardStore } from '../guard-loaders';
import { paths } from '../paths';
import { idParam } from './id-param';
import { LockedEpisode } from './locked-episode';
import { isMissing, RefusedTitle } from './refused-title';
import { useUnlockFlow } from './use-unlock-flow';

// The comment calls and their code load only when the end of the episode is near (the viewer mounts its aside then).
// Offline or on a failed chunk, the end keeps the way to the comments and says it cannot show them.
const EpisodeBestComments = lazy(() =>
  import('./viewer-best-comments').catch(() => ({
    default: ({ link }: { link: ReactNode }) => <BestComments comments={null} link={link} />,
  })),
);

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
  const { data, error, fulfilledTimeStamp } = useViewerEpisodeQuery(episodeId, { skip: !valid });
  const online = useOnline();

  const code = error ? apiErrorOf(error).code : null;
  // Issue 29: offline, or when the call found no network, the episode may be kept on this device.
  const noNetwork = code !== null && NO_NETWORK.has(code);
  const kept = useKeptLookup(episodeId, valid && (!online || noNetwork));
  const fromDevice = noNetwork && kept?.kind === 'kept' ? kept : null;
  const waitingForDevice = noNetwork && kept === undefined;
  useEffect(() => {
    // ADULT_ONLY_CONTENTS opens the adult confirmation; a missing or locked episode is answered in place (below).
    // A failure for want of network waits for the device's answer: a kept episode opens without any message.
    if (!error || isMissing(error) || code === 'UNAUTHORIZED_CONTENTS') return;
    if (noNetwork && kept?.kind !== 'none') return;
    handleError(error);
  }, [error, code, handleError, noNetwork, kept]);

  // A kept rental whose end has come never opens, whoever answers the call (the service worker's kept reply too).
  if (kept?.kind === 'ended') return <KeptEnded libraryHref={paths.libraryDevice.href()} />;
  if (fromDevice && prefsRestored)
    return (
      <EpisodeScreen key={fromDevice.episode.episode.id} episode={fromDevice.episode} mode={mode} now={fromDevice.at} />
    );
  if (waitingForDevice) return <Spinner label={t('common.loading')} />;
  // A refusal stays until an answer replaces it (as on the title page: RTK Query asks again on subscribing).
  if (!valid || error) {
    if (code === 'UNAUTHORIZED_CONTENTS')
      return <LockedEpisode episodeId={episodeId} heading={t('pages.viewer.title')} />;
    return <RefusedTitle error={valid ? error : null} heading={t('pages.viewer.title')} />;
  }
  // The stored mode is back within a task; opening in the wrong mode would lose the reader's place on the switch.
  if (!data || data.episode.id !== episodeId || !prefsRestored) return <Spinner label={t('common.loading')} />;

  return <EpisodeScreen key={data.episode.id} episode={data} mode={mode} now={fulfilledTimeStamp ?? 0} />;
}

/** The calls' codes for "no network": the kept copy on the device may answer instead. */
const NO_NETWORK: ReadonlySet<string> = new Set(['OFFLINE', 'NETWORK_ERROR', 'TIMEOUT']);

interface EpisodeScreenProps {
  episode: ViewerEpisode;
  mode: ViewerMode;
  now: number;
}

/**
 * One episode with the purchase sheet beside it: the end panel unlocks a locked next episode by hand (sheet, ticket)
 * or, with auto-continue on, by itself. Keyed by the episode, so each next episode has its own unlock and its own
 * Idempotency-Keys for as long as the episode is on screen.
 */
function EpisodeScreen({ episode, mode, now }: EpisodeScreenProps) {
  const navigate = useNavigate();
  const autoContinue = useAppSelector(selectAutoContinue);
  const signedIn = useAppSelector(selectIsLoggedIn);
  const flow = useUnlockFlow(episode.contentId);
  const { nextEpisodeId, nextState } = episode;
  const next = nextEpisodeId !== null && nextState !== null ? { id: nextEpisodeId, state: nextState } : null;
  const auto = useAutoUnlock({ contentId: episode.contentId, next, enabled: autoContinue, signedIn });
  // The episodes after the next one, for the sheet's quantity stepper: the title's list, often cached already.
  const { data: title } = useContentDetailQuery(episode.contentId, { skip: flow.request === null });
  const { request } = flow;
  const followers = useMemo(
    () => (request && title ? followersOf(title.episodes, request.episodeIds, request.kind) : []),
    [request, title],
  );

  const commentsHref = paths.comment.href(episode.episode.id);
  const unlock: NextUnlock | undefined = next
    ? {
        onUnlock: (kind) => flow.openSheet([next.id], kind),
        onUseTicket: () =>
          void flow.redeemTicket(next.id).then((unlocked) => unlocked && navigate(paths.viewer.href(next.id))),
        ticketPending: flow.ticketPendingId === next.id,
        auto: auto.state,
        onReach: auto.arm,
        commit: auto.commit,
        shopHref: flow.shopHref,
      }
    : undefined;

  return (
    <>
      <EpisodeViewer
        episode={episode}
        mode={mode}
        now={now}
        detailHref={paths.detail.href(episode.contentId)}
        episodeHref={paths.viewer.href}
        unlock={unlock}
        barExtra={<CommentsLink episodeId={episode.episode.id} href={commentsHref} look="icon" />}
        endAside={<EndComments episodeId={episode.episode.id} href={commentsHref} />}
      />
      <PurchaseSheet request={request} followers={followers} shopHref={flow.shopHref} onClose={flow.closeSheet} />
      {signedIn && <KeepAhead contentId={episode.contentId} episodeNumber={episode.episode.number} />}
    </>
  );
}

/** Beside the end card: the episode's best comments, then the way to all of them with their count. */
function EndComments({ episodeId, href }: { episodeId: number; href: string }) {
  const link = <CommentsLink episodeId={episodeId} href={href} look="button" />;
  return (
    <Suspense fallback={<BestComments comments={undefined} link={link} />}>
      <EpisodeBestComments episodeId={episodeId} link={link} />
    </Suspense>
  );
}
