import styled from '@emotion/styled';
import { t } from '@/i18n/ns/library';

export interface ProgressBarProps {
  /** 0–100, whole. */
  percent: number;
  /** What the bar measures, for screen readers ("Moonlit Harbour, episode 3"). */
  label: string;
}

/** How far into an episode the reader got: a bar with its percentage, announced as a progressbar. */
export function ProgressBar({ percent, label }: ProgressBarProps) {
  const text = t('library.recent.percent', { percent });
  return (
    <Row>
      <Track
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
      >
        <Fill style={{ width: `${percent}%` }} />
      </Track>
      <Value aria-hidden="true">{text}</Value>
    </Row>
  );
}

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
`;

const Track = styled.div`
  flex: 1;
  height: 6px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  background: ${({ theme }) => theme.colors.border};
`;

const Fill = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.colors.primary};
`;

const Value = styled.span`
  min-width: 4ch;
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: end;
`;
