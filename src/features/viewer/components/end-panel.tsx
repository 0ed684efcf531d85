import styled from '@emotion/styled';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { isReadable, type EpisodeState } from '@/domain/catalog';
import { t } from '@/i18n/ns/viewer';
import type { AutoUnlockState } from '@/domain/auto-unlock';
import { VisuallyHidden } from '@/ui';
import { coinValuesText, coinValueText, useCoinPackages } from '@/ui/coin-value';
import { useInView } from '../hooks/use-in-view';
import { nextPriceText, nextStateText } from '../next-state';
import type { NextUnlock } from '../unlock-types';
import { AUTO_CONTINUE_SECONDS, Countdown } from './countdown';
import { AutoUnlockNote, autoSpendText, UnlockActions } from './end-unlock';

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
  /** Unlocking a locked next episode here (and by auto-continue); without it the panel leads to the title page. */
  unlock?: NextUnlock;
}

const IDLE: AutoUnlockState = { status: 'idle' };

/**
 * The end of an episode: at once, whether the next one can be read (free, owned, rented with its time left), waits
 * or costs coins (with its prices), or that this was the latest. A readable next gets the prominent button; a locked
 * one offers its unlocking right here (the ticket or its countdown, rent, buy), or leads to the title page when the
 * app gives no way to unlock. With auto-continue on, reaching this panel starts a short countdown to the next
 * episode; for a locked one it first finds out what unlocking takes and says, during the countdown, what it will
 * spend, then unlocks it once and opens it; it stops (and says why) when coins run out. The countdown restarts if
 * the reader scrolls away and back, and Cancel ends it for this episode.
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
  unlock,
}: EndPanelProps) {
  const ref = useRef<HTMLElement>(null);
  const headingId = useId();
  const inView = useInView(ref);
  const navigate = useNavigate();
  const [cancelled, setCancelled] = useState(false);
  const mounted = useRef(true);
  const next = nextEpisodeId !== null && nextState !== null ? { id: nextEpisodeId, state: nextState } : null;
  const readable = next !== null && isReadable(next.state);
  const auto = unlock && next && !readable && autoContinue && !cancelled ? unlock.auto : IDLE;
  const counting = next !== null && autoContinue && inView && !cancelled && (readable || auto.status === 'ready');
  const price = next ? nextPriceText(next.state) : null;
  const products = useCoinPackages();
  const values =
    next && (next.state.kind === 'LOCKED' || next.state.kind === 'WAIT_FREE')
      ? coinValuesText(products, [next.state.rentPrice, next.state.possessionPrice])
      : null;
  // What auto-continue spends, with its money value when coins pay (a ticket costs nothing).
  const spendValue = auto.status === 'ready' && auto.via !== 'TICKET' ? coinValueText(products, auto.coins) : null;
  const spend = [autoSpendText(auto), spendValue].filter(Boolean).join(' ') || null;
  const onReach = unlock?.onReach;
  const reachedLocked = next !== null && !readable && autoContinue && inView && !cancelled;

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  useEffect(() => {
    if (reachedLocked) onReach?.();
  }, [reachedLocked, onReach]);

  const open = (id: number) => {
    if (mounted.current) void navigate(episodeHref(id));
  };
  const onCountdownDone = (id: number) => {
    if (readable) open(id);
    // Unlocked once (the unlock never spends twice), then opened; a refusal leaves the reader here, told why.
    else void unlock?.commit().then((unlocked) => unlocked && open(id));
  };

  return (
    <Panel ref={ref} aria-labelledby={headingId} data-testid="viewer-end">
      <Heading id={headingId}>{t('viewer.end.heading', { number: episodeNumber })}</Heading>
      {next ? (
        <State data-kind={next.state.kind}>
          <strong>{nextStateText(next.state, now)}</strong>
          {price ? <span>{price}</span> : null}
          {values ? <span data-testid="coin-value">{values}</span> : null}
        </State>
      ) : (
        <State data-kind="LATEST">
          <strong>{t('viewer.end.latest')}</strong>
          <span>{t('viewer.end.latestHint')}</span>
        </State>
      )}
      <VisuallyHidden role="status">
        {counting
          ? [t('viewer.end.countdownAnnounce', { seconds: AUTO_CONTINUE_SECONDS }), spend].filter(Boolean).join(' ')
          : ''}
      </VisuallyHidden>
      {next && counting ? (
        <Countdown note={spend} onDone={() => onCountdownDone(next.id)} onCancel={() => setCancelled(true)} />
      ) : null}
      {next && !readable && autoContinue && !unlock ? <Note>{t('viewer.end.autoStops')}</Note> : null}
      {unlock && auto.status !== 'ready' ? <AutoUnlockNote auto={auto} shopHref={unlock.shopHref} /> : null}
      <Actions>
        {next && readable ? <Primary to={episodeHref(next.id)}>{t('viewer.end.readNext')}</Primary> : null}
        {next && !readable && unlock ? <UnlockActions state={next.state} unlock={unlock} now={now} /> : null}
        {next && !readable && !unlock ? <Primary to={detailHref}>{t('viewer.end.unlock')}</Primary> : null}
        {next && !readable && !unlock ? null : <Secondary to={detailHref}>{t('viewer.end.toTitle')}</Secondary>}
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
  /* Its place and the room below it for the phone's tools are the episode end's (episode-end.tsx). */
  width: 100%;
  margin: 0;
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
