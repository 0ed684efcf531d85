import styled from '@emotion/styled';
import { useEffect } from 'react';
import { apiErrorOf } from '@/api';
import { useApiErrorHandler } from '@/error-handling/use-api-error-handler';
import { t } from '@/i18n/ns/offerwall';
import { useAppDispatch, walletChanged } from '@/session';
import { GUEST, useReaderKey } from '@/session/reader-key';
import { Button, EmptyState, Spinner, TestProviderBanner, useToast } from '@/ui';
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
      <TestProviderBanner
        badge={t('offerwall.testBadge')}
        notice={t('offerwall.testNotice')}
        data-testid="test-offerwall"
      />
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
