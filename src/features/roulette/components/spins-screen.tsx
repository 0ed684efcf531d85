import styled from '@emotion/styled';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useApiErrorHandler } from '@/error-handling/use-api-error-handler';
import { formatDateTime } from '@/i18n/format-date';
import { t } from '@/i18n/ns/roulette';
import { useReaderKey } from '@/session/reader-key';
import { Button, EmptyState, LinkButton } from '@/ui';
import { useRouletteSpinsQuery } from '../api';
import { DeliveryText } from './delivery-text';
import { RoulettePending } from './roulette-pending';

export interface SpinsScreenProps {
  rouletteHref: string;
  prizeHref(spinId: number): string;
}

/** `/roulette/spins`: the reader's spins, newest first, a page at a time; physical prizes with where they go. */
export function SpinsScreen({ rouletteHref, prizeHref }: SpinsScreenProps) {
  const [cursors, setCursors] = useState<(number | null)[]>([null]);
  return (
    <Body>
      <List data-testid="roulette-spins">
        {cursors.map((cursor, index) => (
          <SpinsPage
            key={cursor ?? 'first'}
            cursor={cursor}
            last={index === cursors.length - 1}
            focusFirst={index > 0}
            prizeHref={prizeHref}
            onMore={(next) => setCursors((list) => [...list, next])}
          />
        ))}
      </List>
      <LinkButton to={rouletteHref}>{t('roulette.spins.toRoulette')}</LinkButton>
    </Body>
  );
}

interface SpinsPageProps extends Pick<SpinsScreenProps, 'prizeHref'> {
  cursor: number | null;
  last: boolean;
  /** A page added by "Show more", whose button is gone: focus goes to its first spin, not to the body. */
  focusFirst: boolean;
  onMore(cursor: number): void;
}

function SpinsPage({ cursor, last, focusFirst, prizeHref, onMore }: SpinsPageProps) {
  const reader = useReaderKey();
  const handleError = useApiErrorHandler();
  const { currentData: page, error, isFetching, refetch } = useRouletteSpinsQuery({ reader, cursor });
  useEffect(() => {
    if (error) handleError(error);
  }, [error, handleError]);
  const first = useRef<HTMLLIElement>(null);
  const loaded = Boolean(page);
  useEffect(() => {
    if (focusFirst && loaded) first.current?.focus();
  }, [focusFirst, loaded]);
  if (!page)
    return (
      <li>
        <RoulettePending failed={Boolean(error) && !isFetching} onRetry={() => void refetch()} />
      </li>
    );
  if (cursor === null && page.items.length === 0)
    return (
      <li>
        <EmptyState title={t('roulette.spins.empty')} />
      </li>
    );
  return (
    <>
      {page.items.map((spin, index) => (
        <Item
          key={spin.id}
          data-testid="roulette-spin"
          {...(index === 0 && focusFirst ? { ref: first, tabIndex: -1 } : {})}
        >
          <Prize>{spin.prize.name}</Prize>
          <Muted>{t('roulette.spins.wonOn', { date: formatDateTime(spin.createdAt) })}</Muted>
          {spin.delivery && <DeliveryText delivery={spin.delivery} />}
          {spin.delivery && spin.delivery.status !== 'SHIPPED' && (
            <Link to={prizeHref(spin.id)} data-testid="roulette-spin-edit">
              {spin.delivery.address ? t('roulette.spins.edit') : t('roulette.spins.enter')}
            </Link>
          )}
        </Item>
      ))}
      {last && page.nextCursor !== null && (
        <li>
          <Button variant="secondary" block onClick={() => onMore(page.nextCursor!)}>
            {t('roulette.spins.more')}
          </Button>
        </li>
      )}
    </>
  );
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg}px;
  padding: ${({ theme }) => theme.space.lg}px;
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
  padding: ${({ theme }) => theme.space.md}px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Prize = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;
