import styled from '@emotion/styled';
import { useEffect, useRef } from 'react';
import { t } from '@/i18n/ns/library';
import { GUEST, useReaderKey } from '@/session/reader-key';
import { useApiErrorHandler } from '@/error-handling/use-api-error-handler';
import { ContentCard, IconButton, useToast } from '@/ui';
import { useLibraryFavoritesQuery, useRemoveFavoriteMutation } from '../api';
import { HeartIcon } from './icons';
import { LibraryEmpty, LibraryPending } from './library-states';
import { CARD_SIZES, TitleGrid } from './title-grid';

export interface FavoriteListProps {
  detailHref(contentId: number): string;
  homeHref: string;
}

/** `/library/favorite`: the reader's favourites, newest first, each removable with one tap. */
export function FavoriteList({ detailHref, homeHref }: FavoriteListProps) {
  const reader = useReaderKey();
  const handleError = useApiErrorHandler();
  const toast = useToast();
  const {
    currentData: favorites,
    error,
    isFetching,
    refetch,
  } = useLibraryFavoritesQuery(reader, { skip: reader === GUEST });
  const [removeFavorite] = useRemoveFavoriteMutation();
  const grid = useRef<HTMLUListElement>(null);
  // After a removal, focus goes to the card that took its place, not to the top of the page.
  const focusAt = useRef<number | null>(null);

  useEffect(() => {
    if (error) handleError(error);
  }, [error, handleError]);

  useEffect(() => {
    const index = focusAt.current;
    if (index === null || !favorites) return;
    focusAt.current = null;
    const buttons = grid.current?.querySelectorAll<HTMLButtonElement>('[data-favorite-remove]');
    buttons?.[Math.min(index, buttons.length - 1)]?.focus();
  }, [favorites]);

  if (!favorites) {
    return <LibraryPending failed={Boolean(error) && !isFetching} onRetry={() => void refetch()} />;
  }
  if (favorites.length === 0) {
    return (
      <LibraryEmpty
        title={t('pages.library.emptyFavorite')}
        hint={t('library.favorite.emptyHint')}
        homeHref={homeHref}
      />
    );
  }

  const remove = (contentId: number, name: string, index: number) => {
    focusAt.current = index;
    removeFavorite({ reader, contentId })
      .unwrap()
      .then(
        () => toast.show(t('library.favorite.removed', { title: name })),
        (refusal: unknown) => handleError(refusal),
      );
  };

  return (
    <TitleGrid
      ref={grid}
      label={t('pages.library.favorite')}
      count={t('library.favorite.count', { count: favorites.length })}
    >
      {favorites.map((content, index) => (
        <li key={content.id} data-testid={`favorite-${content.id}`}>
          <ContentCard content={content} href={detailHref(content.id)} sizes={CARD_SIZES} />
          <Remove
            type="button"
            data-favorite-remove
            aria-label={t('library.favorite.remove', { title: content.name })}
            onClick={() => remove(content.id, content.name, index)}
          >
            <HeartIcon />
          </Remove>
        </li>
      ))}
    </TitleGrid>
  );
}

// Over the cover's corner, outside the card's link: a button inside a link would be neither.
const Remove = styled(IconButton)`
  position: absolute;
  top: ${({ theme }) => theme.space.xs}px;
  right: ${({ theme }) => theme.space.xs}px;
  color: ${({ theme }) => theme.colors.primaryActive};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
