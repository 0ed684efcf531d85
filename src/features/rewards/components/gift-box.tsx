import styled from '@emotion/styled';
import { useCallback, useEffect } from 'react';
import { Link } from 'react-router-dom';
import type { Gift } from '@/domain/coins';
import { formatDate } from '@/i18n/format-date';
import { t } from '@/i18n/ns/rewards';
import { useIdempotentWrite } from '@/lib/idempotent-write';
import { useAppDispatch, walletChanged } from '@/session';
import { GUEST, useReaderKey } from '@/session/reader-key';
import { useApiErrorHandler } from '@/error-handling/use-api-error-handler';
import { Button, EmptyState, useToast } from '@/ui';
import { useGiftsQuery, useReceiveGiftMutation } from '../api';
import { giftText } from '../reward-text';
import { Muted, RewardItem, RewardList, RewardsPending, RewardText } from './reward-list';

export interface GiftBoxProps {
  viewerHref(episodeId: number): string;
  emptyText: string;
}

/**
 * `/gift`: the gift box. Gifts waiting come first, each with a button that receives it (once: the API answers
 * ALREADY_GIVEN_GIFT after); coins go to the wallet, episodes become the reader's and can be read at once.
 */
export function GiftBox({ viewerHref, emptyText }: GiftBoxProps) {
  const reader = useReaderKey();
  const dispatch = useAppDispatch();
  const toast = useToast();
  const handleError = useApiErrorHandler();
  const { currentData: gifts, error, isFetching, refetch } = useGiftsQuery(reader, { skip: reader === GUEST });
  const [receive, receiving] = useReceiveGiftMutation();
  const send = useCallback((body: { id: number }, key: string) => receive({ key, body }), [receive]);
  const write = useIdempotentWrite(send);

  useEffect(() => {
    if (error) handleError(error);
  }, [error, handleError]);

  async function onReceive(gift: Gift) {
    const result = await write.run({ id: gift.id });
    if (!result.data) return handleError(result.error);
    dispatch(walletChanged(result.data.wallet.balance));
    toast.show(t('rewards.gift.receivedToast', { what: giftText(gift) }), { tone: 'success' });
  }

  if (!gifts) return <RewardsPending failed={Boolean(error) && !isFetching} onRetry={() => void refetch()} />;
  if (gifts.length === 0) return <EmptyState title={emptyText} />;
  const waiting = gifts.filter((g) => g.receivedAt === null).length;

  return (
    <section aria-label={t('pages.gift.title')}>
      {waiting > 0 && <Count>{t('rewards.gift.waiting', { count: waiting })}</Count>}
      <RewardList>
        {gifts.map((gift) => (
          <RewardItem
            key={gift.id}
            data-testid={`gift-${gift.id}`}
            data-received={gift.receivedAt !== null}
            done={gift.receivedAt !== null}
          >
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
          </RewardItem>
        ))}
      </RewardList>
    </section>
  );
}

const Count = styled.p`
  margin: ${({ theme }) => theme.space.lg}px ${({ theme }) => theme.space.lg}px 0;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

// A long unbroken word (an e-mail in a message) may break; a short one ("ボーナス100コイン") never does.
const What = styled(RewardText)`
  overflow-wrap: break-word;
`;

const Message = styled.q`
  font-style: italic;
`;
