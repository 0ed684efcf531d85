import { afterEach, describe, expect, it } from 'vitest';
import { installContentProtection } from './content-protection';

function dispatch(event: Event): boolean {
  return document.body.dispatchEvent(event);
}

const f12 = () => new KeyboardEvent('keydown', { key: 'F12', bubbles: true, cancelable: true });
const letter = () => new KeyboardEvent('keydown', { key: 'a', bubbles: true, cancelable: true });
const contextMenu = () => new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
const dragStart = () => new Event('dragstart', { bubbles: true, cancelable: true });

describe('installContentProtection', () => {
  let uninstall: (() => void) | null = null;
  afterEach(() => {
    uninstall?.();
    uninstall = null;
  });

  it('blocks F12, the context menu and dragging, and nothing else', () => {
    uninstall = installContentProtection();
    expect(dispatch(f12())).toBe(false);
    expect(dispatch(contextMenu())).toBe(false);
    expect(dispatch(dragStart())).toBe(false);
    expect(dispatch(letter())).toBe(true);
  });

  it('lets everything through before install and after uninstall', () => {
    expect(dispatch(f12())).toBe(true);
    installContentProtection()();
    expect(dispatch(f12())).toBe(true);
    expect(dispatch(contextMenu())).toBe(true);
    expect(dispatch(dragStart())).toBe(true);
  });
});
