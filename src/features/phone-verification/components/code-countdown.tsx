import { formatCountdown, useLiveNow } from '@/ui';
import styled from '@emotion/styled';
import { useEffect } from 'react';
import { t } from '../texts';

export interface CodeCountdownProps {
  /** When the code's validity was received (ms): the countdown ticks on from there. */
  startedAt: number;
  /** When the code stops being valid (ms). */
  endsAt: number;
  /** Called once when the time is over: the reader must verify again. */
  onOver(): void;
}

/** The code's remaining validity (spec §4: "the code has a validity countdown"), announced politely each minute. */
export function CodeCountdown({ startedAt, endsAt, onOver }: CodeCountdownProps) {
  const now = useLiveNow(startedAt);
  const over = now >= endsAt;
  useEffect(() => {
    if (over) onOver();
  }, [over, onOver]);
  return (
    <Time data-testid="phone-countdown">{t('phone.verify.countdown', { time: formatCountdown(endsAt, now) })}</Time>
  );
}

const Time = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
`;
