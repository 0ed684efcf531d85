import { useLayoutEffect, useRef } from 'react';
import { isTypingTarget, keyAction, type KeyAction } from '../keys';

/** Listens on the window for the viewer's keys while mounted; `onAction` may change between renders. */
export function useViewerKeys(onAction: (action: KeyAction) => void): void {
  const latest = useRef(onAction);
  // Layout effects: a key pressed just after the surface commits (at transition priority) reaches the handler of the
  // render it sees, not one a task older.
  useLayoutEffect(() => {
    latest.current = onAction;
  });

  useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isTypingTarget(event.target)) return;
      // A dialog over the episode (the purchase sheet) keeps its keys: arrows must not turn the pages behind it.
      if (event.target instanceof Element && event.target.closest('[role="dialog"]')) return;
      const action = keyAction(event);
      if (!action) return;
      // A focused button keeps Space and Enter for itself.
      if (event.key === ' ' && event.target instanceof HTMLButtonElement) return;
      event.preventDefault();
      latest.current(action);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
