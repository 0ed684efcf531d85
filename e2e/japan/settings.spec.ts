import { expect, test } from '@playwright/test';
import { PurchaseKind } from '../../src/domain/enums';
import ja from '../../src/i18n/locales/ja';
import { demo, signUp, uniqueEmail } from '../support/accounts';
import { readerHeaders } from '../support/api';
import { lockedTitle, post } from '../support/economy';

test('settings: nickname, push and mail toggles, clearing the cache, a gift notification read', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('settings');
  await signUp(page, ja, email);

  // The nickname, changed on My page (PUT /user PROFILE answers new tokens), shows there at once and after a reload.
  const nickname = `夜更かし${Date.now() % 10000}`;
  await page.goto('/my');
  const field = page.getByTestId('nickname-input');
  await field.fill(nickname);
  await page.getByTestId('nickname-save').click();
  await expect(page.getByTestId('my-nickname')).toHaveText(nickname);
  await page.reload();
  await expect(page.getByTestId('my-nickname')).toHaveText(nickname);

  // A new account has the service notifications on (gifts, rentals, wait-until-free tickets); new episodes, the night
  // and mail wait for the reader's yes. The night window names its zone in words.
  await page.goto('/setting/push');
  await expect(page.getByRole('heading', { name: ja.settings.title })).toBeVisible();
  await expect(page.getByText(new RegExp(`${ja.settings.push.zones.japan}の22:00〜04:00`))).toBeVisible();
  for (const id of ['push-isAgreePush', 'push-isAgreePushFreetime']) await expect(page.getByTestId(id)).toBeChecked();
  // Night on, mail on: each is kept on the account, so a reload shows them again.
  for (const id of ['push-isAgreePushNight', 'switch-mail']) {
    const toggle = page.getByTestId(id);
    await expect(toggle).not.toBeChecked();
    await toggle.click();
    await expect(toggle).toBeChecked();
    await expect(toggle).not.toHaveAttribute('aria-busy', 'true');
  }
  await page.reload();
  for (const id of ['push-isAgreePush', 'push-isAgreePushNight', 'switch-mail'])
    await expect(page.getByTestId(id)).toBeChecked();
  await expect(page.getByTestId('push-isAgreePushContents')).not.toBeChecked();

  // Clearing the cache asks first, removes what this device kept, and leaves the reader signed in.
  await page.evaluate(() => window.localStorage.setItem('webtoon.recent-searches', '["恋"]'));
  await page.getByTestId('clear-cache').click();
  await page.getByRole('dialog').getByRole('button', { name: ja.settings.cache.confirm, exact: true }).click();
  await expect(page.getByTestId('clear-cache-report')).toContainText('キャッシュを削除しました');
  expect(await page.evaluate(() => window.localStorage.getItem('webtoon.recent-searches'))).toBeNull();
  await page.reload();
  await expect(page.getByTestId('push-isAgreePush')).toBeChecked();
  await page.goto('/my');
  await expect(page.getByTestId('my-nickname')).toHaveText(nickname);

  // Another reader sends a gift: the navigation marks it, the list says it, marking it read removes the mark.
  const giver = await readerHeaders(request, demo.rich);
  const { detail, locked } = await lockedTitle(request, giver, { count: 1 });
  await post(request, '/gift/send', giver, {
    targetType: 'MAIL',
    target: email,
    contentId: detail.id,
    episodeIds: [locked[0]!.id],
    kind: PurchaseKind.BUY,
  });
  await page.reload();
  await expect(page.getByTestId('nav-alarm-badge').first()).toBeAttached();
  await page.getByRole('link', { name: ja.settings.links.alarm, exact: true }).click();
  await expect(page).toHaveURL(/\/alarm$/);
  const item = page.getByTestId('alarm-item');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(ja.alarm.kind.GIFT_TITLE.replace('{title}', detail.name));
  await item.getByTestId('alarm-mark-read').click();
  await expect(item.getByTestId('alarm-mark-read')).toHaveCount(0);
  await expect(page.getByTestId('nav-alarm-badge')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('alarm-item')).toHaveCount(1);
  await expect(page.getByTestId('nav-alarm-badge')).toHaveCount(0);
});
