import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import { MileageExchange } from '@/features/wallet';
import { t } from '@/i18n';
import { t as offerwallText } from '@/i18n/ns/offerwall';
import { PageHeader } from '@/ui';
import { paths } from '../paths';

/** `/benefit`: the mileage exchange, and the offerwall's free coins. No session guard: guests read the rule. */
export function Component() {
  return (
    <>
      <PageHeader title={t('pages.benefit.title')} backTo="history" />
      <MileageExchange historyHref={paths.historyMileage.href()} />
      <OfferwallLink to={paths.offerwall.href()} data-testid="offerwall-link">
        <strong>{offerwallText('offerwall.link')}</strong>
        <span>{offerwallText('offerwall.linkHint')}</span>
      </OfferwallLink>
    </>
  );
}

const OfferwallLink = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs}px;
  margin: ${({ theme }) => theme.space.lg}px;
  padding: ${({ theme }) => theme.space.md}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md}px;
  color: inherit;
  text-decoration: none;
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm}px;
  }
`;
