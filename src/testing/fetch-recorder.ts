export interface RecordedRequest {
  method: string;
  url: string;
  headers: Headers;
  /** Its reply has come back (whatever its status). */
  answered: boolean;
}

/**
 * Wraps fetch to count what really goes over the wire (tests count refreshes this way rather than mocking the
 * server). `count('POST', '/auth/refresh')` counts requests whose path ends so.
 */
export function recordFetch(base: typeof globalThis.fetch = globalThis.fetch) {
  const requests: RecordedRequest[] = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    const request = input instanceof Request ? input : null;
    const url = request ? request.url : input instanceof URL ? input.href : String(input);
    const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
    const headers = new Headers(init?.headers ?? request?.headers);
    const recorded: RecordedRequest = { method, url, headers, answered: false };
    requests.push(recorded);
    return base(input, init).then((response) => {
      recorded.answered = true;
      return response;
    });
  };
  const matching = (method: string, pathEnd: string) =>
    requests.filter((r) => r.method === method.toUpperCase() && new URL(r.url).pathname.endsWith(pathEnd));
  const count = (method: string, pathEnd: string) => matching(method, pathEnd).length;
  /** How many of those requests have their reply back. */
  const answered = (method: string, pathEnd: string) => matching(method, pathEnd).filter((r) => r.answered).length;
  return { fetch, requests, count, answered };
}
