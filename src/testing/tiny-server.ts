import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TinyServer {
  url: string;
  /** Bodies of the requests received, by method and path (e.g. 'POST /api/auth/_log'). */
  received: { route: string; body: string }[];
  close(): Promise<void>;
}

/**
 * A throwaway HTTP server for replies the reference API never gives (a bare 500, `{}`, a slow answer), so the
 * client's handling of them is tested over a real socket instead of a mocked fetch.
 */
export async function startTinyServer(
  handle: (req: IncomingMessage, res: ServerResponse, body: string) => void,
): Promise<TinyServer> {
  const received: TinyServer['received'] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    req.on('end', () => {
      received.push({ route: `${req.method ?? 'GET'} ${new URL(req.url ?? '/', 'http://x').pathname}`, body });
      handle(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(body === undefined ? '' : JSON.stringify(body));
}
