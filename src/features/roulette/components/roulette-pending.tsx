import styled from '@emotion/styled';
import { t } from '@/i18n/ns/roulette';
import { Button, EmptyState, Spinner } from '@/ui';

/** A roulette read under way, or failed with a retry. */
export function RoulettePending({ failed, onRetry }: { failed: boolean; onRetry(): void }) {
  return failed ? (
    <EmptyState title={t('roulette.failed')} action={<Button onClick={onRetry}>{t('roulette.retry')}</Button>} />
  ) : (
    <Centered>
      <Spinner label={t('roulette.loading')} />
    </Centered>
  );
}

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xxl}px;
`;
