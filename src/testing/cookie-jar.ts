/**
 * A small cookie jar around fetch for node tests: what the browser does with Auth.js' cookies (csrf, session
 * token), for one origin. Cookies whose Max-Age is 0 or whose Expires has passed are dropped.
 */
export function withCookieJar(base: typeof globalThis.fetch = globalThis.fetch) {
  const cookies = new Map<string, string>();

  function remember(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq < 1) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((raw) => {
        const [key = '', val = ''] = raw.split('=').map((s) => s.trim());
        if (key.toLowerCase() === 'max-age') return Number(val) <= 0;
        if (key.toLowerCase() === 'expires') return Date.parse(val) <= Date.now();
        return false;
      });
      if (expired || value === '') cookies.delete(name);
      else cookies.set(name, value);
    }
  }

  const fetch: typeof globalThis.fetch = async (input, init) => {
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    if (cookies.size > 0) headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await base(input, { ...init, headers });
    remember(response);
    return response;
  };

  return { fetch, cookies };
}
