import styled from '@emotion/styled';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { RouletteSpinResult } from '@/domain/roulette';
import { useApiErrorHandler } from '@/error-handling/use-api-error-handler';
import { apiErrorOf } from '@/api';
import { tMaybe } from '@/i18n/ns/errors';
import { t } from '@/i18n/ns/roulette';
import { useIdempotentWrite } from '@/lib/idempotent-write';
import { useAppDispatch, useIsLoggedIn, walletChanged } from '@/session';
import { useReaderKey } from '@/session/reader-key';
import { useLoginFromHere } from '@/session/use-login-from-here';
import { Button } from '@/ui';
import { InlineAlert } from '@/ui/inline-alert';
import { useRouletteStateQuery, useSpinRouletteMutation } from '../api';
import { OddsTable } from './odds-table';
import { RoulettePending } from './roulette-pending';
import { RouletteWheel } from './roulette-wheel';
import { SpinResult } from './spin-result';

export interface RouletteScreenProps {
  eventsHref: string;
  spinsHref: string;
  prizeHref(spinId: number): string;
}

/**
 * `/roulette`: the reader's tickets, the wheel and its Spin button, the result once the wheel stops, and the published
 * odds of every prize. The server draws; the wheel only shows where its draw landed.
 */
export function RouletteScreen({ eventsHref, spinsHref, prizeHref }: RouletteScreenProps) {
  const reader = useReaderKey();
  const loggedIn = useIsLoggedIn();
  const login = useLoginFromHere();
  const dispatch = useAppDispatch();
  const handleError = useApiErrorHandler();
  const { currentData: state, error, isFetching, refetch } = useRouletteStateQuery(reader);
  const [spinMutation] = useSpinRouletteMutation();
  const send = useCallback((body: Record<string, never>, key: string) => spinMutation({ key, body }), [spinMutation]);
  const write = useIdempotentWrite(send);
  const [result, setResult] = useState<RouletteSpinResult | null>(null);
  const [phase, setPhase] = useState<'idle' | 'sending' | 'turning' | 'stopped'>('idle');
  const [refusal, setRefusal] = useState<string | null>(null);

  useEffect(() => {
    if (error) handleError(error);
  }, [error, handleError]);

  const onStopped = useCallback(() => setPhase('stopped'), []);

  if (!state) return <RoulettePending failed={Boolean(error) && !isFetching} onRetry={() => void refetch()} />;

  async function spin() {
    setPhase('sending');
    setRefusal(null);
    const reply = await write.run({});
    if (!reply.data) {
      setPhase('idle');
      if (apiErrorOf(reply.error).code !== 'NOT_EVENT_REMAIN_TICKET') return handleError(reply.error);
      // The count shown was stale (spent in another tab): ask it again, and say why beside the button.
      setRefusal(tMaybe('errors.NOT_EVENT_REMAIN_TICKET') ?? null);
      return void refetch();
    }
    dispatch(walletChanged(reply.data.wallet.balance));
    setResult(reply.data);
    setPhase('turning');
  }

  const tickets = phase === 'idle' || !result ? state.tickets : Math.min(state.tickets, result.tickets);
  const busy = phase === 'sending' || phase === 'turning';
  return (
    <Body>
      {loggedIn && <Tickets data-testid="roulette-tickets">{t('roulette.tickets', { count: tickets })}</Tickets>}
      <RouletteWheel
        prizes={state.prizes}
        target={result && { index: result.index, spinId: result.spin.id }}
        onStopped={onStopped}
      />
      <SpinResult spin={phase === 'stopped' && result ? result.spin : null} prizeHref={prizeHref} />
      {!loggedIn ? (
        <Prompt>
          <p>{t('roulette.guest')}</p>
          <Button onClick={login}>{t('roulette.login')}</Button>
        </Prompt>
      ) : (
        <Prompt>
          <Button
            block
            aria-describedby={refusal ? 'roulette-refusal' : undefined}
            onClick={() => void spin()}
            disabled={busy || tickets === 0}
            loading={phase === 'sending'}
          >
            {busy ? t('roulette.spinning') : t('roulette.spin')}
          </Button>
          {refusal && <InlineAlert id="roulette-refusal">{refusal}</InlineAlert>}
          {tickets === 0 && !busy && (
            <p data-testid="roulette-no-tickets">
              {t('roulette.noTickets')} <Link to={eventsHref}>{t('roulette.toEvents')}</Link>
            </p>
          )}
          <Link to={spinsHref} data-testid="roulette-spins-link">
            {t('roulette.toSpins')}
          </Link>
        </Prompt>
      )}
      <OddsTable prizes={state.prizes} />
    </Body>
  );
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg}px;
  padding: ${({ theme }) => theme.space.lg}px;
`;

const Tickets = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-align: center;
`;

const Prompt = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  text-align: center;

  p {
    margin: 0;
  }
`;
