import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import type { ErrorTarget } from '@/domain/errors';
import { t } from '@/i18n';
import { ConfirmDialog } from '@/ui';

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

/** What the handler hook needs from the provider (use-api-error-handler.ts). */
export function useErrorHandlerContext(): HandlerContext {
  const context = useContext(Context);
  if (!context) throw new Error('useApiErrorHandler needs an ApiErrorProvider above it.');
  return context;
}

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
