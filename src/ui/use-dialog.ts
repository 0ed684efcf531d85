import { useEffect, useEffectEvent, useRef } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

// Open dialogs, the top one last: only the top one answers Escape and traps Tab, so a confirm dialog opened from
// a bottom sheet closes alone.
const openDialogs: symbol[] = [];
let scrollLocks = 0;
let overflowBefore = '';

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE));
}

function lockScroll() {
  if (scrollLocks === 0) {
    overflowBefore = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  scrollLocks += 1;
}

function unlockScroll() {
  scrollLocks -= 1;
  if (scrollLocks === 0) document.body.style.overflow = overflowBefore;
}

function trapTab(event: KeyboardEvent, root: HTMLElement) {
  const items = focusables(root);
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement;
  if (!first || !last) {
    event.preventDefault();
    root.focus();
    return;
  }
  const inside = active instanceof Node && root.contains(active);
  if (event.shiftKey && (!inside || active === first || active === root)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (!inside || active === last)) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * Dialog behaviour shared by Modal and BottomSheet: while open, focus moves into the dialog (an element with
 * data-autofocus, else the first control of its [data-dialog-body], else the dialog itself), Tab cycles inside,
 * Escape closes, the page behind does not scroll; on close, focus returns to the element that opened it.
 */
export function useDialog<T extends HTMLElement>(open: boolean, onClose: () => void) {
  const ref = useRef<T>(null);
  const close = useEffectEvent(() => onClose());

  useEffect(() => {
    const root = ref.current;
    if (!open || !root) return;
    const id = Symbol('dialog');
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openDialogs.push(id);
    lockScroll();

    const body = root.querySelector<HTMLElement>('[data-dialog-body]');
    const initial = root.querySelector<HTMLElement>('[data-autofocus]') ?? (body && focusables(body)[0]) ?? root;
    initial.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (openDialogs[openDialogs.length - 1] !== id) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
      } else if (event.key === 'Tab') {
        trapTab(event, root);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      openDialogs.splice(openDialogs.indexOf(id), 1);
      unlockScroll();
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  return ref;
}
