// The library's messages; library-frame.tsx says why each screen module imports them itself.
import '@/i18n/ns/library';
import styled from '@emotion/styled';
import { t } from '@/i18n';
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

export function LibraryLoading() {
  return (
    <Centered>
      <Spinner label={t('library.loading')} />
    </Centered>
  );
}

export function LibraryFailed({ onRetry }: { onRetry(): void }) {
  return <EmptyState title={t('library.failed')} action={<Button onClick={onRetry}>{t('library.retry')}</Button>} />;
}

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xxl}px;
`;
