import type { SignInResult } from '../../src/domain/user';
import type { App } from '../app';
import { DEMO_PASSWORD } from '../db/seed';

export interface JsonReply<T = unknown> {
  status: number;
  body: { result: 'SUCCESS'; data: T } | { result: 'FAIL'; error: { code: string; message?: string } };
  headers: Headers;
}

/** One JSON call through app.request; `token` becomes the bearer header. */
export async function callJson<T = unknown>(
  app: App,
  method: string,
  path: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<JsonReply<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const res = await app.request(path, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  // Every reply carries its own X-Request-Id (server/lib/log-requests.ts): left out, so that a replayed reply equals
  // the first one whole. The request-id tests read it from app.request.
  const replyHeaders = new Headers(res.headers);
  replyHeaders.delete('x-request-id');
  return { status: res.status, body: (await res.json()) as JsonReply<T>['body'], headers: replyHeaders };
}

/** The data of a SUCCESS reply; fails the test with the reply when it is not one. */
export function dataOf<T>(reply: JsonReply<T>): T {
  if (reply.body.result !== 'SUCCESS')
    throw new Error(`Expected SUCCESS, got ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body.data;
}

/** The code of a FAIL reply, with its status: `{ status: 401, code: 'NEED_TO_REFRESH' }`. */
export function failureOf(reply: Pick<JsonReply, 'status' | 'body'>): { status: number; code: string | null } {
  return { status: reply.status, code: reply.body.result === 'FAIL' ? reply.body.error.code : null };
}

export async function signInAs(app: App, email: string, password = DEMO_PASSWORD): Promise<SignInResult> {
  return dataOf(
    await callJson<SignInResult>(app, 'POST', '/api/backend/auth/local/sign-in', { body: { email, password } }),
  );
}

let counter = 0;
/** A unique, well-formed address per call, so tests sharing one database never collide. */
export function uniqueEmail(label = 'user'): string {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${counter}@example.com`;
}
