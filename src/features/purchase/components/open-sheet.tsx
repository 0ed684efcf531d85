import styled from '@emotion/styled';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { DETAIL_DEFAULT_PURCHASE } from '@/domain/constants';
import type { PurchaseRequest } from '@/domain/coins';
import { PurchaseKind } from '@/domain/enums';
import { t } from '@/i18n/ns/purchase';
import { isUncertainFailure, useIdempotentWrite } from '@/lib/idempotent-write';
import { useApiErrorHandler } from '@/error-handling/use-api-error-handler';
import { BottomSheet, Button, LinkButton, Spinner, useToast } from '@/ui';
import { usePurchaseEpisodesMutation, usePurchasePreviewQuery } from '../api';
import { PreviewDetails } from './preview-details';
import type { PurchaseSheetProps } from './purchase-sheet-props';
import { QuantityStepper } from './quantity-stepper';

const NO_FOLLOWERS: readonly number[] = [];

/** The open sheet of PurchaseSheet (./purchase-sheet.tsx), loaded the first time a reader opens one. */
export function OpenSheet({
  request,
  followers = NO_FOLLOWERS,
  shopHref,
  onClose,
  onDone,
}: PurchaseSheetProps & {
  request: PurchaseRequest;
}) {
  const rent = request.kind === PurchaseKind.RENTAL;
  const [quantity, setQuantity] = useState(DETAIL_DEFAULT_PURCHASE);
  const selection = useMemo<PurchaseRequest>(
    () => ({ ...request, episodeIds: [...request.episodeIds, ...followers.slice(0, quantity - 1)] }),
    [request, followers, quantity],
  );
  const preview = usePurchasePreviewQuery(selection, { refetchOnMountOrArgChange: true });
  const [purchase, purchaseState] = usePurchaseEpisodesMutation();
  const send = useCallback((body: PurchaseRequest, key: string) => purchase({ key, body }), [purchase]);
  // One key per confirmation; a retry after a lost reply sends the same key and the same episodes.
  const write = useIdempotentWrite(send);
  const unanswered = write.unsettled !== null;
  const sending = useRef(false);
  const handleError = useApiErrorHandler();
  const toast = useToast();

  useEffect(() => {
    if (preview.error) handleError(preview.error);
  }, [preview.error, handleError]);

  const confirm = async () => {
    if (sending.current) return;
    sending.current = true;
    const reply = await write.run(write.unsettled ?? selection);
    sending.current = false;
    if (reply.data === undefined) {
      handleError(reply.error);
      // A refusal is the API's last word: its target (the shop, a reload, the adult confirmation) takes over.
      if (!isUncertainFailure(reply.error)) onClose();
      return;
    }
    const lines = preview.currentData?.lines ?? [];
    const params = { count: reply.data.episodes.length, numbers: lines.map((line) => line.number).join(', ') };
    toast.show(rent ? t('purchase.rented', params) : t('purchase.bought', params), { tone: 'success' });
    onClose();
    onDone?.(reply.data);
  };

  const shown = preview.currentData ?? preview.data;
  const current = preview.currentData;
  const busy = purchaseState.isLoading;
  const coins = current ? t('common.coins', { count: current.total }) : '';

  const footer = current ? (
    current.shortfall > 0 ? (
      <>
        <Shortfall role="alert">{t('purchase.shortfall', { count: current.shortfall })}</Shortfall>
        <ShopLink to={shopHref}>{t('purchase.toShop')}</ShopLink>
      </>
    ) : (
      <>
        {unanswered && <Hint role="alert">{t('purchase.retryHint')}</Hint>}
        <Button block loading={busy} disabled={preview.isFetching} onClick={() => void confirm()}>
          {unanswered
            ? t('purchase.retryConfirm')
            : t(rent ? 'purchase.confirmRent' : 'purchase.confirmBuy', { coins })}
        </Button>
      </>
    )
  ) : null;

  return (
    <BottomSheet open onClose={onClose} title={t(rent ? 'purchase.rentTitle' : 'purchase.buyTitle')} footer={footer}>
      <Body aria-busy={preview.isFetching}>
        {followers.length > 0 && (
          <QuantityStepper
            value={quantity}
            max={1 + followers.length}
            disabled={busy || unanswered}
            onChange={setQuantity}
          />
        )}
        {shown ? (
          <PreviewDetails preview={shown} />
        ) : preview.error && !preview.isFetching ? (
          <Failed>
            <p>{t('purchase.failed')}</p>
            <Button variant="secondary" onClick={() => void preview.refetch()}>
              {t('purchase.retry')}
            </Button>
          </Failed>
        ) : (
          <Spinner label={t('purchase.loading')} />
        )}
      </Body>
    </BottomSheet>
  );
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg}px;
  &[aria-busy='true'] {
    opacity: 0.7;
  }
`;

const Failed = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md}px;
`;

const Shortfall = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ShopLink = styled(LinkButton)`
  display: flex;
  width: 100%;
`;
