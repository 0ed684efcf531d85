import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import type { PaymentStatus } from '@/domain/coins';
import { t } from '@/i18n/ns/shop';
import { EmptyState, LinkButton, theme } from '@/ui';

export interface CheckoutClosedProps {
  status: Exclude<PaymentStatus, 'UNPAID'>;
  shopHref: string;
  historyHref: string;
}

/** A payment that can no longer be paid: how it ended, and the way on. */
export function CheckoutClosed({ status, shopHref, historyHref }: CheckoutClosedProps) {
  return (
    <EmptyState
      title={t(`shop.checkout.state.${status}`)}
      description={t(`shop.checkout.stateHint.${status}`)}
      action={
        <Actions>
          <LinkButton to={shopHref}>{t('shop.checkout.toShop')}</LinkButton>
          {status !== 'CANCELLED' && <Link to={historyHref}>{t('shop.checkout.toHistory')}</Link>}
        </Actions>
      }
    />
  );
}

const Actions = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.lg}px;
`;
