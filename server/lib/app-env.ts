import type { IncomingMessage } from 'node:http';

/** Hono environment of the app: the Node request (absent under app.request in tests) and the signed-in user. */
export interface AppEnv {
  Bindings: { incoming?: IncomingMessage };
  Variables: { userId: number };
}
