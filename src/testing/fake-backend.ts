import { configureClients, resetClients } from '@/api';

export interface FakeRequest {
  method: string;
  /** The path under the backend group, e.g. `/contents` or `/search`. */
  path: string;
  params: URLSearchParams;
  headers: Headers;
  /** The JSON body of a write (undefined when there is none). */
  body: unknown;
}

/** A reply in the API's envelope: `data` on success, or a catalogue `code` with its status. */
export type FakeReply = { data: unknown } | { code: string; status: number };

export type FakeHandler = (request: FakeRequest) => FakeReply | Promise<FakeReply>;

export interface FakeBackend {
  requests: FakeRequest[];
  /** Requests of one route, e.g. `calls('GET /contents')`. */
  calls(route: string): FakeRequest[];
  restore(): void;
}

const BASE = 'http://api.test/api/backend';
/** The front group answers from the same routes, keyed under `/front` (e.g. `POST /front/user/mail/auth`). */
const FRONT = 'http://api.test/api/front';

/**
 * Points the backend client at a fetch that answers from `routes` (keyed `METHOD /path`), so screens and components
 * run with the real store, RTK Query and call layer while each test decides what the API says and when. Shared by
 * every feature's tests and the route tests, so the fake envelope can never drift from one feature to the next.
 */
export function fakeBackend(routes: Record<string, FakeHandler>): FakeBackend {
  const requests: FakeRequest[] = [];
  configureClients({
    urls: { backend: BASE, front: FRONT },
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      const entry: FakeRequest = {
        method: request.method,
        path: url.pathname.startsWith('/api/front')
          ? `/front${url.pathname.slice('/api/front'.length)}`
          : url.pathname.slice(new URL(BASE).pathname.length),
        params: url.searchParams,
        headers: request.headers,
        body: parseBody(await request.text()),
      };
      requests.push(entry);
      const handler = routes[`${entry.method} ${entry.path}`];
      const reply: FakeReply = handler ? await handler(entry) : { code: 'NOT_EXIST', status: 404 };
      const body =
        'data' in reply ? { result: 'SUCCESS', data: reply.data } : { result: 'FAIL', error: { code: reply.code } };
      return new Response(JSON.stringify(body), {
        status: 'data' in reply ? 200 : reply.status,
        headers: { 'Content-Type': 'application/json' },
      });
    },
  });
  return {
    requests,
    calls: (route) => requests.filter((r) => `${r.method} ${r.path}` === route),
    restore: resetClients,
  };
}

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** A promise the test settles when it chooses (a slow reply). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
