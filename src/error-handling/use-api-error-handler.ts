import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ABORTED, apiErrorOf } from '@/api';
import { errorTarget } from '@/domain/errors';
import { LOGIN_NEW_USER_ROUTE } from '@/domain/rules/login';
import { useGoBack, useToast } from '@/ui';
import { sessionRuntime } from '@/lib/session-runtime';
import { logout } from '@/session/auth-thunks';
import { moveToLogin } from '@/session/move-to-login';
import { useAppDispatch } from '@/session/typed-hooks';
import { useErrorHandlerContext } from './api-error-provider';

// Import this hook from '@/error-handling/use-api-error-handler' and take the session's modules it needs directly,
// not through the '@/session' barrel: the barrel is part of the first load, and so would be everything the handler
// needs (login moves, logout, navigation targets).

/**
 * Spec §8: turns an error into its localized message (a toast, or a dialog when the target is login or adult) and
 * performs the catalogue target. The `adult` target opens the adult confirmation instead when one is mounted
 * (useAdultHandler). It takes a failure as it comes (an ApiError, an endpoint's `error`, anything thrown), read by
 * apiErrorOf, so a screen writes `handleError(result.error)`; anything without a code, or a code without a message,
 * shows UNKNOWN.
 */
export function useApiErrorHandler(): (error: unknown) => void {
  const { openDialog, routes, openAdult } = useErrorHandlerContext();
  const goBack = useGoBack(routes.home);
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const dispatch = useAppDispatch();

  const present = useCallback(
    (code: string, message: string) => {
      const target = errorTarget(code);
      const perform = () => {
        switch (target.type) {
          case 'reload':
          case 'refresh': // The reload runs the token lifecycle again, which renews the tokens.
            sessionRuntime.reload();
            return;
          case 'back':
            goBack();
            return;
          case 'login': {
            const url = dispatch(
              moveToLogin({
                target: `${location.pathname}${location.search}`,
                currentPath: location.pathname,
                porch: new URLSearchParams(location.search).get('porch'),
              }),
            );
            if (url) void navigate(url);
            return;
          }
          case 'logout':
            void dispatch(logout());
            return;
          case 'consent': {
            // The welcome step records the consent, then brings the reader back here to buy.
            const back = new URLSearchParams({ callback: `${location.pathname}${location.search}` });
            void navigate(`${LOGIN_NEW_USER_ROUTE}?${back.toString()}`);
            return;
          }
          case 'adult': // Only without a mounted adult confirmation (below): the dialog has informed.
            return;
          case 'path': {
            // The shop brings the reader back here after charging (COIN_INSUFFICIENT from an episode).
            const back =
              target.route === 'shop' ? `?${new URLSearchParams({ return: location.pathname + location.search })}` : '';
            void navigate(`${routes[target.route]}${back}`);
            return;
          }
          case 'none':
            return;
        }
      };
      // The adult confirmation explains itself: one dialog, not a message followed by a second popup.
      if (target.type === 'adult' && openAdult()) return;
      if (target.type === 'login' || target.type === 'adult') {
        openDialog({ message, onConfirm: perform });
        return;
      }
      toast.show(message, { tone: 'error' });
      perform();
    },
    [dispatch, goBack, location.pathname, location.search, navigate, openAdult, openDialog, routes, toast],
  );

  return useCallback(
    (error: unknown) => {
      const code = apiErrorOf(error).code;
      if (code === ABORTED) return;
      // The error messages load with the first error, keeping them off the first screen.
      void import('@/i18n/ns/errors').then((errors) =>
        present(code, errors.tMaybe(`errors.${code}`) ?? errors.t('errors.UNKNOWN')),
      );
    },
    [present],
  );
}
