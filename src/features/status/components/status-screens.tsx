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
  // The status line is the page's level-one heading (axe page-has-heading-one); a <pre> holds no <h1>, hence the role.
  return (
    <Pre data-testid="health">
      <span role="heading" aria-level={1}>
        OK
      </span>
      {`\nplatform: ${platformId}\nversion: ${version}`}
    </Pre>
  );
}

const Actions = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg}px;
`;

const Pre = styled.pre`
  margin: 0;
  padding: ${({ theme }) => theme.space.lg}px;
`;
