import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { moveToLogin, selectIsLoggedIn, selectUser, useSessionDispatch, useSessionSelector } from '@/session';

/** The key of a signed-out reader. */
export const GUEST = 'guest';

/**
 * Who the shop answers for: the packages carry what this reader bought, so they are cached per reader and a sign-in
 * or sign-out reads them again instead of showing someone else's limits.
 */
export function useShopReader(): { reader: string; signedIn: boolean } {
  const user = useSessionSelector(selectUser);
  const signedIn = useSessionSelector(selectIsLoggedIn);
  return { reader: signedIn && user ? String(user.id) : GUEST, signedIn };
}

/** Spec §4 "Moving to login", back to this page (with its query) afterwards. */
export function useLoginFromHere(): () => void {
  const dispatch = useSessionDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => {
    const url = dispatch(
      moveToLogin({ target: `${location.pathname}${location.search}`, currentPath: location.pathname }),
    );
    if (url) void navigate(url);
  }, [dispatch, navigate, location.pathname, location.search]);
}
