import styled from '@emotion/styled';
import { useEffect } from 'react';
import { apiErrorOf } from '@/api';
import type { PrizeAddress } from '@/domain/roulette';
import { useApiErrorHandler } from '@/error-handling/use-api-error-handler';
import { t } from '@/i18n/ns/roulette';
import { useReaderKey } from '@/session/reader-key';
import { EmptyState, LinkButton, useToast } from '@/ui';
import { usePrizeSpinQuery, useSavePrizeAddressMutation } from '../api';
import { AddressForm } from './address-form';
import { DeliveryText } from './delivery-text';
import { RoulettePending } from './roulette-pending';

const BLANK: PrizeAddress = { name: '', zipCode: '', city: '', address1: '', address2: '', phone: '' };

export interface AddressScreenProps {
  spinId: number;
  spinsHref: string;
  /** After the API took the address: the route goes back to the spins list. */
  onSaved(): void;
}

/** `/roulette/prize/:id`: where a physical prize goes, while it is not shipped; afterwards what was sent where. */
export function AddressScreen({ spinId, spinsHref, onSaved }: AddressScreenProps) {
  const handleError = useApiErrorHandler();
  const toast = useToast();
  const { currentData: spin, error, isFetching, refetch } = usePrizeSpinQuery({ reader: useReaderKey(), id: spinId });
  const [save] = useSavePrizeAddressMutation();
  const missing = error && 'code' in error && error.code === 'NOT_EXIST';

  useEffect(() => {
    if (error && !missing) handleError(error);
  }, [error, missing, handleError]);

  if (missing || spin?.delivery === null)
    return (
      <EmptyState
        title={t('roulette.address.notFound')}
        action={<LinkButton to={spinsHref}>{t('roulette.spins.title')}</LinkButton>}
      />
    );
  if (!spin?.delivery) return <RoulettePending failed={Boolean(error) && !isFetching} onRetry={() => void refetch()} />;
  const { delivery } = spin;
  return (
    <Body>
      <p>{t('roulette.address.intro', { prize: spin.prize.name })}</p>
      {delivery.status === 'SHIPPED' ? (
        <>
          <p data-testid="address-shipped">{t('roulette.address.shipped')}</p>
          <DeliveryText delivery={delivery} />
        </>
      ) : (
        <AddressForm
          initial={delivery.address ?? BLANK}
          onSubmit={async (address) => {
            const result = await save({ id: spinId, address });
            if (result.error) {
              const code = apiErrorOf(result.error).code;
              // Shipped meanwhile: the form is stale, and the shipped view (what was sent where) replaces it.
              if (code === 'ALREADY_SHIPPED_PRIZE') void refetch();
              return { ok: false, code };
            }
            toast.show(t('roulette.address.saved'), { tone: 'success' });
            onSaved();
            return { ok: true, code: null };
          }}
        />
      )}
    </Body>
  );
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg}px;
  padding: ${({ theme }) => theme.space.lg}px;

  p {
    margin: 0;
  }
`;
