export interface RecordedRequest {
  method: string;
  url: string;
  headers: Headers;
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
    requests.push({ method, url, headers });
    return base(input, init);
  };
  const count = (method: string, pathEnd: string) =>
    requests.filter((r) => r.method === method.toUpperCase() && new URL(r.url).pathname.endsWith(pathEnd)).length;
  return { fetch, requests, count };
}
