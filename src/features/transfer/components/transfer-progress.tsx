import styled from '@emotion/styled';
import { t } from '@/i18n/ns/transfer';
import { useLiveNow } from '@/ui';

export interface TransferProgressProps {
  requestedAt: number | null;
  expectedAt: number | null;
  /** When the state was read (the clock counts on from there). */
  readAt: number;
}

/** How far along a running transfer is, from its request to when it is expected done; never full before it is. */
export function transferPercent(requestedAt: number, expectedAt: number, now: number): number {
  const span = expectedAt - requestedAt;
  if (span <= 0) return 99;
  return Math.min(99, Math.max(0, Math.round(((now - requestedAt) / span) * 100)));
}

/** The progress bar of a running transfer; without an expected end it shows that it runs, not how far. */
export function TransferProgress({ requestedAt, expectedAt, readAt }: TransferProgressProps) {
  const now = useLiveNow(readAt);
  const percent = requestedAt !== null && expectedAt !== null ? transferPercent(requestedAt, expectedAt, now) : null;
  return (
    <Track
      role="progressbar"
      aria-label={t('transfer.status.request.progress')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent ?? undefined}
      data-testid="transfer-progress"
    >
      <Fill style={{ width: `${percent ?? 50}%` }} />
    </Track>
  );
}

const Track = styled.div`
  height: 8px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  background: ${({ theme }) => theme.colors.primarySoft};
`;

const Fill = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.colors.primary};
  transition: width 1s linear;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;
