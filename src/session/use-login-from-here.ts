import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { moveToLogin } from './move-to-login';
import { useAppDispatch } from './typed-hooks';

/** Spec §4 "Moving to login", back to this page (with its query) afterwards. */
export function useLoginFromHere(): () => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => {
    const url = dispatch(
      moveToLogin({ target: `${location.pathname}${location.search}`, currentPath: location.pathname }),
    );
    if (url) void navigate(url);
  }, [dispatch, navigate, location.pathname, location.search]);
}
