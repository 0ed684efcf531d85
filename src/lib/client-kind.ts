import { type ClientKind, clientKindOfUserAgent, WEB_CLIENT } from '@/domain/client-kind';

/** What the native apps put on the web view's window (docs/decisions.md "App bridge"). */
export interface AppWindow {
  AndroidBridge?: unknown;
  webkit?: { messageHandlers?: Record<string, unknown> };
}

/**
 * The kind of this page (spec §3): the apps' User-Agent marker, else a native bridge on the window (an app build that
 * does not mark its User-Agent: Android's AndroidBridge, iOS's `webtoon` message handler), else the web.
 */
export function detectClientKind(win: AppWindow, userAgent: string): ClientKind {
  const byAgent = clientKindOfUserAgent(userAgent);
  if (byAgent.appKind !== 'WEB') return byAgent;
  if (win.AndroidBridge) return { appKind: 'APP', clientPlatform: 'AND_PLAY' };
  if (win.webkit?.messageHandlers?.webtoon) return { appKind: 'APP', clientPlatform: 'IOS_APP' };
  return WEB_CLIENT;
}

let cached: ClientKind | null = null;

/** This page's kind, read once (the web view does not change under a page). */
export function clientKind(): ClientKind {
  cached ??= typeof window === 'undefined' ? WEB_CLIENT : detectClientKind(window as AppWindow, navigator.userAgent);
  return cached;
}
