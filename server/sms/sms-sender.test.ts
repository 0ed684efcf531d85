import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsSenderFor } from '.';
import { createTestContext, type TestContext } from '../testing';
import { httpSms } from './sms-sender';
import { smsText } from './sms-texts';

interface Received {
  headers: IncomingMessage['headers'];
  body: unknown;
}

let gateway: Server;
let url: string;
const received: Received[] = [];
let status = 202;

beforeAll(async () => {
  // A real HTTP server standing for the provider: the adapter is exercised over the wire, not through a mock.
  gateway = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
      res.writeHead(status, { 'content-type': 'application/json' }).end('{"id":"m1"}');
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/messages`;
});
afterAll(() => new Promise<void>((resolve) => gateway.close(() => resolve())));

describe('the HTTP gateway adapter', () => {
  it('posts one JSON message with the bearer token and sender', async () => {
    status = 202;
    const sms = httpSms({ url, token: 'secret-token', sender: 'Webtoon' });
    await sms.send('+819012345678', 'code 123456');
    expect(received.at(-1)).toEqual({
      headers: expect.objectContaining({ authorization: 'Bearer secret-token', 'content-type': 'application/json' }),
      body: { to: '+819012345678', from: 'Webtoon', text: 'code 123456' },
    });
  });

  it('rejects when the gateway refuses the message', async () => {
    status = 500;
    const sms = httpSms({ url, token: undefined, sender: undefined });
    await expect(sms.send('+819012345678', 'x')).rejects.toThrow('SMS gateway answered 500.');
    expect(received.at(-1)?.headers.authorization).toBeUndefined();
  });
});

describe('the outbox sender', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ seed: false });
  });
  afterAll(() => ctx.close());

  it('writes the SMS to the outbox at the clock time', async () => {
    const at = new Date('2030-01-02T03:04:05Z');
    await ctx.clock.set(at);
    await smsSenderFor({ provider: 'outbox' }, ctx.outbox, ctx.clock).send('+66812345678', 'hello');
    expect((await ctx.outbox.list())[0]).toMatchObject({
      channel: 'SMS',
      recipient: '+66812345678',
      body: 'hello',
      createdAt: at,
    });
  });
});

describe('smsText', () => {
  it.each([
    ['ja', '認証番号：123456（60分間有効）'],
    ['th', '123456 (ใช้ได้ 60 นาที)'],
    ['zh-TW', '123456（60 分鐘內有效）'],
    ['en', '123456 (valid for 60 minutes)'],
    ['de', '123456 (60 Minuten gültig)'],
  ] as const)('speaks %s', (locale, part) => {
    expect(smsText(locale, 'PASSWORD', '123456', 60)).toContain(part);
  });
});
