/** Test helper: makes the browser report the connection as `online` and fires the event it fires. */
export function setOnline(online: boolean): void {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  dispatchEvent(new Event(online ? 'online' : 'offline'));
}

/** Gives navigator back its own onLine (the shared test worker keeps the page between files). */
export function restoreOnline(): void {
  delete (navigator as unknown as { onLine?: boolean }).onLine;
}
