import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { CommentWire } from '../../src/domain/comment';
import type { ApiEnvelope } from '../../src/domain/errors';

type Headers = Record<string, string>;

/** A backend write as the given reader; any refusal fails the test with its code. */
async function write<T>(request: APIRequestContext, path: string, headers: Headers, body: unknown): Promise<T> {
  const reply = (await (await request.post(`/api/backend${path}`, { headers, data: body })).json()) as ApiEnvelope<T>;
  if (reply.result !== 'SUCCESS') throw new Error(`POST ${path}: ${reply.error.code}`);
  return reply.data;
}

/** Another reader's comment on an episode, written through the API. */
export const commentAs = (request: APIRequestContext, headers: Headers, episodeId: number, body: string) =>
  write<CommentWire>(request, '/comment', headers, { episodeId, body });

/** Another reader's reply to a comment, through the API. */
export const replyAs = (request: APIRequestContext, headers: Headers, commentId: number, body: string) =>
  write<CommentWire>(request, '/reply', headers, { commentId, body });

/** Another reader's report of a comment, through the API. */
export const reportAs = (request: APIRequestContext, headers: Headers, commentId: number) =>
  write<{ state: string }>(request, `/comment/${commentId}/report`, headers, {});

/** A unique text per run, so a flow finds its own comment among the seed's and earlier runs'. */
export const stamp = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** The top-level comment whose own text is `text` (its replies sit inside it, after its own controls). */
export function commentWith(page: Page, text: string): Locator {
  return page
    .getByTestId('comment')
    .filter({ has: page.getByTestId('comment-body').getByText(text, { exact: true }) })
    .first();
}
