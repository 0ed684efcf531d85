import styled from '@emotion/styled';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { RoulettePrize } from '@/domain/roulette';
import { t } from '@/i18n/ns/roulette';
import { usePrefersReducedMotion } from '@/ui/use-prefers-reduced-motion';
import { rotationFor } from '../wheel-angle';

/** How long the wheel turns before it stops on the prize. */
export const SPIN_MS = 4000;
/** After this, the spin ends even if `transitionend` never came (a hidden tab, a cancelled transition). */
export const SPIN_FALLBACK_MS = SPIN_MS + 500;

export interface RouletteWheelProps {
  prizes: readonly RoulettePrize[];
  /** The index the server drew, with a token that changes per spin (null: at rest). */
  target: { index: number; spinId: number } | null;
  /** The wheel stands still on the target: the result may be shown. */
  onStopped(): void;
}

/**
 * The wheel: equal conic segments (the odds are in the table, not in the slice sizes) and a pointer at the top. It
 * turns to the prize the server drew, never choosing one itself; under reduced motion it stands on the prize at once.
 */
export function RouletteWheel({ prizes, target, onStopped }: RouletteWheelProps) {
  const reduced = usePrefersReducedMotion();
  const [turn, setTurn] = useState<{ spinId: number | null; rotation: number }>({ spinId: null, rotation: 0 });
  const count = prizes.length;
  // A new spin id is a new spin, even onto the same prize: turn on from where the wheel stands.
  if (target && target.spinId !== turn.spinId)
    setTurn({ spinId: target.spinId, rotation: rotationFor(turn.rotation, target.index, count) });
  const { rotation } = turn;
  const spinId = target?.spinId;

  // Once per spin, whichever comes first: the end of the transition or the fallback timer.
  const stoppedSpin = useRef<number | null>(null);
  const stop = useCallback(() => {
    if (spinId === undefined || stoppedSpin.current === spinId) return;
    stoppedSpin.current = spinId;
    onStopped();
  }, [spinId, onStopped]);

  useEffect(() => {
    if (spinId === undefined) return;
    if (reduced) return stop();
    const timer = setTimeout(stop, SPIN_FALLBACK_MS);
    return () => clearTimeout(timer);
  }, [reduced, spinId, stop]);

  const segment = 360 / Math.max(count, 1);
  const stops = prizes.map((_, i) => `var(--segment-${i % 2}) ${i * segment}deg ${(i + 1) * segment}deg`).join(', ');
  return (
    <Frame role="img" aria-label={t('roulette.wheel', { count })}>
      <Pointer aria-hidden="true" />
      <Disc
        data-testid="roulette-wheel"
        data-rotation={rotation}
        style={{
          transform: `rotate(${rotation}deg)`,
          transition: reduced ? 'none' : `transform ${SPIN_MS}ms cubic-bezier(0.15, 0.6, 0.1, 1)`,
          background: `conic-gradient(${stops})`,
        }}
        onTransitionEnd={(event) => {
          if (event.target === event.currentTarget && !reduced) stop();
        }}
      >
        {prizes.map((prize, i) => (
          <Label key={prize.id} aria-hidden="true" style={{ transform: `rotate(${(i + 0.5) * segment}deg)` }}>
            <span>{prize.name}</span>
          </Label>
        ))}
      </Disc>
    </Frame>
  );
}

const Frame = styled.div`
  position: relative;
  width: min(320px, 80vw);
  aspect-ratio: 1;
  margin: 0 auto;
`;

const Disc = styled.div`
  --segment-0: ${({ theme }) => theme.colors.primary};
  --segment-1: ${({ theme }) => theme.colors.primarySoft};
  position: absolute;
  inset: 0;
  border-radius: 50%;
  border: 4px solid ${({ theme }) => theme.colors.primaryActive};
  overflow: hidden;
`;

const Label = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  justify-content: center;
  padding-top: 10%;

  span {
    max-width: 30%;
    font-size: ${({ theme }) => theme.fontSizes.xs}px;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    line-height: ${({ theme }) => theme.lineHeights.tight};
    text-align: center;
    /* Lines break between words ("ボーナスコイン / 100"), inside one only when it cannot fit at all. */
    word-break: keep-all;
    overflow-wrap: anywhere;
  }
  &:nth-of-type(odd) span {
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  &:nth-of-type(even) span {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Pointer = styled.div`
  position: absolute;
  top: -6px;
  left: 50%;
  z-index: 1;
  width: 0;
  height: 0;
  border-left: 12px solid transparent;
  border-right: 12px solid transparent;
  border-top: 22px solid ${({ theme }) => theme.colors.danger};
  transform: translateX(-50%);
`;
