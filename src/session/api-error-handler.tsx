import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ABORTED, isApiError } from '@/api';
import { errorTarget, type ErrorTarget } from '@/domain/errors';
import { t, tMaybe } from '@/i18n';
import { ConfirmDialog, useToast } from '@/ui';
import { logout } from './auth-thunks';
import { moveToLogin } from './move-to-login';
import { sessionRuntime } from './session-runtime';
import { useSessionDispatch } from './typed-hooks';

/** Routes an error may send the reader to. Session cannot import the route registry (it sits below app), so the app hands their URLs in. */
export type ErrorRoute = Extract<ErrorTarget, { type: 'path' }>['route'];
export type ErrorRouteHrefs = Record<ErrorRoute, string>;

interface Dialog {
  message: string;
  onConfirm(): void;
}

interface HandlerContext {
  openDialog(dialog: Dialog): void;
  routes: ErrorRouteHrefs;
  onAdult: (() => void) | undefined;
}

const Context = createContext<HandlerContext | null>(null);

/**
 * Hosts the confirmation dialog of the error handler. `onAdult` opens the adult verification when a code's target
 * is `adult`; without it the dialog only informs.
 */
export function ApiErrorProvider(props: { routes: ErrorRouteHrefs; onAdult?: () => void; children: ReactNode }) {
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const { routes, onAdult } = props;
  const value = useMemo<HandlerContext>(() => ({ openDialog: setDialog, routes, onAdult }), [routes, onAdult]);
  return (
    <Context.Provider value={value}>
      {props.children}
      <ConfirmDialog
        open={dialog !== null}
        title={t('common.appName')}
        message={dialog?.message ?? ''}
        confirmLabel={t('common.confirm')}
        cancelLabel={t('common.cancel')}
        onConfirm={() => {
          setDialog(null);
          dialog?.onConfirm();
        }}
        onCancel={() => setDialog(null)}
      />
    </Context.Provider>
  );
}

/**
 * Spec §8: turns an error into its localized message (a toast, or a dialog when the target is login or adult) and
 * performs the catalogue target. Anything that is not an ApiError, or a code without a message, shows UNKNOWN.
 */
export function useApiErrorHandler(): (error: unknown) => void {
  const context = useContext(Context);
  if (!context) throw new Error('useApiErrorHandler needs an ApiErrorProvider above it.');
  const { openDialog, routes, onAdult } = context;
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const dispatch = useSessionDispatch();

  const present = useCallback(
    (code: string) => {
      const message = tMaybe(`errors.${code}`) ?? t('errors.UNKNOWN');
      const target = errorTarget(code);
      const perform = () => {
        switch (target.type) {
          case 'reload':
          case 'refresh': // The reload runs the token lifecycle again, which renews the tokens.
            sessionRuntime.reload();
            return;
          case 'back':
            void navigate(-1);
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
          case 'adult':
            onAdult?.();
            return;
          case 'path':
            void navigate(routes[target.route]);
            return;
          case 'none':
            return;
        }
      };
      if (target.type === 'login' || target.type === 'adult') {
        openDialog({ message, onConfirm: perform });
        return;
      }
      toast.show(message, { tone: 'error' });
      perform();
    },
    [dispatch, location.pathname, location.search, navigate, onAdult, openDialog, routes, toast],
  );

  return useCallback(
    (error: unknown) => {
      const code = isApiError(error) ? error.code : 'UNKNOWN';
      if (code === ABORTED) return;
      // The error messages load with the first error, keeping them off the first screen.
      void import('@/i18n/ns/errors').then(() => present(code));
    },
    [present],
  );
}
