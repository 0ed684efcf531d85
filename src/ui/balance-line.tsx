import styled from '@emotion/styled';
import { formatNumber } from '@/i18n';

export interface BalanceLineProps {
  label: string;
  /** Coins or points, formatted for the platform's locale. */
  value: number;
  testId?: string;
}

/** A balance on one line: what it counts, and the amount in large figures that line up (the shop, mileage). */
export function BalanceLine({ label, value, testId }: BalanceLineProps) {
  return (
    <Line>
      <span>{label}</span>
      <strong data-testid={testId}>{formatNumber(value)}</strong>
    </Line>
  );
}

const Line = styled.p`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  margin: 0;
  strong {
    font-size: ${({ theme }) => theme.fontSizes.xl}px;
    font-variant-numeric: tabular-nums;
  }
`;
