import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { useEffect, useRef, useState } from 'react';
import { t } from '@/i18n/ns/viewer';
import { Button } from '@/ui';
import { usePrefersReducedMotion } from '@/ui/use-prefers-reduced-motion';

/** Auto-continue waits this long at the end of an episode, time enough to cancel. */
export const AUTO_CONTINUE_SECONDS = 3;

export interface CountdownProps {
  /** What happens at zero besides opening the next episode (coins spent), shown beside the count. */
  note?: string | null;
  onDone(): void;
  onCancel(): void;
}

/**
 * "Next episode in 3 s" with Cancel; it runs while mounted and calls onDone once at zero. The shrinking bar is the
 * only motion, and it is left out for readers who asked for less; the count and the timing stay the same.
 */
export function Countdown({ note, onDone, onCancel }: CountdownProps) {
  const [seconds, setSeconds] = useState(AUTO_CONTINUE_SECONDS);
  const reducedMotion = usePrefersReducedMotion();
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });

  useEffect(() => {
    if (seconds <= 0) {
      done.current();
      return;
    }
    const timer = setTimeout(() => setSeconds((value) => value - 1), 1_000);
    return () => clearTimeout(timer);
  }, [seconds]);

  return (
    <Box data-testid="viewer-countdown">
      {/* The polite announcement is made once by the panel; the ticking number would only repeat it. */}
      <Text aria-hidden="true">{t('viewer.end.countdown', { seconds: Math.max(seconds, 0) })}</Text>
      {note ? <Note data-testid="viewer-countdown-note">{note}</Note> : null}
      {reducedMotion ? null : (
        <Track aria-hidden="true">
          <Fill data-testid="viewer-countdown-bar" style={{ animationDuration: `${AUTO_CONTINUE_SECONDS}s` }} />
        </Track>
      )}
      <Button type="button" variant="secondary" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
    </Box>
  );
}

const shrink = keyframes`
  from { transform: scaleX(1); }
  to { transform: scaleX(0); }
`;

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md}px;
`;

const Text = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Note = styled.strong`
  flex-basis: 100%;
  color: ${({ theme }) => theme.colors.text};
`;

const Track = styled.span`
  flex-basis: 100%;
  height: 4px;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  background: ${({ theme }) => theme.colors.primarySoft};
  overflow: hidden;
`;

const Fill = styled.span`
  display: block;
  height: 100%;
  background: ${({ theme }) => theme.colors.primary};
  transform-origin: left;
  animation: ${shrink} linear forwards;
  ${({ theme }) => theme.media.reducedMotion} {
    animation: none;
  }
`;
