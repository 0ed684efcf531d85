import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INQUIRY_DAILY_LIMIT } from '../../../src/domain/help';
import type { InquiryPage } from '../../../src/domain/inquiry';
import { callJson, dataOf, signUpReader, type TestContext } from '../../testing';
import { pngImage, postInquiry } from '../../testing/inquiry';
import { type SecondInstance, twoInstances } from '../../testing/two-instances';

// On PGlite (one connection) this proves the rule; with TEST_DATABASE_URL it runs on a PostgreSQL server with two
// API instances on one database, where the ten posts really race for the reader's lock.
let ctx: TestContext;
let second: SecondInstance;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ ctx, second, close } = await twoInstances());
});
afterAll(() => close());

describe('the daily limit under concurrency', () => {
  it(`10 parallel posts of one reader on two instances create exactly ${INQUIRY_DAILY_LIMIT}`, async () => {
    const { accessToken } = await signUpReader(ctx, 'qna-race');
    const image = { name: 'a.png', type: 'image/png', data: await pngImage() };
    const apps = [ctx.app, second.app];
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        postInquiry(apps[i % 2]!, accessToken, { title: `Race ${i}`, images: i % 3 === 0 ? [image] : [] }),
      ),
    );
    const codes = replies.map((r) => (r.body.result === 'SUCCESS' ? 'OK' : r.body.error.code));
    expect(codes.filter((c) => c === 'OK')).toHaveLength(INQUIRY_DAILY_LIMIT);
    expect(codes.filter((c) => c !== 'OK').every((c) => c === 'LIMIT_QNA_COUNT')).toBe(true);
    const page = dataOf(await callJson<InquiryPage>(ctx.app, 'GET', '/api/backend/qna', { token: accessToken }));
    expect(page.items).toHaveLength(INQUIRY_DAILY_LIMIT);
  });
});
