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

/** This page's kind. Not for the first load: `inApp` (./in-app.ts) is its few bytes there. */
export function clientKind(): ClientKind {
  return typeof window === 'undefined' ? WEB_CLIENT : detectClientKind(window as AppWindow, navigator.userAgent);
}
