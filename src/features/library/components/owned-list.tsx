import styled from '@emotion/styled';
import { useEffect } from 'react';
import type { OwnedTitle } from '@/domain/coins';
import { formatDateTime } from '@/i18n/format-date';
import { t } from '@/i18n/ns/library';
import { GUEST, useReaderKey } from '@/session/reader-key';
import { useApiErrorHandler } from '@/error-handling/use-api-error-handler';
import { ContentCard } from '@/ui';
import { useLibraryOwnedQuery } from '../api';
import { LibraryEmpty, LibraryPending } from './library-states';
import { CARD_SIZES, TitleGrid } from './title-grid';

export interface OwnedListProps {
  detailHref(contentId: number): string;
  homeHref: string;
}

/**
 * What the reader holds of a title, under its card: its ownership kind, episodes owned, rented and opened with a
 * wait-until-free ticket, and when the first rental ends.
 */
function holding(title: OwnedTitle) {
  return (
    <>
      <Kind data-testid="ownership-kind">{t(`library.my.kind.${title.kind}`)}</Kind>
      {title.owned > 0 && <span>{t('library.my.owned', { count: title.owned })}</span>}
      {title.rented > 0 && <span>{t('library.my.rented', { count: title.rented })}</span>}
      {title.freetime > 0 && <span>{t('library.my.freetime', { count: title.freetime })}</span>}
      {title.rentedUntil !== null && (
        <time dateTime={new Date(title.rentedUntil).toISOString()}>
          {t('library.my.rentedUntil', { date: formatDateTime(title.rentedUntil) })}
        </time>
      )}
    </>
  );
}

/** `/library/my`: the titles the reader bought or rents episodes of, latest acquired first. */
export function OwnedList({ detailHref, homeHref }: OwnedListProps) {
  const reader = useReaderKey();
  const handleError = useApiErrorHandler();
  const { currentData: titles, error, isFetching, refetch } = useLibraryOwnedQuery(reader, { skip: reader === GUEST });

  useEffect(() => {
    if (error) handleError(error);
  }, [error, handleError]);

  if (!titles) {
    return <LibraryPending failed={Boolean(error) && !isFetching} onRetry={() => void refetch()} />;
  }
  if (titles.length === 0) {
    return <LibraryEmpty title={t('pages.library.emptyMy')} hint={t('library.my.emptyHint')} homeHref={homeHref} />;
  }
  return (
    <TitleGrid label={t('pages.library.my')} count={t('library.my.count', { count: titles.length })}>
      {titles.map((title) => (
        <li key={title.content.id} data-testid={`owned-${title.content.id}`}>
          <ContentCard
            content={title.content}
            href={detailHref(title.content.id)}
            sizes={CARD_SIZES}
            meta={<Holding>{holding(title)}</Holding>}
          />
        </li>
      ))}
    </TitleGrid>
  );
}

const Holding = styled.span`
  display: flex;
  flex-direction: column;
`;

const Kind = styled.strong`
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;
