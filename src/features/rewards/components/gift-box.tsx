import '@/i18n/ns/rewards';
import styled from '@emotion/styled';
import { useCallback, useEffect } from 'react';
import { Link } from 'react-router-dom';
import { fromQueryError } from '@/api/root-api';
import type { Gift } from '@/domain/coins';
import { formatDate } from '@/i18n/format-date';
import { t } from '@/i18n';
import { useIdempotentWrite } from '@/lib/idempotent-write';
import { selectUser, useSessionDispatch, useSessionSelector, walletChanged } from '@/session';
import { refreshNavBadges } from '@/session/nav-badges';
import { useApiErrorHandler } from '@/session/use-api-error-handler';
import { Button, EmptyState, Spinner, useToast } from '@/ui';
import { useGiftsQuery, useReceiveGiftMutation } from '../api';
import { giftText } from '../reward-text';

export interface GiftBoxProps {
  viewerHref(episodeId: number): string;
  emptyText: string;
}

/**
 * `/gift`: the gift box. Gifts waiting come first, each with a button that receives it (once: the API answers
 * ALREADY_GIVEN_GIFT after); coins go to the wallet, episodes become the reader's and can be read at once.
 */
export function GiftBox({ viewerHref, emptyText }: GiftBoxProps) {
  const user = useSessionSelector(selectUser);
  const userId = user?.id ?? null;
  const dispatch = useSessionDispatch();
  const toast = useToast();
  const handleError = useApiErrorHandler();
  const { currentData: gifts, error, isFetching, refetch } = useGiftsQuery(String(userId), { skip: userId === null });
  const [receive, receiving] = useReceiveGiftMutation();
  const send = useCallback((body: { id: number }, key: string) => receive({ key, body }), [receive]);
  const write = useIdempotentWrite(send);

  useEffect(() => {
    if (error) handleError(fromQueryError(error));
  }, [error, handleError]);

  async function onReceive(gift: Gift) {
    const result = await write.run({ id: gift.id });
    if (!result.data) return handleError(fromQueryError(result.error));
    dispatch(walletChanged(result.data.wallet.balance));
    toast.show(t('rewards.gift.receivedToast', { what: giftText(gift) }), { tone: 'success' });
    void refreshNavBadges(userId, true);
  }

  if (!gifts) {
    return error && !isFetching ? (
      <EmptyState
        title={t('rewards.failed')}
        action={<Button onClick={() => void refetch()}>{t('rewards.retry')}</Button>}
      />
    ) : (
      <Centered>
        <Spinner label={t('rewards.loading')} />
      </Centered>
    );
  }
  if (gifts.length === 0) return <EmptyState title={emptyText} />;
  const waiting = gifts.filter((g) => g.receivedAt === null).length;

  return (
    <section aria-label={t('pages.gift.title')}>
      {waiting > 0 && <Count>{t('rewards.gift.waiting', { count: waiting })}</Count>}
      <List>
        {gifts.map((gift) => (
          <Item key={gift.id} data-testid={`gift-${gift.id}`} data-received={gift.receivedAt !== null}>
            <What>
              <strong>{gift.title}</strong>
              <span>{giftText(gift)}</span>
              <Muted>
                {gift.from ? t('rewards.gift.from', { nickname: gift.from.nickname }) : t('rewards.gift.fromService')}
              </Muted>
              {gift.message && <Message>{gift.message}</Message>}
              <Muted>
                {gift.receivedAt !== null
                  ? t('rewards.gift.received', { date: formatDate(gift.receivedAt) })
                  : gift.expiresAt !== null
                    ? t('rewards.gift.receiveBy', { date: formatDate(gift.expiresAt) })
                    : null}
              </Muted>
            </What>
            {gift.receivedAt === null ? (
              <Button
                aria-label={t('rewards.gift.receiveLabel', { title: gift.title })}
                loading={receiving.isLoading && receiving.originalArgs?.body.id === gift.id}
                disabled={receiving.isLoading}
                onClick={() => void onReceive(gift)}
              >
                {t('rewards.gift.receive')}
              </Button>
            ) : gift.kind === 'EPISODE' && gift.episodes[0] ? (
              <Link
                to={viewerHref(gift.episodes[0].id)}
                aria-label={t('rewards.gift.readLabel', { title: gift.content?.name ?? gift.title })}
              >
                {t('rewards.gift.read')}
              </Link>
            ) : null}
          </Item>
        ))}
      </List>
    </section>
  );
}

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xxl}px;
`;

const Count = styled.p`
  margin: ${({ theme }) => theme.space.lg}px ${({ theme }) => theme.space.lg}px 0;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const List = styled.ul`
  margin: 0;
  padding: ${({ theme }) => theme.space.lg}px;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
`;

const Item = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => theme.space.md}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md}px;
  &[data-received='true'] {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const What = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs}px;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;

const Message = styled.q`
  font-style: italic;
`;
