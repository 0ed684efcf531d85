import { useEffect, useMemo } from 'react';
import { useNavigate, useParams, type Params } from 'react-router-dom';
import { useRecentReadsQuery } from '@/api/shared-reads';
import type { PurchaseResult } from '@/domain/coins';
import { PurchaseKind } from '@/domain/enums';
import {
  ContentDetailView,
  detailApi,
  useContentDetailQuery,
  useSetFavoriteMutation,
  type EpisodeUnlockHandlers,
} from '@/features/catalog/detail';
import { CommentsLink } from '@/features/community/link';
import { KeepAllButton, KeepButton } from '@/features/offline';
import { followersOf, PurchaseSheet } from '@/features/purchase';
import { t } from '@/i18n/ns/detail';
import { GUEST, useReaderKey } from '@/session/reader-key';
import { useApiErrorHandler } from '@/error-handling/use-api-error-handler';
import { Spinner } from '@/ui';
import type { GuardStore } from '../guard-loaders';
import { paths } from '../paths';
import { idParam } from './id-param';
import { isMissing, RefusedTitle } from './refused-title';
import { useUnlockFlow } from './use-unlock-flow';

/** The title's request, started by the route's loader before this screen renders (src/app/router.tsx). */
export function prefetch(store: GuardStore, params: Params): void {
  const id = idParam(params);
  if (id !== null) store.dispatch(detailApi.util.prefetch('contentDetail', id, {}));
}

/**
 * `/detail/{id}`: the title from the API with this reader's episode states. Renting, buying (one episode with the
 * quantity stepper, or several selected) and the wait-until-free ticket open here; they, and favourites, need a login.
 */
export function Component() {
  const contentId = idParam(useParams()) ?? 0;
  const valid = contentId > 0;
  const reader = useReaderKey();
  const navigate = useNavigate();
  const handleError = useApiErrorHandler();
  const { data, error, fulfilledTimeStamp } = useContentDetailQuery(contentId, { skip: !valid });
  const { data: recent } = useRecentReadsQuery(reader, { skip: reader === GUEST || !valid });
  const [setFavorite, favoriteState] = useSetFavoriteMutation();
  const flow = useUnlockFlow(contentId);
  const { request } = flow;
  const episodes = data?.episodes;
  // One episode picked: the stepper may add the locked ones after it. A selection of several is taken as it is.
  const followers = useMemo(
    () =>
      request && episodes && request.episodeIds.length === 1
        ? followersOf(episodes, request.episodeIds, request.kind)
        : [],
    [request, episodes],
  );

  useEffect(() => {
    // ADULT_ONLY_CONTENTS opens the adult confirmation; an unknown title is said in place (RefusedTitle).
    if (error && !isMissing(error)) handleError(error);
  }, [error, handleError]);

  // A refusal stays until an answer replaces it: RTK Query asks again when the screen subscribes to the loader's
  // refused prefetch (and after a login), and a spinner in between made the page lose its heading for a moment.
  if (!valid || error) return <RefusedTitle error={valid ? error : null} heading={t('detail.title')} />;
  if (!data || data.id !== contentId) return <Spinner label={t('detail.loading')} />;

  const onToggleFavorite = () => {
    if (!flow.requireReader()) return;
    void setFavorite({ contentId, favorite: !data.isFavorite }).then(({ error: refused }) => {
      if (refused) handleError(refused);
    });
  };

  // The comments of the latest episode, where a title's readers talk now; each episode's own are in the viewer.
  const latest = data.episodes.reduce<(typeof data.episodes)[number] | null>(
    (last, e) => (last === null || e.number > last.number ? e : last),
    null,
  );

  // A rental is for reading now (its hours run from the purchase): the first rented episode opens. A bought episode
  // stays the reader's, so the page stays with its list, where the episode now opens.
  const onUnlocked = (result: PurchaseResult) => {
    if (result.kind !== PurchaseKind.RENTAL) return;
    const first = firstInReadingOrder(
      data.episodes,
      result.episodes.map((e) => e.episodeId),
    );
    if (first !== null) void navigate(paths.viewer.href(first));
  };

  const unlock: EpisodeUnlockHandlers = {
    onUnlock: ({ episodeIds, kind }) => flow.openSheet(episodeIds, kind),
    // The ticket unlocks the episode for 72 hours: it opens at once.
    onUseTicket: (episodeId) =>
      void flow.redeemTicket(episodeId).then((unlocked) => unlocked && navigate(paths.viewer.href(episodeId))),
    ticketPendingId: flow.ticketPendingId,
    giftHref: ({ episodeIds, kind }) =>
      `${paths.gift.href()}?${new URLSearchParams({ send: String(contentId), episodes: episodeIds.join(','), kind: String(kind) })}`,
  };

  return (
    <>
      <ContentDetailView
        content={data}
        episodeHref={paths.viewer.href}
        detailHref={paths.detail.href}
        lastReadEpisodeId={recent?.find((item) => item.content.id === contentId)?.episodeId ?? null}
        onToggleFavorite={onToggleFavorite}
        favoriteBusy={favoriteState.isLoading}
        // Rental time left counts from when the states were computed, i.e. when the reply arrived.
        now={fulfilledTimeStamp ?? 0}
        unlock={unlock}
        entryExtra={
          <>
            {latest ? (
              <CommentsLink
                episodeId={latest.id}
                href={paths.comment.href(latest.id)}
                look="button"
                episodeNumber={latest.number}
              />
            ) : null}
            <KeepAllButton contentId={contentId} episodes={data.episodes} />
          </>
        }
        episodeExtra={(episode) => <KeepButton contentId={contentId} episode={episode} />}
      />
      <PurchaseSheet
        request={request}
        followers={followers}
        shopHref={flow.shopHref}
        onClose={flow.closeSheet}
        onDone={onUnlocked}
      />
    </>
  );
}

/** Of `ids`, the episode that comes first in the title (lowest number); null when none is in its list. */
function firstInReadingOrder(
  episodes: readonly { id: number; number: number }[],
  ids: readonly number[],
): number | null {
  const wanted = new Set(ids);
  const first = episodes
    .filter((e) => wanted.has(e.id))
    .reduce<{ id: number; number: number } | null>(
      (best, e) => (best === null || e.number < best.number ? e : best),
      null,
    );
  return first?.id ?? null;
}
