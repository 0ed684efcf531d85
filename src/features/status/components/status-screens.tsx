import { t } from '@/i18n';
import { Button, EmptyState, PageHeader } from '@/ui';
import styled from '@emotion/styled';
import { Link } from 'react-router-dom';

/** The page for any address that is not a route of the service. */
export function NotFoundScreen({ homeHref }: { homeHref: string }) {
  return (
    <>
      <PageHeader title={t('pages.notFound.title')} backTo="history" />
      <EmptyState
        title={t('pages.notFound.heading')}
        description={t('pages.notFound.description')}
        action={<Link to={homeHref}>{t('common.toHome')}</Link>}
      />
    </>
  );
}

/** The generic error page: try again (reload what failed) or leave for the home page. */
export function ErrorScreen({ homeHref, onRetry }: { homeHref: string; onRetry(): void }) {
  return (
    <>
      <PageHeader title={t('pages.error.title')} />
      <EmptyState
        title={t('pages.error.heading')}
        description={t('pages.error.description')}
        action={
          <Actions>
            <Button type="button" variant="primary" onClick={onRetry}>
              {t('common.retry')}
            </Button>
            <Link to={homeHref}>{t('common.toHome')}</Link>
          </Actions>
        }
      />
    </>
  );
}

/** Shown while the service is being prepared or maintained. */
export function PrepareScreen({ onRetry }: { onRetry(): void }) {
  return (
    <>
      <PageHeader title={t('pages.prepare.title')} />
      <EmptyState
        title={t('pages.prepare.heading')}
        description={t('pages.prepare.description')}
        action={
          <Button type="button" variant="secondary" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        }
      />
    </>
  );
}

/** A liveness page for monitors: which bundle answers, and which build. Deliberately not translated. */
export function HealthScreen({ platformId, version }: { platformId: string; version: string }) {
  // The status line is the page's heading (every page has a level-one heading); the text stays plain for probes.
  return (
    <Pre data-testid="health">
      <StatusLine>OK</StatusLine>
      {`\nplatform: ${platformId}\nversion: ${version}`}
    </Pre>
  );
}

const Actions = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg}px;
`;

/** A block (not <pre>, which may not hold a heading) that keeps the lines as written. */
const Pre = styled.div`
  margin: 0;
  padding: ${({ theme }) => theme.space.lg}px;
  font-family: monospace;
  white-space: pre;
`;

const StatusLine = styled.h1`
  display: inline;
  margin: 0;
  font: inherit;
`;
