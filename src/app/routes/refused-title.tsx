import { Link } from 'react-router-dom';
import { apiErrorOf } from '@/api';
import { NotFoundScreen } from '@/features/status';
import { t } from '@/i18n/ns/detail';
import { useIsLoggedIn } from '@/session';
import { useLoginFromHere } from '@/session/use-login-from-here';
import { Button, EmptyState, PageHeader } from '@/ui';
import { paths } from '../paths';

/** Refusals that mean there is nothing at this address: the screen says so in place (issue 14), no toast, no jump. */
const MISSING = new Set(['NOT_EXIST', 'NOT_FOUND_EPISODE', 'INVALID_PARAMETER']);

export function isMissing(error: unknown): boolean {
  return MISSING.has(apiErrorOf(error).code);
}

export interface RefusedTitleProps {
  /** The API's refusal; null for an address whose id cannot exist. */
  error: unknown;
  heading: string;
}

/**
 * What a title's or an episode's screen shows when it cannot show it: not found (unknown id), adults only (with the
 * way on: a guest logs in, a reader confirms the age in the adult popup the refusal opened), or unavailable.
 */
export function RefusedTitle({ error, heading }: RefusedTitleProps) {
  const signedIn = useIsLoggedIn();
  const login = useLoginFromHere();
  if (error === null || isMissing(error)) return <NotFoundScreen homeHref={paths.main.href()} />;
  const adult = apiErrorOf(error).code === 'ADULT_ONLY_CONTENTS';
  const hint = signedIn ? 'detail.adultOnlyReader' : 'detail.adultOnlyGuest';
  return (
    <>
      <PageHeader title={heading} backTo="history" />
      <EmptyState
        title={t(adult ? 'detail.adultOnly' : 'detail.unavailable')}
        description={t(adult ? hint : 'detail.unavailableHint')}
        action={
          adult && !signedIn ? (
            <Button onClick={login}>{t('detail.login')}</Button>
          ) : (
            <Link to={paths.main.href()}>{t('detail.toHome')}</Link>
          )
        }
      />
    </>
  );
}
