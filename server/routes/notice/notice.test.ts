import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { NOTICE_COUNT, NOTICE_PAGE_SIZE, type NoticeDetail, type NoticePage } from '../../../src/domain/help';
import type { PlatformId } from '../../../src/domain/enums';
import { notices } from '../../db/schema';
import { callJson, createTestContext, dataOf, failureOf, type TestContext } from '../../testing';

let ctx: TestContext;
const DAY = 86_400_000;
const NOW = new Date('2026-11-20T03:00:00Z');
/** Ids by title, for readable expectations. */
const ids = new Map<string, number>();

async function add(platform: PlatformId, title: string, daysAgo: number, pinned = false) {
  const [row] = await ctx.db
    .insert(notices)
    .values({
      platform,
      title,
      body: `${title}\nSecond paragraph.`,
      pinned,
      publishedAt: new Date(NOW.getTime() - daysAgo * DAY),
    })
    .returning({ id: notices.id });
  ids.set(title, row!.id);
}

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
  await ctx.clock.set(NOW);
  // 12 japan notices: two pinned (one older than every other), ten plain, one scheduled for tomorrow.
  for (let day = 1; day <= 10; day += 1) await add('japan', `plain ${day}`, day);
  await add('japan', 'pinned old', 40, true);
  await add('japan', 'pinned new', 5, true);
  await add('japan', 'scheduled', -1);
  await add('thai', 'thai only', 0);
});
afterEach(() => ctx.clock.set(NOW));
afterAll(() => ctx.close());

const list = (query = '') => callJson<NoticePage>(ctx.app, 'GET', `/api/backend/notice${query}`);
const detail = (id: number | string) => callJson<NoticeDetail>(ctx.app, 'GET', `/api/backend/notice/${id}`);
const titles = (page: NoticePage) => page.items.map((n) => n.title);

describe('GET /notice', () => {
  it('pins first (newest pinned first), then the newest; a guest may read it', async () => {
    const page = dataOf(await list());
    expect(page.size).toBe(NOTICE_PAGE_SIZE);
    expect(titles(page)).toEqual([
      'pinned new',
      'pinned old',
      ...Array.from({ length: 8 }, (_, i) => `plain ${i + 1}`),
    ]);
    expect(page.items[0]).toEqual({
      id: ids.get('pinned new'),
      title: 'pinned new',
      pinned: true,
      publishedAt: NOW.getTime() - 5 * DAY,
    });
    expect(page).toMatchObject({ page: 0, total: 12, hasNext: true });
  });

  it('pages to the end: the last page is short and says so; past the end is empty', async () => {
    expect(dataOf(await list('?page=1'))).toMatchObject({
      items: [{ title: 'plain 9' }, { title: 'plain 10' }],
      hasNext: false,
      total: 12,
    });
    expect(dataOf(await list('?page=2'))).toMatchObject({ items: [], hasNext: false, total: 12 });
    // Exactly full pages: the last one has no next.
    expect(dataOf(await list('?page=2&size=4'))).toMatchObject({ hasNext: false, page: 2, size: 4 });
    expect(dataOf(await list('?page=1&size=4')).hasNext).toBe(true);
    expect(titles(dataOf(await list('?size=1')))).toEqual(['pinned new']);
  });

  it('shows a scheduled notice from its time on', async () => {
    await ctx.clock.set(new Date(NOW.getTime() + 2 * DAY));
    const page = dataOf(await list());
    expect(page.total).toBe(13);
    expect(titles(page)[2]).toBe('scheduled');
  });

  it("serves only the platform's own notices", async () => {
    expect(titles(dataOf(await callJson<NoticePage>(ctx.appFor('thai'), 'GET', '/api/backend/notice')))).toEqual([
      'thai only',
    ]);
  });

  it.each([
    '?page=-1',
    '?page=01',
    '?page=1e2',
    '?page=10000',
    '?size=0',
    '?size=51',
    '?size=+5',
    '?page=%00',
    '?size=abc',
  ])('refuses %s', async (query) => {
    expect(failureOf(await list(query))).toEqual({ status: 400, code: 'INVALID_PARAMETER' });
  });
});

describe('GET /notice/{id}', () => {
  it(`answers the notice and the ${NOTICE_COUNT} latest others, by date even when pinned ones are older`, async () => {
    const reply = dataOf(await detail(ids.get('plain 1')!));
    expect(reply.notice).toMatchObject({ title: 'plain 1', body: 'plain 1\nSecond paragraph.', pinned: false });
    expect(reply.latest.map((n) => n.title)).toEqual(['plain 2', 'plain 3']);
    const pinned = dataOf(await detail(ids.get('pinned old')!));
    expect(pinned.latest.map((n) => n.title)).toEqual(['plain 1', 'plain 2']);
  });

  it('is NOT_EXIST for a missing notice, one of another platform, or one not out yet', async () => {
    for (const id of [999_999, ids.get('thai only')!, ids.get('scheduled')!]) {
      expect(failureOf(await detail(id))).toEqual({ status: 404, code: 'NOT_EXIST' });
    }
    expect(
      dataOf(await callJson<NoticeDetail>(ctx.appFor('thai'), 'GET', `/api/backend/notice/${ids.get('thai only')}`))
        .latest,
    ).toEqual([]);
  });

  it.each(['0', '-1', 'abc', '1.5', '99999999999'])('refuses the id %s', async (id) => {
    expect(failureOf(await detail(id))).toEqual({ status: 400, code: 'INVALID_PARAMETER' });
  });
});
