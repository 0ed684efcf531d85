import type { IncomingMessage } from 'node:http';
import type { UserRow } from '../db/schema';

/**
 * Hono environment of the app: the Node request (absent under app.request in tests) and, behind the bearer guard, the
 * signed-in reader, the session the token belongs to, and the account row the guard read (absent without a guard); on
 * every request, its id.
 */
export interface AppEnv {
  Bindings: { incoming?: IncomingMessage };
  Variables: {
    userId: number;
    sessionId: string;
    user?: UserRow;
    /** The request's id (server/lib/log-requests.ts): in its reply's X-Request-Id and in every log line about it. */
    requestId: string;
  };
}
