import { expect, test } from '@playwright/test';
import type { FaqList, NoticeDetail, NoticePage } from '../../src/domain/help';
import ja from '../../src/i18n/locales/ja';
import { data } from '../support/api';
import { literal } from '../support/text';

const notice = ja.help.notice;
const faq = ja.help.faq;

test('notices: pinned first over two pages, a notice with the 2 latest, and back to the list', async ({
  page,
  request,
}) => {
  const first = await data<NoticePage>(request, '/notice');
  expect(first.hasNext).toBe(true);
  await page.goto('/notice');
  const rows = page.getByTestId('notice-item');
  await expect(rows).toHaveCount(first.items.length);
  await expect(rows.first()).toContainText(notice.pinned);
  await expect(rows.first()).toContainText(first.items[0]!.title);

  // The second page, through the numbered links.
  const pages = page.getByRole('navigation', { name: notice.pages });
  await pages.getByRole('link', { name: notice.page.replace('{page}', '2') }).click();
  await expect(page).toHaveURL(/\/notice\?page=2$/);
  const second = await data<NoticePage>(request, '/notice?page=1');
  await expect(rows).toHaveCount(second.items.length);
  await expect(rows.first()).toContainText(second.items[0]!.title);

  // A notice of the second page: its text, then the two latest others, each a way on.
  const chosen = second.items[0]!;
  await rows.first().getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/notice/detail/${chosen.id}$`));
  const expected = await data<NoticeDetail>(request, `/notice/${chosen.id}`);
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { name: chosen.title })).toBeVisible();
  await expect(article).toContainText(expected.notice.body.split('\n')[0]!);
  const latest = page.getByRole('region', { name: notice.latest });
  await expect(latest.getByRole('link')).toHaveCount(2);
  const [newest] = expected.latest;
  await latest.getByRole('link', { name: literal(newest!.title) }).click();
  await expect(page).toHaveURL(new RegExp(`/notice/detail/${newest!.id}$`));
  await expect(page.getByRole('article').getByRole('heading', { name: newest!.title })).toBeVisible();

  await page.getByRole('link', { name: notice.toList }).click();
  await expect(page).toHaveURL(/\/notice$/);
  await expect(rows.first()).toContainText(first.items[0]!.title);

  await page.goto('/notice/detail/999999');
  await expect(page.getByText(notice.notFound)).toBeVisible();
});

test('FAQ: a category, an answer expanded, a search with results and one without, and the way to the inquiry', async ({
  page,
  request,
}) => {
  const all = await data<FaqList>(request, '/faq');
  await page.goto('/faq');
  const items = page.getByTestId('faq-item');
  await expect(items).toHaveCount(all.items.length);

  // A category: only its questions.
  const tabs = page.getByRole('navigation', { name: faq.categories });
  await tabs.getByRole('link', { name: faq.category.ACCOUNT }).click();
  const account = all.items.filter((i) => i.category === 'ACCOUNT');
  await expect(items).toHaveCount(account.length);
  await expect(tabs.getByRole('link', { name: faq.category.ACCOUNT })).toHaveAttribute('aria-current', 'page');

  // An answer, expanded and collapsed.
  const question = page.getByRole('button', { name: account[0]!.question });
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  const answer = page.getByRole('region', { name: account[0]!.question });
  await expect(answer).toContainText(account[0]!.answer.split('\n')[0]!);
  await question.click();
  await expect(answer).toBeHidden();

  // A word: only the questions that hold it, from every category.
  const word = '返金';
  const matching = all.items.filter((i) => i.question.includes(word) || i.answer.includes(word));
  expect(matching.length).toBeGreaterThan(0);
  expect(matching.length).toBeLessThan(all.items.length);
  const field = page.getByRole('searchbox', { name: faq.searchLabel });
  await field.fill(word);
  await expect(page.getByRole('status').filter({ hasText: word })).toBeVisible();
  await expect(items).toHaveCount(matching.length);
  for (const [index, item] of matching.entries()) await expect(items.nth(index)).toContainText(item.question);
  await expect(page).toHaveURL(/[?&]q=/);

  // A search without a result.
  await field.fill('存在しない言葉xyz');
  await expect(page.getByText(faq.noResult.replace('{query}', '存在しない言葉xyz'))).toBeVisible();
  await expect(items).toHaveCount(0);

  // The question is not there: the 1:1 inquiry (a signed-in screen, so a guest is asked to log in first).
  await page.getByRole('link', { name: faq.toQna }).click();
  await expect(page).toHaveURL(/\/user\/login\?.*=%2Fqna(&|$)/);
});
