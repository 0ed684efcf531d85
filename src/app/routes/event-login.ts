import { useLocation, useNavigate } from 'react-router-dom';
import { moveToLogin, useAppDispatch } from '@/session';
import { paths } from '../paths';

/** The login page, coming back to this very address (with its query, e.g. the sign-up mail's link) afterwards. */
export function useLoginHere(): () => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    const here = `${location.pathname}${location.search}`;
    const url = dispatch(moveToLogin({ target: here, currentPath: location.pathname }));
    void navigate(url ?? paths.login.href(here));
  };
}
