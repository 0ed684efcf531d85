import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { ErrorTarget } from '@/domain/errors';
import { t } from '@/i18n';

// The dialog (and the modal with its focus trap) loads with the first error that needs it, not with the first screen.
const ConfirmDialog = lazy(() => import('@/ui/confirm-dialog').then((m) => ({ default: m.ConfirmDialog })));

/** Routes an error may send the reader to. Error handling cannot import the route registry (it sits below app), so the app hands their URLs in. */
export type ErrorRoute = Extract<ErrorTarget, { type: 'path' }>['route'];
export type ErrorRouteHrefs = Record<ErrorRoute, string>;

interface Dialog {
  message: string;
  onConfirm(): void;
}

/** Opens the adult confirmation (src/features/adult) for an error whose target is `adult`. */
export type AdultHandler = () => void;

interface HandlerContext {
  openDialog(dialog: Dialog): void;
  routes: ErrorRouteHrefs;
  /** Hands the error to the adult confirmation when one is mounted; answers whether it did. */
  openAdult(): boolean;
  registerAdult(handler: AdultHandler): () => void;
}

const Context = createContext<HandlerContext | null>(null);

/** What the handler hook needs from the provider (use-api-error-handler.ts). */
export function useErrorHandlerContext(): HandlerContext {
  const context = useContext(Context);
  if (!context) throw new Error('useApiErrorHandler needs an ApiErrorProvider above it.');
  return context;
}

/**
 * Mounts the adult confirmation as the handler of the `adult` target (the app's AdultGate calls this). While it is
 * mounted the error handler opens it directly, instead of its own message dialog.
 */
export function useAdultHandler(handler: AdultHandler): void {
  const { registerAdult } = useErrorHandlerContext();
  useEffect(() => registerAdult(handler), [registerAdult, handler]);
}

/**
 * Opens the adult confirmation from a screen that offers it without a refusal first (the mature tab's "confirm my
 * age"). Answers whether one is mounted (the app's AdultGate).
 */
export function useOpenAdultConfirmation(): () => boolean {
  return useErrorHandlerContext().openAdult;
}

/**
 * Hosts the confirmation dialog of the error handler. A code whose target is `adult` goes to the adult
 * confirmation: the one registered with useAdultHandler (the latest mounted), else `onAdult`; without either, the
 * dialog only informs.
 */
export function ApiErrorProvider(props: { routes: ErrorRouteHrefs; onAdult?: AdultHandler; children: ReactNode }) {
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const { routes, onAdult } = props;
  const adultHandlers = useRef<AdultHandler[]>([]);
  const registerAdult = useCallback((handler: AdultHandler) => {
    adultHandlers.current.push(handler);
    return () => {
      const index = adultHandlers.current.lastIndexOf(handler);
      if (index >= 0) adultHandlers.current.splice(index, 1);
    };
  }, []);
  const value = useMemo<HandlerContext>(
    () => ({
      openDialog: setDialog,
      routes,
      registerAdult,
      openAdult: () => {
        const handler = adultHandlers.current.at(-1) ?? onAdult;
        handler?.();
        return handler !== undefined;
      },
    }),
    [routes, onAdult, registerAdult],
  );
  return (
    <Context.Provider value={value}>
      {props.children}
      {dialog && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            title={t('common.appName')}
            message={dialog.message}
            confirmLabel={t('common.confirm')}
            cancelLabel={t('common.cancel')}
            onConfirm={() => {
              setDialog(null);
              dialog.onConfirm();
            }}
            onCancel={() => setDialog(null)}
          />
        </Suspense>
      )}
    </Context.Provider>
  );
}
