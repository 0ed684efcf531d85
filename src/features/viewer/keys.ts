import type { StepUnit } from './types';

export type KeyAction =
  | { type: 'step'; direction: 1 | -1; unit: StepUnit }
  | { type: 'episode'; direction: 1 | -1 }
  | { type: 'toggleBar' }
  | { type: 'zoom'; direction: 1 | -1 | 0 };

export interface KeyLike {
  key: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  altKey: boolean;
  metaKey: boolean;
}

/**
 * The viewer's keyboard map (issue 3 §3): arrows, Page Up/Down, Space, j/k move; n/p change the episode; Escape
 * toggles the menu; + / - / 0 zoom. Shortcuts with Ctrl, Alt or Meta stay the browser's.
 */
export function keyAction(event: KeyLike): KeyAction | null {
  if (event.ctrlKey || event.altKey || event.metaKey) return null;
  switch (event.key) {
    case 'ArrowDown':
    case 'ArrowRight':
      return { type: 'step', direction: 1, unit: 'line' };
    case 'ArrowUp':
    case 'ArrowLeft':
      return { type: 'step', direction: -1, unit: 'line' };
    case 'PageDown':
      return { type: 'step', direction: 1, unit: 'screen' };
    case 'PageUp':
      return { type: 'step', direction: -1, unit: 'screen' };
    case ' ':
      return { type: 'step', direction: event.shiftKey ? -1 : 1, unit: 'screen' };
    case 'j':
    case 'J':
      return { type: 'step', direction: 1, unit: 'image' };
    case 'k':
    case 'K':
      return { type: 'step', direction: -1, unit: 'image' };
    case 'n':
    case 'N':
      return { type: 'episode', direction: 1 };
    case 'p':
    case 'P':
      return { type: 'episode', direction: -1 };
    case 'Escape':
      return { type: 'toggleBar' };
    case '+':
    case '=':
      return { type: 'zoom', direction: 1 };
    case '-':
      return { type: 'zoom', direction: -1 };
    case '0':
      return { type: 'zoom', direction: 0 };
    default:
      return null;
  }
}

/** Typing in a field (a comment box beside the viewer) must not turn pages. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}
