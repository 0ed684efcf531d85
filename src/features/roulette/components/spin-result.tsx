import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import type { RouletteSpin } from '@/domain/roulette';
import { t } from '@/i18n/ns/roulette';

export interface SpinResultProps {
  /** The spin once the wheel stopped on it; null while none is to be shown. */
  spin: RouletteSpin | null;
  prizeHref(spinId: number): string;
}

/**
 * The prize the wheel stopped on, in a live region that is always in the page (so screen readers announce the
 * result when it is filled in); a physical prize leads to its address form.
 */
export function SpinResult({ spin, prizeHref }: SpinResultProps) {
  return (
    <Panel aria-live="polite" aria-atomic="true" data-testid="roulette-result" data-shown={spin ? 'true' : 'false'}>
      {spin && (
        <>
          <Won>{t('roulette.result.won', { prize: spin.prize.name })}</Won>
          {spin.prize.kind === 'PHYSICAL' && (
            <p>
              {t('roulette.result.physical')}{' '}
              <Link to={prizeHref(spin.id)} data-testid="roulette-result-address">
                {t('roulette.result.enterAddress')}
              </Link>
            </p>
          )}
        </>
      )}
    </Panel>
  );
}

const Panel = styled.div`
  &[data-shown='true'] {
    padding: ${({ theme }) => theme.space.lg}px;
    border-radius: ${({ theme }) => theme.radii.md}px;
    background: ${({ theme }) => theme.colors.primarySoft};
    text-align: center;
  }
  p {
    margin: ${({ theme }) => theme.space.sm}px 0 0;
  }
`;

const Won = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;
