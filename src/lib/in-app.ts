/**
 * Whether this page runs in the apps' web view (spec §3, §4 "hidden in the app"), in the few bytes the first load
 * allows: the User-Agent marker or a native bridge. `clientKind()` (./client-kind.ts) tells which app.
 */
export const inApp = (): boolean =>
  typeof window !== 'undefined' &&
  (navigator.userAgent.includes(' WebtoonApp/') ||
    'AndroidBridge' in window ||
    Boolean((window as { webkit?: { messageHandlers?: { webtoon?: unknown } } }).webkit?.messageHandlers?.webtoon));
