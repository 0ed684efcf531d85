import { UA_MARKER } from '@/domain/client-kind';

/**
 * Whether this page runs in the apps' web view (spec §3, §4 "hidden in the app"), in the few bytes the first load
 * allows: the User-Agent marker the API reads too (src/domain/client-kind.ts), so the SPA and the API never disagree
 * (a native bridge alone does not count: the API could not see it). `clientKind()` (./client-kind.ts) tells which app.
 */
export const inApp = (): boolean =>
  typeof navigator !== 'undefined' && UA_MARKER.test(navigator.userAgent.slice(0, 1024));
