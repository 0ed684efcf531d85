import type { App } from '../app';

/** A browser's cookie jar in front of one app, enough for Auth.js: name=value pairs, emptied values removed. */
export class Browser {
  readonly cookies = new Map<string, string>();
  /** The Set-Cookie lines of the last reply, as sent. */
  lastSetCookies: string[] = [];

  constructor(
    private readonly app: App,
    private readonly headers: Record<string, string> = {},
  ) {}

  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers({ ...this.headers, ...Object.fromEntries(new Headers(init.headers)) });
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await this.app.request(path, { ...init, headers });
    this.lastSetCookies = res.headers.getSetCookie();
    for (const line of this.lastSetCookies) {
      const [pair = ''] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  async csrf(): Promise<string> {
    const body = (await (await this.request('/api/auth/csrf')).json()) as { csrfToken: string };
    return body.csrfToken;
  }

  async signIn(email: string, password: string, csrfToken?: string): Promise<{ status: number; url: string }> {
    const form = new URLSearchParams({
      email,
      password,
      callbackUrl: '/my',
      csrfToken: csrfToken ?? (await this.csrf()),
    });
    const res = await this.request('/api/auth/callback/credentials', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-auth-return-redirect': '1' },
      body: form.toString(),
    });
    return { status: res.status, url: ((await res.json()) as { url: string }).url };
  }

  async signOut(): Promise<Response> {
    const form = new URLSearchParams({ csrfToken: await this.csrf(), callbackUrl: '/' });
    return this.request('/api/auth/signout', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-auth-return-redirect': '1' },
      body: form.toString(),
    });
  }

  async session(): Promise<Record<string, unknown> | null> {
    return (await (await this.request('/api/auth/session')).json()) as Record<string, unknown> | null;
  }
}
