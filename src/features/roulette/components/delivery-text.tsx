import styled from '@emotion/styled';
import type { RouletteSpin } from '@/domain/roulette';
import { formatDate } from '@/i18n/format-date';
import { t } from '@/i18n/ns/roulette';

/** Where a physical prize goes and how far it got: the status (with the day it was shipped) and the address. */
export function DeliveryText({ delivery }: { delivery: NonNullable<RouletteSpin['delivery']> }) {
  const { status, address, shippedAt } = delivery;
  return (
    <>
      <Status data-testid="roulette-spin-status" data-status={status}>
        {status === 'SHIPPED' && shippedAt !== null
          ? t('roulette.spins.status.SHIPPED', { date: formatDate(shippedAt) })
          : t(`roulette.spins.status.${status === 'SHIPPED' ? 'WAITING' : status}`)}
      </Status>
      {address && (
        <Address data-testid="roulette-spin-address" aria-label={t('roulette.spins.sentTo')}>
          {address.name}
          <br />
          {address.zipCode} {address.city} {address.address1} {address.address2}
          <br />
          {address.phone}
        </Address>
      )}
    </>
  );
}

const Status = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.primary};
`;

const Address = styled.address`
  font-style: normal;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;
