import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { INQUIRY_DAILY_LIMIT, INQUIRY_IMAGE_MAX_BYTES } from '../../src/domain/help';
import type { ApiEnvelope } from '../../src/domain/errors';
import type { InquiryPage } from '../../src/domain/inquiry';
import ja from '../../src/i18n/locales/ja';
import { NEW_PASSWORD, signUp, uniqueEmail } from '../support/accounts';
import { data, readerHeaders } from '../support/api';
import { textsOf } from '../support/text';

const t = textsOf(ja, 'ja');

const image = (format: 'png' | 'jpeg', background: string) => {
  const blank = sharp({ create: { width: 64, height: 48, channels: 3, background } });
  return (format === 'png' ? blank.png() : blank.jpeg()).toBuffer();
};

test('send an inquiry with three images, see it wait, answered by the operator, then the daily limit', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('inquiry');
  await signUp(page, ja, email);

  await page.goto('/qna');
  await expect(page.getByText(ja.inquiry.empty)).toBeVisible();
  await page.getByTestId('inquiry-register-link').click();
  await expect(page).toHaveURL(/\/qna\/register$/);

  // A file over 3 MB is refused before any upload, with its message.
  const input = page.getByTestId('inquiry-image-input');
  const big = Buffer.concat([await image('png', '#000'), Buffer.alloc(INQUIRY_IMAGE_MAX_BYTES)]);
  await input.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: big });
  await expect(page.getByTestId('inquiry-image-error')).toHaveText(ja.errors.IMAGE_TOO_LARGE);
  await expect(page.getByTestId('inquiry-image-preview')).toHaveCount(0);

  await page.getByLabel(ja.inquiry.category.label).selectOption('COIN');
  await page.getByLabel(ja.inquiry.field.title).fill('コインが反映されません');
  await page.getByLabel(ja.inquiry.field.content).fill('100コインを購入しました。\nまだ残高に表示されません。');
  await expect(page.getByTestId('inquiry-content-counter')).toHaveText(
    t('inquiry.field.counter', { count: 28, max: 2000 }),
  );
  await input.setInputFiles([
    { name: 'receipt.png', mimeType: 'image/png', buffer: await image('png', '#36a') },
    { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: await image('jpeg', '#a63') },
    { name: 'screen.png', mimeType: 'image/png', buffer: await image('png', '#3a6') },
  ]);
  await expect(page.getByTestId('inquiry-image-preview')).toHaveCount(3);
  await expect(page.getByTestId('inquiry-image-error')).toHaveCount(0);
  await page.getByTestId('inquiry-submit').click();

  await expect(page).toHaveURL(/\/qna$/);
  const item = page.getByTestId('inquiry-item').first();
  await expect(item.getByTestId('inquiry-status')).toHaveText(ja.inquiry.status.WAIT);
  await expect(item).toContainText('コインが反映されません');
  const images = item.getByRole('img');
  await expect(images).toHaveCount(3);
  for (const img of await images.all())
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);

  // The operator answers (the test endpoint stands in for `npm run operator -- answer`).
  const headers = await readerHeaders(request, email, NEW_PASSWORD);
  const [sent] = (await data<InquiryPage>(request, '/qna', headers)).items;
  const answer = 'ご不便をおかけしました。100コインを付与しました。';
  const answered = await request.post(`/api/test/qna/${sent!.id}/answer`, { data: { answer } });
  expect(((await answered.json()) as ApiEnvelope<unknown>).result).toBe('SUCCESS');
  // From the form's back link, so that the list opens as a reader finds it (the sent one is no longer opened).
  await page.goto('/qna/register');
  await page.getByRole('link', { name: ja.ui.back }).click();
  await expect(page).toHaveURL(/\/qna$/);
  const done = page.getByTestId('inquiry-item').first();
  await expect(done.getByTestId('inquiry-status')).toHaveText(ja.inquiry.status.COMPLETED);
  await done.getByRole('button', { expanded: false }).click();
  await expect(done.getByTestId('inquiry-answer')).toContainText(answer);

  // Up to the daily limit through the API, then the form shows the refusal clearly.
  for (let i = 1; i < INQUIRY_DAILY_LIMIT; i += 1) {
    const reply = await request.post('/api/backend/qna', {
      headers,
      multipart: { category: 'OTHER', title: `追加の質問 ${i}`, content: '確認お願いします。' },
    });
    expect(((await reply.json()) as ApiEnvelope<unknown>).result).toBe('SUCCESS');
  }
  await page.goto('/qna/register');
  await page.getByLabel(ja.inquiry.category.label).selectOption('BUG');
  await page.getByLabel(ja.inquiry.field.title).fill('もう一件');
  await page.getByLabel(ja.inquiry.field.content).fill('本日4件目のお問い合わせです。');
  await page.getByTestId('inquiry-submit').click();
  await expect(page.getByTestId('inquiry-error')).toHaveText(ja.errors.LIMIT_QNA_COUNT);
  await expect(page).toHaveURL(/\/qna\/register$/);
});
