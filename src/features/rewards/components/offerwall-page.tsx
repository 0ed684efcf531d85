import styled from '@emotion/styled';
import { useEffect } from 'react';
import { apiErrorOf } from '@/api';
import { useApiErrorHandler } from '@/error-handling/use-api-error-handler';
import { t } from '@/i18n/ns/offerwall';
import { useAppDispatch, walletChanged } from '@/session';
import { GUEST, useReaderKey } from '@/session/reader-key';
import { Button, EmptyState, Spinner, useToast } from '@/ui';
import { useCompleteTestOfferMutation, useTestOffersQuery } from '../offerwall-api';
import { Muted, RewardItem, RewardList, RewardText } from './reward-list';

const OFFER_NAMES = {
  survey: 'offerwall.offers.survey',
  install: 'offerwall.offers.install',
  video: 'offerwall.offers.video',
} as const;
const offerName = (id: string) => (id in OFFER_NAMES ? t(OFFER_NAMES[id as keyof typeof OFFER_NAMES]) : id);

/**
 * `/offerwall`: the stand-in offerwall of the reference API, labelled TEST like the test checkout. "Complete" asks the
 * API to send the signed callback a real offerwall's server would send; the coins arrive once per offer.
 */
export function OfferwallPage() {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const handleError = useApiErrorHandler();
  const reader = useReaderKey();
  const { currentData, error, isFetching, refetch } = useTestOffersQuery(reader, { skip: reader === GUEST });
  const [complete, completing] = useCompleteTestOfferMutation();

  // No offerwall behind this deployment (the TEST stand-in is off in production): said in place, nothing to retry.
  const none = error !== undefined && apiErrorOf(error).code === 'NOT_EXIST';
  useEffect(() => {
    if (error && !none) handleError(error);
  }, [error, none, handleError]);

  async function run(id: string) {
    const result = await complete(id);
    if (!result.data) return handleError(result.error);
    dispatch(walletChanged(result.data.wallet.balance));
    toast.show(result.data.replayed ? t('offerwall.already') : t('offerwall.credited', { coins: result.data.coins }), {
      tone: result.data.replayed ? 'info' : 'success',
    });
    void refetch();
  }

  return (
    <Body>
      <Banner role="note" data-testid="test-offerwall">
        <Badge>{t('offerwall.testBadge')}</Badge>
        <p>{t('offerwall.testNotice')}</p>
      </Banner>
      <Muted>{t('offerwall.expiry')}</Muted>
      {currentData ? (
        <RewardList>
          {currentData.offers.map((offer) => (
            <RewardItem key={offer.id} done={offer.completed} data-testid={`offer-${offer.id}`}>
              <RewardText>
                <strong>{offerName(offer.id)}</strong>
                <Muted>{t('offerwall.coins', { coins: offer.coins })}</Muted>
              </RewardText>
              <Button disabled={offer.completed || completing.isLoading} onClick={() => void run(offer.id)}>
                {offer.completed ? t('offerwall.completed') : t('offerwall.complete')}
              </Button>
            </RewardItem>
          ))}
        </RewardList>
      ) : none ? (
        <EmptyState title={t('offerwall.none')} />
      ) : error && !isFetching ? (
        <EmptyState
          title={t('offerwall.failed')}
          action={<Button onClick={() => void refetch()}>{t('offerwall.retry')}</Button>}
        />
      ) : (
        <Spinner label={t('offerwall.loading')} />
      )}
    </Body>
  );
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg}px;
  padding: ${({ theme }) => theme.space.lg}px;
`;

const Banner = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => theme.space.md}px;
  border: 2px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.surface};
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm}px;
  }
`;

const Badge = styled.strong`
  flex: none;
  padding: ${({ theme }) => `${theme.space.xxs}px ${theme.space.sm}px`};
  border-radius: ${({ theme }) => theme.radii.sm}px;
  background: ${({ theme }) => theme.colors.toast};
  color: ${({ theme }) => theme.colors.onToast};
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
  letter-spacing: 0.08em;
`;
