import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';

type Fetch = (request: Request, env: never) => Response | Promise<Response>;
type NodeServer = ReturnType<typeof serve>;

export interface EarlyServer {
  /** From now on requests go to `fetch` (listening now if not before); `opened` runs once the port listens. */
  open(fetch: Fetch, opened: (info: AddressInfo) => void): NodeServer;
}

/**
 * The API's port, listened on at once with `starting` (server/app-starting.ts: live, not ready, every call 503) when
 * one is given, and switched to the real app by `open` once the database is prepared: a load balancer then sees a
 * process that is up but not ready while the database is away, instead of a refused connection or an exited process.
 * Without `starting`, nothing listens before `open`. The server is the same object throughout: the port never closes.
 */
export function listenEarly(options: {
  port: number;
  hostname: string;
  starting: Fetch | null;
  /** Called with the server as soon as it exists (timeouts). */
  configure?: (server: NodeServer) => void;
  /** Called once the port listens. */
  listening?: (info: AddressInfo) => void;
}): EarlyServer {
  let current: Fetch | null = options.starting;
  let server: NodeServer | null = null;
  let address: AddressInfo | null = null;
  const waiting: ((info: AddressInfo) => void)[] = [];
  const listen = () => {
    server = serve(
      { fetch: (request, env) => current!(request, env as never), port: options.port, hostname: options.hostname },
      (info) => {
        address = info;
        options.listening?.(info);
        for (const opened of waiting.splice(0)) opened(info);
      },
    );
    options.configure?.(server);
    return server;
  };
  if (current) listen();
  return {
    open(fetch, opened) {
      current = fetch;
      if (address) opened(address);
      else waiting.push(opened);
      return server ?? listen();
    },
  };
}
