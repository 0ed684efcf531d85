import styled from '@emotion/styled';
import { t } from '@/i18n/ns/rewards';
import { Button, EmptyState, Spinner } from '@/ui';

/** A reader's list (gifts, coupons) before it answers: a spinner, or the failure with a retry. */
export function RewardsPending({ failed, onRetry }: { failed: boolean; onRetry(): void }) {
  return failed ? (
    <EmptyState title={t('rewards.failed')} action={<Button onClick={onRetry}>{t('rewards.retry')}</Button>} />
  ) : (
    <Centered>
      <Spinner label={t('rewards.loading')} />
    </Centered>
  );
}

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xxl}px;
`;

export const RewardList = styled.ul`
  margin: 0;
  padding: ${({ theme }) => theme.space.lg}px;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
`;

/** One gift or coupon: what it is, and its button; `done` (received, used) greys it. */
export const RewardItem = styled('li', { shouldForwardProp: (prop) => prop !== 'done' })<{ done: boolean }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => theme.space.md}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md}px;
  /* The button keeps its label whole ("受け取る"); the text beside it takes what is left. */
  & > button,
  & > a {
    flex: none;
  }
  ${({ done, theme }) => (done ? `background: ${theme.colors.surface};` : '')}
`;

/** The lines of an item: its name, its reward, its dates. */
export const RewardText = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  gap: ${({ theme }) => theme.space.xxs}px;
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;
