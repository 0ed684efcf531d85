import { useNavigate } from 'react-router-dom';
import { logout, useAppDispatch } from '@/session';
import { paths } from '../paths';

/** Logs out and shows the logout page (My page; the German variant's transfer steps, which have no My page). */
export function useLogoutAndLeave(): () => Promise<void> {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return async () => {
    await dispatch(logout({ callbackUrl: paths.logoutSuccess.href() }));
    await navigate(paths.logoutSuccess.href(), { replace: true });
  };
}
