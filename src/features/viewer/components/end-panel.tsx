// Registers the viewer's messages where they are used (why not in the barrel: components/viewer.tsx).
import '@/i18n/ns/viewer';
import styled from '@emotion/styled';
import { useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { isReadable, type EpisodeState } from '@/domain/catalog';
import { t } from '@/i18n';
import { VisuallyHidden } from '@/ui';
import { useInView } from '../hooks/use-in-view';
import { nextPriceText, nextStateText } from '../next-state';
import { AUTO_CONTINUE_SECONDS, Countdown } from './countdown';

export interface EndPanelProps {
  episodeNumber: number;
  prevEpisodeId: number | null;
  nextEpisodeId: number | null;
  /** The next episode's state for this reader; null when this is the latest episode. */
  nextState: EpisodeState | null;
  /** Epoch milliseconds the state was computed at (a rental's time left counts from it). */
  now: number;
  detailHref: string;
  episodeHref(id: number): string;
  /** The reader's auto-continue preference. */
  autoContinue: boolean;
}

/**
 * The end of an episode: at once, whether the next one can be read (free, owned, rented with its time left), waits
 * or costs coins (with its prices), or that this was the latest. A readable next gets the prominent button; any
 * other leads to the title page, where unlocking lives. With auto-continue on, reaching this panel starts a short
 * countdown to the readable next episode; it restarts if the reader scrolls away and back, and Cancel ends it for
 * this episode. A locked next never moves by itself.
 */
export function EndPanel({
  episodeNumber,
  prevEpisodeId,
  nextEpisodeId,
  nextState,
  now,
  detailHref,
  episodeHref,
  autoContinue,
}: EndPanelProps) {
  const ref = useRef<HTMLElement>(null);
  const headingId = useId();
  const inView = useInView(ref);
  const navigate = useNavigate();
  const [cancelled, setCancelled] = useState(false);
  const next = nextEpisodeId !== null && nextState !== null ? { id: nextEpisodeId, state: nextState } : null;
  const readable = next !== null && isReadable(next.state);
  const counting = next !== null && readable && autoContinue && inView && !cancelled;
  const price = next ? nextPriceText(next.state) : null;

  return (
    <Panel ref={ref} aria-labelledby={headingId} data-testid="viewer-end">
      <Heading id={headingId}>{t('viewer.end.heading', { number: episodeNumber })}</Heading>
      {next ? (
        <State data-kind={next.state.kind}>
          <strong>{nextStateText(next.state, now)}</strong>
          {price ? <span>{price}</span> : null}
        </State>
      ) : (
        <State data-kind="LATEST">
          <strong>{t('viewer.end.latest')}</strong>
          <span>{t('viewer.end.latestHint')}</span>
        </State>
      )}
      <VisuallyHidden role="status">
        {counting ? t('viewer.end.countdownAnnounce', { seconds: AUTO_CONTINUE_SECONDS }) : ''}
      </VisuallyHidden>
      {next && counting ? (
        <Countdown onDone={() => void navigate(episodeHref(next.id))} onCancel={() => setCancelled(true)} />
      ) : null}
      {next && !readable && autoContinue ? <Note>{t('viewer.end.autoStops')}</Note> : null}
      <Actions>
        {next && readable ? <Primary to={episodeHref(next.id)}>{t('viewer.end.readNext')}</Primary> : null}
        {next && !readable ? <Primary to={detailHref}>{t('viewer.end.unlock')}</Primary> : null}
        {next && !readable ? null : <Secondary to={detailHref}>{t('viewer.end.toTitle')}</Secondary>}
        {prevEpisodeId !== null ? <Secondary to={episodeHref(prevEpisodeId)}>{t('viewer.end.prev')}</Secondary> : null}
      </Actions>
    </Panel>
  );
}

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg}px;
  box-sizing: border-box;
  width: min(100% - ${({ theme }) => theme.space.lg * 2}px, 480px);
  /* Room below for the phone's bottom tools (up to two rows of controls), which show again at the end. */
  margin: ${({ theme }) => `${theme.space.xl}px auto ${theme.layout.control * 2 + theme.space.xl}px`};
  padding: ${({ theme }) => theme.space.xl}px;
  border-radius: ${({ theme }) => theme.radii.lg}px;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  text-align: center;
  user-select: text;
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg}px;
`;

const State = styled.p`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
  margin: 0;
  & > strong {
    color: ${({ theme }) => theme.colors.primary};
  }
  &[data-kind='LOCKED'] > strong,
  &[data-kind='WAIT_FREE'] > strong,
  &[data-kind='LATEST'] > strong {
    color: ${({ theme }) => theme.colors.text};
  }
  & > span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm}px;
  }
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
`;

const Secondary = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: ${({ theme }) => theme.layout.control}px;
  padding: 0 ${({ theme }) => theme.space.lg}px;
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md}px;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

const Primary = styled(Secondary)`
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
`;
