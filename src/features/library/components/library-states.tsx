// The library's messages; library-frame.tsx says why each screen module imports them itself.
import '@/i18n/ns/library';
import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import { t } from '@/i18n';
import { Button, EmptyState, Spinner } from '@/ui';

/** Nothing in the list yet, with a way to find something to read. */
export function LibraryEmpty({ title, hint, homeHref }: { title: string; hint: string; homeHref: string }) {
  return (
    <EmptyState title={title} description={hint} action={<HomeLink to={homeHref}>{t('library.toHome')}</HomeLink>} />
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

const HomeLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.layout.control}px;
  padding: 0 ${({ theme }) => theme.space.lg}px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
