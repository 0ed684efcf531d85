import styled from '@emotion/styled';

export interface TestProviderBannerProps {
  /** The short label on the badge ("TEST"). */
  badge: string;
  /** What the stand-in does instead of the real provider. */
  notice: string;
  'data-testid'?: string;
}

/**
 * The notice over a stand-in provider's page (the test checkout, the test offerwall): nobody should take a page
 * that moves no real money for a real payment service's or offerwall's.
 */
export function TestProviderBanner({ badge, notice, 'data-testid': testId }: TestProviderBannerProps) {
  return (
    <Banner role="note" data-testid={testId}>
      <Badge>{badge}</Badge>
      <p>{notice}</p>
    </Banner>
  );
}

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
