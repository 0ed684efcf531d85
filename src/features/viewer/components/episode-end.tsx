import styled from '@emotion/styled';
import { useRef, type CSSProperties, type ReactNode } from 'react';
import { useReached } from '../hooks/use-reached';
import type { ViewerSlot } from '../types';
import { CopyrightRow } from './copyright-row';

export interface EpisodeEndProps {
  /** The end card: the next episode, its price, unlocking in place. */
  card?: ReactNode;
  /** Beside the card (the episode's best comments), mounted only once the end is near. */
  aside?: ReactNode;
  copyright: readonly ViewerSlot[];
  /** Room kept below for the phone's bottom row of tools, which shows again at the end. */
  bottomInset: number;
}

/**
 * What follows the episode's last image, in both modes: the end card first, the aside beside it (below it on a
 * phone), then the copyright images as one compact row. The aside mounts when the end comes within a screen, so
 * what it fetches (comments, their code) waits for a reader who gets there, never the viewer's first paint.
 */
export function EpisodeEnd({ card, aside, copyright, bottomInset }: EpisodeEndProps) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useReached(ref);
  return (
    <End ref={ref} data-testid="viewer-episode-end" style={{ [BOTTOM_INSET]: `${bottomInset}px` } as CSSProperties}>
      <Pair data-paired={Boolean(aside)}>
        {card}
        {aside && near ? aside : null}
      </Pair>
      {copyright.length > 0 ? <CopyrightRow images={copyright} /> : null}
    </End>
  );
}

/** Wide enough for the card (480 px) and the comments side by side. */
const PAIR_MIN_PX = 840;
const BOTTOM_INSET = '--viewer-end-bottom-inset';

const End = styled.div`
  box-sizing: border-box;
  width: min(100% - ${({ theme }) => theme.space.lg * 2}px, 960px);
  margin: ${({ theme }) => theme.space.xl}px auto 0;
  padding-bottom: calc(var(${BOTTOM_INSET}) + env(safe-area-inset-bottom, 0px) + ${({ theme }) => theme.space.xl}px);
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 480px);
  justify-content: center;
  align-items: start;
  gap: ${({ theme }) => theme.space.lg}px;
  @media (min-width: ${PAIR_MIN_PX}px) {
    &[data-paired='true'] {
      grid-template-columns: minmax(0, 480px) minmax(0, 1fr);
      justify-content: stretch;
    }
  }
`;
