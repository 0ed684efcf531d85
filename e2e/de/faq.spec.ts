import { expect, test } from '@playwright/test';
import { TRANSFER_WHITELIST } from '../../src/app/paths';
import type { FaqList } from '../../src/domain/help';
import de from '../../src/i18n/locales/de';
import { data } from '../support/api';

const faq = de.help.faq;

test('the German FAQ explains the transfer, searches, and links nowhere the German bundle does not serve', async ({
  page,
  request,
}) => {
  if (!TRANSFER_WHITELIST.includes('/faq')) {
    // Until the German whitelist names it, the FAQ lands on the transfer note like every route outside it.
    await page.goto('/faq');
    await expect(page).toHaveURL(/\/transfer\/note$/);
    return;
  }
  const all = await data<FaqList>(request, '/faq');
  expect(all.categories).toContain('TRANSFER');
  await page.goto('/faq');
  await expect(page).toHaveURL(/\/faq$/);
  const items = page.getByTestId('faq-item');
  await expect(items).toHaveCount(all.items.length);

  await page
    .getByRole('navigation', { name: faq.categories })
    .getByRole('link', { name: faq.category.TRANSFER })
    .click();
  const transfer = all.items.filter((i) => i.category === 'TRANSFER');
  await expect(items).toHaveCount(transfer.length);
  const deadline = transfer.find((i) => i.answer.includes('30.06.2025'));
  if (!deadline) throw new Error('No German answer names the deadline.');
  await page.getByRole('button', { name: deadline.question }).click();
  await expect(page.getByRole('region', { name: deadline.question })).toContainText('30.06.2025');

  await page.getByRole('searchbox', { name: faq.searchLabel }).fill('Frist');
  await expect(page.getByRole('status').filter({ hasText: 'Frist' })).toBeVisible();
  expect(await items.count()).toBeLessThan(all.items.length);

  // No inquiry link, and every link on the page stays on the whitelist or the page itself.
  await expect(page.getByRole('link', { name: faq.toQna })).toHaveCount(0);
  for (const href of await page.locator('a[href^="/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
    const path = (href ?? '').split('?')[0]!;
    expect(path === '/faq' || TRANSFER_WHITELIST.includes(path), href ?? '').toBe(true);
  }
});
