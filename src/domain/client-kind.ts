import { APP_KINDS, type AppKind, CLIENT_PLATFORMS, type ClientPlatform } from './enums';

/**
 * Spec §3 app kinds and client platforms, recognised the same way by the SPA and the API (issue 13 §5).
 * The apps' web views add a marker to the User-Agent: `WebtoonApp/<version> (<CLIENT_PLATFORM>; <APP_KIND>)`, e.g.
 * `… WebtoonApp/3.2.1 (AND_PLAY; APP)`. The SPA reads the same marker (src/lib/in-app.ts) and the API reads it from
 * each request, so both always agree; an app may also send `X-App-Kind` and `X-Client-Platform`. Anything unknown is
 * the web.
 */
export interface ClientKind {
  appKind: AppKind;
  clientPlatform: ClientPlatform;
}

export const APP_KIND_HEADER = 'X-App-Kind';
export const CLIENT_PLATFORM_HEADER = 'X-Client-Platform';
export const WEB_CLIENT: ClientKind = { appKind: 'WEB', clientPlatform: 'WEB' };

export const UA_MARKER = /\bWebtoonApp\/[\w.-]{1,20} \((AND_PLAY|AND_PLUS|IOS_APP); (APP|VIEWER_APP)\)/;

const isAppKind = (value: string | null | undefined): value is AppKind =>
  (APP_KINDS as readonly string[]).includes(value ?? '');
const isClientPlatform = (value: string | null | undefined): value is ClientPlatform =>
  (CLIENT_PLATFORMS as readonly string[]).includes(value ?? '');

/** What a User-Agent says: the app's marker, else the web. */
export function clientKindOfUserAgent(userAgent: string | null | undefined): ClientKind {
  const match = UA_MARKER.exec(userAgent?.slice(0, 1024) ?? '');
  return match && isClientPlatform(match[1]) && isAppKind(match[2])
    ? { clientPlatform: match[1], appKind: match[2] }
    : WEB_CLIENT;
}

/**
 * A request's kind: each header when it holds a known value, else what the User-Agent's marker says. Claiming to be
 * an app only hides more (BL on 'me'), so a header is taken at its word.
 */
export function clientKindOf(request: {
  appKind?: string | null | undefined;
  clientPlatform?: string | null | undefined;
  userAgent?: string | null | undefined;
}): ClientKind {
  const fromAgent = clientKindOfUserAgent(request.userAgent);
  return {
    appKind: isAppKind(request.appKind) ? request.appKind : fromAgent.appKind,
    clientPlatform: isClientPlatform(request.clientPlatform) ? request.clientPlatform : fromAgent.clientPlatform,
  };
}

/** Spec §4: "in the app" is any app kind but the web (the BL display rule reads it). */
export const isInApp = (kind: ClientKind) => kind.appKind !== 'WEB';
