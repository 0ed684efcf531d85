import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { moveToLogin, selectIsLoggedIn, selectUser, useSessionDispatch, useSessionSelector } from '@/session';

/** The key of a signed-out reader. */
export const GUEST = 'guest';

/** Whose wallet and histories: cached per reader, so the next reader on this tab never sees the previous one's. */
export function useWalletReader(): string {
  const user = useSessionSelector(selectUser);
  const signedIn = useSessionSelector(selectIsLoggedIn);
  return signedIn && user ? String(user.id) : GUEST;
}

/** Spec §4 "Moving to login", back to this page afterwards. */
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
