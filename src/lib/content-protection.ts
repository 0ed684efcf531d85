/**
 * Spec §9: the developer-tool key F12, the context menu and dragging (of strip images) are blocked. The app calls
 * this only when env.blockDevtools is on; the returned function removes the listeners again.
 */
export function installContentProtection(target: Document = document): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'F12') event.preventDefault();
  };
  const block = (event: Event) => event.preventDefault();

  target.addEventListener('keydown', onKeyDown, { capture: true });
  target.addEventListener('contextmenu', block, { capture: true });
  target.addEventListener('dragstart', block, { capture: true });
  return () => {
    target.removeEventListener('keydown', onKeyDown, { capture: true });
    target.removeEventListener('contextmenu', block, { capture: true });
    target.removeEventListener('dragstart', block, { capture: true });
  };
}
