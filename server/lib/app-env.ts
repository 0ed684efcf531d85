import type { IncomingMessage, ServerResponse } from 'node:http';
import type { UserRow } from '../db/schema';

/**
 * Hono environment of the app: the Node request and reply (absent under app.request in tests) and, behind the bearer
 * guard, the signed-in reader, the session the token belongs to, and the account row the guard read (absent without a
 * guard); on every request, its id.
 */
export interface AppEnv {
  /** Node's request and reply under @hono/node-server (server/main.ts); both absent under app.request (tests). */
  Bindings: { incoming?: IncomingMessage; outgoing?: ServerResponse };
  Variables: {
    userId: number;
    sessionId: string;
    user?: UserRow;
    /** The request's id (server/lib/log-requests.ts): in its reply's X-Request-Id and in every log line about it. */
    requestId: string;
  };
}
