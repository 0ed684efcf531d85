import { env } from '@/config/env';
import { type ClientLogEntry, LOG_BATCH_MAX } from '@/domain/signals';

/**
 * The client log beacon (issue 13 §5), loaded on the first error only (main.tsx installs two tiny listeners): entries
 * are batched and leave with navigator.sendBeacon when the page is hidden or left, or as soon as a batch is full.
 * The body is a text/plain Blob, which a beacon may send to the API on another host without a preflight; the API
 * (`POST /api/front/log`) reads it as JSON and limits each address.
 */
export interface BeaconTarget {
  url: string;
  sendBeacon(url: string, data: Blob): boolean;
}

export interface LogBeacon {
  push(entry: ClientLogEntry): void;
  flush(): void;
}

/**
 * A batch leaves before its JSON may pass this many bytes: the API takes bodies up to 16 KiB (413 above), and a
 * refused beacon loses the whole batch. Each entry is bounded (messageOf, the path) far below it.
 */
export const LOG_BATCH_BYTES = 12_000;

export function createLogBeacon(target: BeaconTarget): LogBeacon {
  let batch: ClientLogEntry[] = [];
  let chars = 2;
  const flush = () => {
    if (batch.length === 0) return;
    const sent = batch;
    batch = [];
    chars = 2;
    // A refused beacon (too large, page gone) is dropped: logging must never become an error path of its own.
    target.sendBeacon(target.url, new Blob([JSON.stringify(sent)], { type: 'text/plain' }));
  };
  return {
    push(entry) {
      // Three bytes per character at most in UTF-8: the limit holds for Thai and Japanese messages too.
      const size = JSON.stringify(entry).length * 3 + 1;
      if (chars + size > LOG_BATCH_BYTES) flush();
      batch.push(entry);
      chars += size;
      if (batch.length >= LOG_BATCH_MAX) flush();
    },
    flush,
  };
}

const clip = (value: string, max: number) => (value.length > max ? value.slice(0, max) : value);

/** What a thrown value says, as text the API accepts (no control characters but line breaks, bounded). */
export function messageOf(reason: unknown): string {
  const text = reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason);
  // eslint-disable-next-line no-control-regex
  return clip(text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g, ' '), 1000);
}

let shared: LogBeacon | null = null;

/** The page's beacon, flushed when the page is hidden or left. */
function pageBeacon(): LogBeacon | null {
  if (shared || typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return shared;
  const beacon = createLogBeacon({
    url: `${env.serviceUrls.front}/log`,
    sendBeacon: (u, d) => navigator.sendBeacon(u, d),
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') beacon.flush();
  });
  window.addEventListener('pagehide', () => beacon.flush());
  shared = beacon;
  return beacon;
}

/** An uncaught error or unhandled rejection of the page (main.tsx), or any error a module wants kept. */
export function logClientError(code: string, reason: unknown): void {
  pageBeacon()?.push({
    level: 'error',
    code,
    message: messageOf(reason),
    path: clip(window.location.pathname, 512),
  });
}

/** A window `error` or `unhandledrejection` event (main.tsx's two listeners). */
export function logEvent(event: Event): void {
  if (event.type === 'unhandledrejection')
    logClientError('UNHANDLED_REJECTION', (event as PromiseRejectionEvent).reason);
  else logClientError('WINDOW_ERROR', (event as ErrorEvent).error ?? (event as ErrorEvent).message);
}
