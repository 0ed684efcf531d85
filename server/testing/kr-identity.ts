import type { KrIdentityForm } from '../../src/domain/kr-identity';
import type { App } from '../app';
import { TEST_KR_IP_COOKIE } from '../lib/request-info';
import { callJson, type JsonReply } from './requests';

/** The test cookie that plays a reader in Korea (honoured only while the test identity provider is on). */
export const KOREAN = { cookie: `${TEST_KR_IP_COOKIE}=1` };

/** `GET /api/backend/nice/encode` as a reader in Korea (or elsewhere, with `korean` false). */
export function encode(app: App, accessToken: string, korean = true): Promise<JsonReply<KrIdentityForm>> {
  return callJson<KrIdentityForm>(app, 'GET', '/api/backend/nice/encode', {
    token: accessToken,
    headers: korean ? KOREAN : {},
  });
}

/** Posts a form to the test provider as the browser would; answers the raw response (a page or a redirect). */
export function postForm(app: App, path: string, fields: Record<string, string>): Promise<Response> {
  return Promise.resolve(
    app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    }),
  );
}

/** Confirms `birthDate` at the test provider for the form `encode` gave; answers the Location it sends back to. */
export async function confirmAtProvider(app: App, form: KrIdentityForm, birthDate: string): Promise<string> {
  const res = await postForm(app, `${form.action}/confirm`, { ...form.fields, birthDate, decision: 'confirm' });
  if (res.status !== 303) throw new Error(`Expected a redirect, got ${res.status} ${await res.text()}`);
  return res.headers.get('location') ?? '';
}

/** The signed result in a return Location (`…#krResult=…`). */
export function resultOf(location: string): string {
  const value = new URLSearchParams(location.slice(location.indexOf('#') + 1)).get('krResult');
  if (!value) throw new Error(`No result in ${location}`);
  return value;
}
