import type { APIRequestContext } from '@playwright/test';
import type { ContentDetail, ContentPage } from '../../src/domain/catalog';
import type { ApiEnvelope } from '../../src/domain/errors';
import { DEMO_PASSWORD } from './accounts';

/** The data of a backend call as a guest (or with the given headers); any refusal fails the test with its code. */
export async function data<T>(
  request: APIRequestContext,
  path: string,
  headers: Record<string, string> = {},
): Promise<T> {
  const reply = (await (await request.get(`/api/backend${path}`, { headers })).json()) as ApiEnvelope<T>;
  if (reply.result !== 'SUCCESS') throw new Error(`${path}: ${reply.error.code}`);
  return reply.data;
}

/** The refusal code of a backend call that must fail (as a guest, or with the given headers). */
export async function refusal(
  request: APIRequestContext,
  path: string,
  headers: Record<string, string> = {},
): Promise<string> {
  const reply = (await (await request.get(`/api/backend${path}`, { headers })).json()) as ApiEnvelope<unknown>;
  if (reply.result === 'SUCCESS') throw new Error(`${path} answered SUCCESS where a refusal was expected.`);
  return reply.error.code;
}

/** The bearer header of a reader signed in through the API, to ask the catalogue what that reader may see. */
export async function readerHeaders(
  request: APIRequestContext,
  email: string,
  password = DEMO_PASSWORD,
): Promise<Record<string, string>> {
  const reply = (await (
    await request.post('/api/backend/auth/local/sign-in', { data: { email, password } })
  ).json()) as ApiEnvelope<{ accessToken: string }>;
  if (reply.result !== 'SUCCESS') throw new Error(`sign-in of ${email}: ${reply.error.code}`);
  return { authorization: `Bearer ${reply.data.accessToken}` };
}

/** A title of the FREE list with at least two free episodes, and those episodes in reading order. */
export async function freeTitle(request: APIRequestContext): Promise<{ detail: ContentDetail; free: number[] }> {
  const page = await data<ContentPage>(request, '/contents?list=FREE&size=10');
  for (const title of page.items) {
    const free = await freeEpisodes(request, title.id);
    if (free.free.length >= 2) return free;
  }
  throw new Error('The seed has no title with two free episodes.');
}

/** A title's detail as the given reader sees it, with its free episodes in reading order. */
export async function freeEpisodes(
  request: APIRequestContext,
  contentId: number,
  headers: Record<string, string> = {},
): Promise<{ detail: ContentDetail; free: number[] }> {
  const detail = await data<ContentDetail>(request, `/contents/${contentId}`, headers);
  const free = detail.episodes.filter((e) => e.state.kind === 'FREE').sort((a, b) => a.number - b.number);
  return { detail, free: free.map((e) => e.id) };
}
