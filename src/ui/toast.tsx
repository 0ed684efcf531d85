import styled from '@emotion/styled';
import { createContext, use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { TOAST_AUTO_CLOSE_MS } from '@/domain/constants';
import { t } from '@/i18n';
import { IconButton } from './icon-button';
import { CloseIcon } from './icons';

export type ToastTone = 'info' | 'error' | 'success';

export interface ToastApi {
  /** Shows a message for 3 s; a new message replaces the one on screen (one at a time, spec §9). */
  show(message: string, opts?: { tone?: ToastTone }): void;
}

interface ToastState {
  id: number;
  message: string;
  tone: ToastTone;
}

const ToastContext = createContext<ToastApi | null>(null);

const Viewport = styled.div`
  position: fixed;
  left: 50%;
  bottom: ${({ theme }) => theme.layout.bottomBar + theme.space.lg}px;
  transform: translateX(-50%);
  z-index: ${({ theme }) => theme.zIndices.toast};
  width: calc(100% - ${({ theme }) => theme.space.xxl}px);
  max-width: ${({ theme }) => theme.layout.maxWidth - 2 * theme.space.lg}px;
  pointer-events: none;
`;

const Box = styled.div<{ tone: ToastTone }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => `${theme.space.xs}px ${theme.space.xs}px ${theme.space.xs}px ${theme.space.lg}px`};
  border-radius: ${({ theme }) => theme.radii.md}px;
  box-shadow: ${({ theme }) => theme.shadows.overlay};
  pointer-events: auto;
  background: ${({ theme, tone }) =>
    tone === 'error' ? theme.colors.danger : tone === 'success' ? theme.colors.success : theme.colors.toast};
  color: ${({ theme }) => theme.colors.onToast};
  p {
    flex: 1;
    padding: ${({ theme }) => theme.space.sm}px 0;
  }
  button {
    color: inherit;
  }
  button:hover {
    background: rgba(255, 255, 255, 0.16);
  }
`;

function ToastView({ toast, onDismiss }: { toast: ToastState; onDismiss: () => void }) {
  return (
    <Box tone={toast.tone}>
      <p>{toast.message}</p>
      <IconButton type="button" aria-label={t('ui.dismiss')} onClick={onDismiss}>
        <CloseIcon />
      </IconButton>
    </Box>
  );
}

/**
 * Hosts the one toast of the page. Both live regions stay mounted so that screen readers announce a message the
 * moment it is inserted: errors as alerts, everything else politely.
 */
export function ToastProvider({ children }: { children?: ReactNode }) {
  const [toast, setToast] = useState<ToastState | null>(null);
  const nextId = useRef(0);

  const show = useCallback((message: string, opts?: { tone?: ToastTone }) => {
    nextId.current += 1;
    setToast({ id: nextId.current, message, tone: opts?.tone ?? 'info' });
  }, []);
  const dismiss = useCallback(() => setToast(null), []);

  // Keyed on the toast object: a replacing message starts a fresh 3 s.
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(dismiss, TOAST_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [toast, dismiss]);

  const api = useMemo<ToastApi>(() => ({ show }), [show]);
  const isAlert = toast?.tone === 'error';

  return (
    <ToastContext value={api}>
      {children}
      {createPortal(
        <Viewport aria-label={t('ui.notifications')} role="region">
          <div role="status" aria-live="polite" aria-atomic="true">
            {toast && !isAlert && <ToastView key={toast.id} toast={toast} onDismiss={dismiss} />}
          </div>
          <div role="alert" aria-atomic="true">
            {toast && isAlert && <ToastView key={toast.id} toast={toast} onDismiss={dismiss} />}
          </div>
        </Viewport>,
        document.body,
      )}
    </ToastContext>
  );
}

export function useToast(): ToastApi {
  const api = use(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>.');
  return api;
}
