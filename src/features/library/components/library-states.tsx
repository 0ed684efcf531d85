import styled from '@emotion/styled';
import { t } from '@/i18n/ns/library';
import { Button, EmptyState, LinkButton, Spinner } from '@/ui';

/** Nothing in the list yet, with a way to find something to read. */
export function LibraryEmpty({ title, hint, homeHref }: { title: string; hint: string; homeHref: string }) {
  return (
    <EmptyState
      title={title}
      description={hint}
      action={<LinkButton to={homeHref}>{t('library.toHome')}</LinkButton>}
    />
  );
}

/** A list that has not answered yet: a spinner, or the failure with a retry. */
export function LibraryPending({ failed, onRetry }: { failed: boolean; onRetry(): void }) {
  return failed ? (
    <EmptyState title={t('library.failed')} action={<Button onClick={onRetry}>{t('library.retry')}</Button>} />
  ) : (
    <Centered>
      <Spinner label={t('library.loading')} />
    </Centered>
  );
}

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xxl}px;
`;
