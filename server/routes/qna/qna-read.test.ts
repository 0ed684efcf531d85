import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationPage } from '../../../src/domain/alarm';
import { INQUIRY_DAILY_LIMIT } from '../../../src/domain/help';
import type { InquiryPage, InquiryWire } from '../../../src/domain/inquiry';
import {
  callJson,
  createTestContext,
  dataOf,
  DEMO_PASSWORD,
  failureOf,
  signInAs,
  signUpReader,
  type TestContext,
} from '../../testing';
import { postInquiry } from '../../testing/inquiry';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterEach(() => ctx.clock.set(null));
afterAll(() => ctx.close());

const reader = () => signUpReader(ctx, 'qna-read');
/** Moves the API clock and signs the reader in again there, so the token is fresh by that clock. */
async function at(iso: string | number, email: string): Promise<string> {
  await ctx.clock.set(new Date(iso));
  return (await signInAs(ctx.app, email, DEMO_PASSWORD)).accessToken;
}
const post = (token: string, title = 'A question') => postInquiry(ctx.app, token, { title });
const list = async (token: string, page = 0) =>
  dataOf(await callJson<InquiryPage>(ctx.app, 'GET', `/api/backend/qna?page=${page}`, { token }));
const one = (token: string, id: number) => callJson<InquiryWire>(ctx.app, 'GET', `/api/backend/qna/${id}`, { token });
const answer = (id: number, text: string) =>
  callJson<{ replaced: boolean }>(ctx.app, 'POST', `/api/test/qna/${id}/answer`, { body: { answer: text } });

describe('the daily limit', () => {
  it(`allows ${INQUIRY_DAILY_LIMIT} a day; the next is LIMIT_QNA_COUNT until local midnight (Asia/Tokyo)`, async () => {
    const { email } = await reader();
    // 23:59:59 in Tokyo is 14:59:59 UTC.
    let accessToken = await at('2031-03-10T14:59:59Z', email);
    for (let i = 0; i < INQUIRY_DAILY_LIMIT; i += 1) dataOf(await post(accessToken, `Question ${i}`));
    expect(failureOf(await post(accessToken))).toEqual({ status: 429, code: 'LIMIT_QNA_COUNT' });
    accessToken = await at('2031-03-10T15:00:00Z', email);
    expect(dataOf(await post(accessToken, 'A new day')).title).toBe('A new day');
    expect((await list(accessToken)).items).toHaveLength(INQUIRY_DAILY_LIMIT + 1);
  });

  it('counts per reader: another reader is not limited by the first', async () => {
    const first = await at('2031-04-01T03:00:00Z', (await reader()).email);
    const second = await at('2031-04-01T03:00:00Z', (await reader()).email);
    for (let i = 0; i < INQUIRY_DAILY_LIMIT; i += 1) dataOf(await post(first));
    expect(failureOf(await post(first)).code).toBe('LIMIT_QNA_COUNT');
    expect(dataOf(await post(second)).status).toBe('WAIT');
  });
});

describe('GET /qna and /qna/:id', () => {
  it('lists the reader’s own inquiries newest first, in pages of 10', async () => {
    const { email } = await reader();
    const other = await reader();
    dataOf(await post(other.accessToken, 'Not yours'));
    const start = Date.parse('2031-05-01T00:00:00Z');
    let accessToken = '';
    for (let i = 0; i < 11; i += 1) {
      // A day apart, so that the daily limit does not stop the fixture.
      accessToken = await at(start + i * 86_400_000, email);
      dataOf(await post(accessToken, `Q${i}`));
    }
    const first = await list(accessToken);
    expect(first.items.map((i) => i.title)).toEqual(['Q10', 'Q9', 'Q8', 'Q7', 'Q6', 'Q5', 'Q4', 'Q3', 'Q2', 'Q1']);
    expect(first).toMatchObject({ page: 0, size: 10, hasNext: true });
    const second = await list(accessToken, 1);
    expect(second).toMatchObject({ hasNext: false, items: [{ title: 'Q0' }] });
    expect(failureOf(await callJson(ctx.app, 'GET', '/api/backend/qna?page=-1', { token: accessToken }))).toEqual({
      status: 400,
      code: 'INVALID_PARAMETER',
    });
  });

  it('answers another reader’s inquiry as NOT_EXIST, as a missing one', async () => {
    const owner = await reader();
    const stranger = await reader();
    const inquiry = dataOf(await post(owner.accessToken));
    expect(dataOf(await one(owner.accessToken, inquiry.id)).id).toBe(inquiry.id);
    expect(failureOf(await one(stranger.accessToken, inquiry.id))).toEqual({ status: 404, code: 'NOT_EXIST' });
    expect(failureOf(await one(owner.accessToken, 2_000_000_000))).toEqual({ status: 404, code: 'NOT_EXIST' });
  });
});

describe('the operator’s answer', () => {
  it('makes the inquiry COMPLETED with the answer and its time; answering again replaces it on the same row', async () => {
    const accessToken = await at('2031-06-01T01:00:00Z', (await reader()).email);
    const inquiry = dataOf(await post(accessToken));
    expect(dataOf(await answer(inquiry.id, 'We refunded the coins.\nSorry!'))).toMatchObject({ replaced: false });
    expect(dataOf(await one(accessToken, inquiry.id))).toMatchObject({
      status: 'COMPLETED',
      answer: 'We refunded the coins.\nSorry!',
      answeredAt: Date.parse('2031-06-01T01:00:00Z'),
    });
    expect(dataOf(await answer(inquiry.id, 'Corrected answer.'))).toMatchObject({ replaced: true });
    const items = (await list(accessToken)).items.filter((i) => i.id === inquiry.id);
    expect(items).toMatchObject([{ status: 'COMPLETED', answer: 'Corrected answer.' }]);
    // The reader is told in the notifications (without any push toggle on), once per answer.
    const alarms = dataOf(
      await callJson<NotificationPage>(ctx.app, 'GET', '/api/backend/alarm', { token: accessToken }),
    );
    expect(alarms.items.filter((n) => n.kind === 'INQUIRY_ANSWERED')).toHaveLength(1);
    expect(failureOf(await answer(2_000_000_000, 'Nobody'))).toEqual({ status: 404, code: 'NOT_EXIST' });
    expect(failureOf(await answer(inquiry.id, '   '))).toEqual({ status: 400, code: 'INVALID_PARAMETER' });
  });
});

describe('the demo seed', () => {
  it('gives a demo reader one answered and one waiting inquiry in the platform’s language, sent before today', async () => {
    const { accessToken } = await signInAs(ctx.app, 'adult@example.com', DEMO_PASSWORD);
    const { items } = await list(accessToken);
    expect(items.map((i) => i.status).sort()).toEqual(['COMPLETED', 'WAIT']);
    expect(items.find((i) => i.status === 'COMPLETED')?.answer).toMatch(/ボーナスコイン/);
    expect(items.every((i) => Date.now() - i.createdAt > 24 * 3600_000)).toBe(true);
  });
});
