import type { Context } from 'hono';
import { APP_KIND_HEADER, CLIENT_PLATFORM_HEADER, type ClientKind, clientKindOf } from '../../src/domain/client-kind';

/** The app kind and client platform of a request (src/domain/client-kind.ts): headers, else the UA's marker, else WEB. */
export function requestClientKind(c: Context): ClientKind {
  return clientKindOf({
    appKind: c.req.header(APP_KIND_HEADER),
    clientPlatform: c.req.header(CLIENT_PLATFORM_HEADER),
    userAgent: c.req.header('user-agent'),
  });
}
