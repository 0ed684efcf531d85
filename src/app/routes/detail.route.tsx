import '@/i18n/ns/detail';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useParams, type Params } from 'react-router-dom';
import { ApiError } from '@/api';
import {
  ContentDetailView,
  detailApi,
  useContentDetailQuery,
  useDetailRecentReadsQuery,
  useSetFavoriteMutation,
} from '@/features/catalog/detail';
import { t } from '@/i18n';
import { moveToLogin, selectIsLoggedIn } from '@/session';
import { useApiErrorHandler } from '@/session/use-api-error-handler';
import { EmptyState, PageHeader, Spinner } from '@/ui';
import type { GuardStore } from '../guard-loaders';
import { useAppDispatch, useAppSelector } from '../hooks';
import { paths } from '../paths';
import { idParam } from './id-param';

/** The title's request, started by the route's loader before this screen renders (src/app/router.tsx). */
export function prefetch(store: GuardStore, params: Params): void {
  const id = idParam(params);
  if (id !== null) store.dispatch(detailApi.util.prefetch('contentDetail', id, {}));
}

/** `/detail/{id}`: the title from the API with this reader's episode states; favourites need a login. */
export function Component() {
  const contentId = idParam(useParams()) ?? 0;
  const valid = contentId > 0;
  const signedIn = useAppSelector(selectIsLoggedIn);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const handleError = useApiErrorHandler();
  const { data, error, isFetching, fulfilledTimeStamp } = useContentDetailQuery(contentId, { skip: !valid });
  const { data: recent } = useDetailRecentReadsQuery(undefined, { skip: !signedIn || !valid });
  const [setFavorite, favoriteState] = useSetFavoriteMutation();

  useEffect(() => {
    // ADULT_ONLY_CONTENTS opens the adult confirmation, NOT_EXIST a message; the page shows a way back either way.
    if (error) handleError('status' in error ? new ApiError(error.code, error.status) : error);
  }, [error, handleError]);

  if (!valid || (error && !isFetching)) {
    return (
      <>
        <PageHeader title={t('detail.title')} backTo="history" />
        <EmptyState
          title={t('detail.unavailable')}
          description={t('detail.unavailableHint')}
          action={<Link to={paths.main.href()}>{t('detail.toHome')}</Link>}
        />
      </>
    );
  }
  if (!data || data.id !== contentId) return <Spinner label={t('detail.loading')} />;

  const onToggleFavorite = () => {
    if (!signedIn) {
      const here = `${location.pathname}${location.search}`;
      const url = dispatch(moveToLogin({ target: here, currentPath: location.pathname }));
      void navigate(url ?? paths.login.href(here));
      return;
    }
    void setFavorite({ contentId, favorite: !data.isFavorite }).then(({ error: refused }) => {
      if (refused) handleError('status' in refused ? new ApiError(refused.code, refused.status) : refused);
    });
  };

  return (
    <ContentDetailView
      content={data}
      episodeHref={paths.viewer.href}
      lastReadEpisodeId={recent?.find((item) => item.content.id === contentId)?.episodeId ?? null}
      onToggleFavorite={onToggleFavorite}
      favoriteBusy={favoriteState.isLoading}
      // Rental time left counts from when the states were computed, i.e. when the reply arrived.
      now={fulfilledTimeStamp ?? 0}
    />
  );
}
