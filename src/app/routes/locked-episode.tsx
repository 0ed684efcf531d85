import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { useEpisodeTitleQuery } from '@/features/viewer';
import { t } from '@/i18n/ns/detail';
import { useIsLoggedIn } from '@/session';
import { useLoginFromHere } from '@/session/use-login-from-here';
import { Spinner } from '@/ui';
import { paths } from '../paths';
import { RefusedTitle } from './refused-title';

/**
 * A link to an episode this reader cannot read yet (UNAUTHORIZED_CONTENTS) is no dead end (issue 14): a guest logs in
 * and comes back here (the episode may be theirs); a signed-in reader lands on the title with its unlock choices.
 */
export function LockedEpisode({ episodeId, heading }: { episodeId: number; heading: string }) {
  const signedIn = useIsLoggedIn();
  const login = useLoginFromHere();
  const { data, error } = useEpisodeTitleQuery(episodeId, { skip: !signedIn });
  useEffect(() => {
    if (!signedIn) login();
  }, [signedIn, login]);
  if (error) return <RefusedTitle error={error} heading={heading} />;
  if (data) return <Navigate to={paths.detail.href(data.contentId)} replace />;
  return <Spinner label={t('detail.toTitle')} />;
}
