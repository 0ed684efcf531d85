import type { IncomingMessage } from 'node:http';
import type { UserRow } from '../db/schema';

/**
 * Hono environment of the app: the Node request (absent under app.request in tests) and, behind the bearer guard, the
 * signed-in reader, the session the token belongs to, and the account row the guard read (absent without a guard).
 */
export interface AppEnv {
  Bindings: { incoming?: IncomingMessage };
  Variables: { userId: number; sessionId: string; user?: UserRow };
}
