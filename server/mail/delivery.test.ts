import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../db/schema';
import { hashPassword } from '../lib/password';
import { callJson, createTestContext, dataOf, readerOn, type TestContext, uniqueEmail } from '../testing';
import { CLAIM_EXPIRES_MS, deliverPendingMail, type MailTransport } from './delivery';
import { startSmtpInbox } from './testing/smtp-inbox';
import { smtpTransport } from './transport';

let ctx: TestContext;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
beforeAll(async () => {
  ctx = await createTestContext({ config: { platform: 'de', publicUrl: 'https://de.webtoon.example' } });
  inbox = await startSmtpInbox();
});
afterAll(async () => {
  await inbox.close();
  await ctx.close();
});

const FROM = 'Webtoon <no-reply@webtoon.test>';

describe('delivery through a real SMTP server', () => {
  it('sends a committed reset mail through nodemailer: recipient, subject, German body, absolute link', async () => {
    // The German deployment takes no sign-ups: its reader is made in the database.
    const reader = await readerOn(ctx, 'de', { passwordHash: await hashPassword('Passwort12'), nickname: 'Lena' });
    dataOf(await callJson(ctx.app, 'POST', '/api/backend/auth/local/reset/mail', { body: { email: reader.email } }));
    const transport = smtpTransport(inbox.url);
    const report = await deliverPendingMail(ctx.db, transport, FROM);
    transport.close();
    expect(report.failed).toBe(0);
    const mail = inbox.received.find((m) => m.envelopeTo.includes(reader.email));
    expect(mail).toMatchObject({ to: reader.email, subject: 'Passwort zurücksetzen' });
    expect(mail?.from).toContain('no-reply@webtoon.test');
    expect(mail?.text).toContain('Hallo Lena,');
    expect(mail?.text).toMatch(/^https:\/\/de\.webtoon\.example\/mail\/resetPassword\?userId=\d+&uuid=[\w-]{43}$/m);
    const [row] = await ctx.db.select().from(outbox).where(eq(outbox.recipient, reader.email));
    expect(row?.deliveredAt).toBeInstanceOf(Date);
    // Sent once: a second run finds nothing to send.
    expect(await deliverPendingMail(ctx.db, smtpTransport(inbox.url), FROM)).toEqual({ sent: 0, failed: 0 });
  });

  it('keeps a mail the server refused and tries it again once the claim expired', async () => {
    const to = uniqueEmail('refused');
    await ctx.outbox.send({ channel: 'MAIL', recipient: to, subject: 'S', body: 'B', createdAt: new Date() });
    await deliverPendingMail(ctx.db, smtpTransport(inbox.url), FROM); // earlier rows out of the way
    await ctx.db.update(outbox).set({ deliveredAt: null, claimedAt: null }).where(eq(outbox.recipient, to));
    const failing: MailTransport = { sendMail: () => Promise.reject(new Error('550 mailbox unavailable')) };
    const now = new Date();
    expect((await deliverPendingMail(ctx.db, failing, FROM, now)).failed).toBe(1);
    const [row] = await ctx.db.select().from(outbox).where(eq(outbox.recipient, to));
    expect(row).toMatchObject({ deliveredAt: null, deliveryAttempts: 2, lastError: '550 mailbox unavailable' });
    const sent: string[] = [];
    const working: MailTransport = { sendMail: (m) => Promise.resolve(sent.push(m.to)) };
    expect((await deliverPendingMail(ctx.db, working, FROM, new Date(now.getTime() + 1000))).sent).toBe(0);
    await deliverPendingMail(ctx.db, working, FROM, new Date(now.getTime() + CLAIM_EXPIRES_MS + 1000));
    expect(sent).toEqual([to]);
  });

  it('sends each mail once when two instances deliver at the same time', async () => {
    await deliverPendingMail(ctx.db, smtpTransport(inbox.url), FROM); // earlier rows out of the way
    const second = await ctx.secondInstance();
    try {
      const recipients = Array.from({ length: 8 }, () => uniqueEmail('twice'));
      for (const to of recipients)
        await ctx.outbox.send({ channel: 'MAIL', recipient: to, subject: 'S', body: 'B', createdAt: new Date() });
      const sent: string[] = [];
      const counting: MailTransport = { sendMail: (m) => Promise.resolve(sent.push(m.to)) };
      await Promise.all([deliverPendingMail(ctx.db, counting, FROM), deliverPendingMail(second.db, counting, FROM)]);
      expect(sent.sort()).toEqual([...recipients].sort());
    } finally {
      await second.close();
    }
  });
});
