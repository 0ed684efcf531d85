import type { APIRequestContext } from '@playwright/test';
import type { ContentDetail, ContentPage } from '../../src/domain/catalog';
import type { ApiEnvelope } from '../../src/domain/errors';

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

/** A title of the FREE list with at least two free episodes, and those episodes in reading order. */
export async function freeTitle(request: APIRequestContext): Promise<{ detail: ContentDetail; free: number[] }> {
  const page = await data<ContentPage>(request, '/contents?list=FREE&size=10');
  for (const title of page.items) {
    const detail = await data<ContentDetail>(request, `/contents/${title.id}`);
    const free = detail.episodes.filter((e) => e.state.kind === 'FREE').sort((a, b) => a.number - b.number);
    if (free.length >= 2) return { detail, free: free.map((e) => e.id) };
  }
  throw new Error('The seed has no title with two free episodes.');
}
