import { expect, test } from '@playwright/test';
import th from '../../src/i18n/locales/th';
import { signUp, uniqueEmail } from '../support/accounts';
import { freeTitle } from '../support/api';
import { commentWith, stamp } from '../support/comments';

test('a Thai reader writes a comment in Thai and reads it back in the Thai bundle', async ({ page, request }) => {
  const {
    free: [episode],
  } = await freeTitle(request);
  await signUp(page, th, uniqueEmail('thai-comment'));
  await page.goto(`/comment?episodeId=${episode}`);
  const form = page.getByRole('form', { name: th.community.composer.label });
  const text = stamp('ตอนนี้สนุกมาก อยากอ่านตอนต่อไปแล้ว');
  await form.getByRole('textbox', { name: th.community.composer.label }).fill(text);
  await form.getByRole('button', { name: th.community.composer.send }).click();
  await expect(commentWith(page, text)).toContainText(th.community.item.mine);

  await page.reload();
  await page.getByRole('button', { name: th.community.sort.NEWEST }).click();
  await expect(commentWith(page, text)).toBeVisible();
  await expect(page.getByRole('heading', { name: th.community.title })).toBeVisible();
});
