import styled from '@emotion/styled';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { t } from '@/i18n/ns/shop';
import { useApiErrorHandler } from '@/error-handling/use-api-error-handler';
import { EmptyState, PageHeader, Spinner, TestProviderBanner } from '@/ui';
import { useCheckoutPaymentQuery } from '../api';
import { CheckoutClosed } from './checkout-closed';
import { CheckoutForm } from './checkout-form';

export interface CheckoutPageProps {
  paymentId: string;
  shopHref: string;
  historyHref: string;
}

/**
 * `/shop/checkout/{id}`: the test payment provider's page, standing where a real payment service's would. It says
 * plainly that it is a test, shows the order, and pays or cancels it; a payment already closed shows how it ended.
 */
export function CheckoutPage({ paymentId, shopHref, historyHref }: CheckoutPageProps) {
  const handleError = useApiErrorHandler();
  // Never from an old cache entry: the payment may have been paid or cancelled in another tab.
  const {
    currentData: payment,
    error,
    isFetching,
  } = useCheckoutPaymentQuery(paymentId, { refetchOnMountOrArgChange: true });

  useEffect(() => {
    if (error) handleError(error);
  }, [error, handleError]);

  return (
    <>
      <PageHeader title={t('shop.checkout.title')} backTo={shopHref} />
      <Body>
        <TestProviderBanner
          badge={t('shop.checkout.testBadge')}
          notice={t('shop.checkout.testNotice')}
          data-testid="test-provider"
        />
        {payment && payment.id === paymentId ? (
          payment.status === 'UNPAID' ? (
            <CheckoutForm payment={payment} shopHref={shopHref} />
          ) : (
            <CheckoutClosed status={payment.status} shopHref={shopHref} historyHref={historyHref} />
          )
        ) : error && !isFetching ? (
          <EmptyState
            title={t('shop.checkout.notFound')}
            action={<Link to={shopHref}>{t('shop.checkout.toShop')}</Link>}
          />
        ) : (
          <Centered>
            <Spinner label={t('shop.checkout.loading')} />
          </Centered>
        )}
      </Body>
    </>
  );
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl}px;
  padding: ${({ theme }) => theme.space.lg}px;
`;

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xxl}px;
`;
