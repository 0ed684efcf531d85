import { useEffect } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useEpisodeTitleQuery } from '@/features/viewer';
import { t } from '@/i18n/ns/detail';
import { useAppDispatch, useIsLoggedIn } from '@/session';
import { moveToLogin } from '@/session/move-to-login';
import { Spinner } from '@/ui';
import { paths } from '../paths';
import { RefusedTitle } from './refused-title';

/**
 * A link to an episode this reader cannot read yet (UNAUTHORIZED_CONTENTS) is no dead end (issue 14): a guest logs in
 * and comes back here (the episode may be theirs); a signed-in reader lands on the title with its unlock choices.
 */
export function LockedEpisode({ episodeId, heading }: { episodeId: number; heading: string }) {
  const signedIn = useIsLoggedIn();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { data, error } = useEpisodeTitleQuery(episodeId, { skip: !signedIn });
  useEffect(() => {
    if (signedIn) return;
    // In place of the refused address: Back from the login leads to where the link was, not here and on again.
    const url = dispatch(moveToLogin({ target: `${pathname}${search}`, currentPath: pathname }));
    if (url) void navigate(url, { replace: true });
  }, [signedIn, dispatch, navigate, pathname, search]);
  if (error) return <RefusedTitle error={error} heading={heading} />;
  // The spinner stays until the title's page replaces it: Navigate moves on in an effect, after a paint, and the
  // title's loader takes a while more; without it the reader (and a screen reader) got an empty page in between.
  return (
    <>
      <Spinner label={t('detail.toTitle')} />
      {data ? <Navigate to={paths.detail.href(data.contentId)} replace /> : null}
    </>
  );
}
