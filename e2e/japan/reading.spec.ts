import { expect, test, type Page, type Response } from '@playwright/test';
import type { Banner, MainSection, RecentItem } from '../../src/domain/catalog';
import type { ApiEnvelope } from '../../src/domain/errors';
import { homeListOf } from '../../src/features/catalog/home-query';
import ja from '../../src/i18n/locales/ja';
import { demo, logIn } from '../support/accounts';
import { data, freeEpisodes, readerHeaders } from '../support/api';
import { textsOf } from '../support/text';

const t = textsOf(ja, 'ja');

interface SavedProgress {
  episodeId: number;
  scrollPercent: number;
  lastImage: number;
}

/**
 * The next progress the API confirms saving for an episode that satisfies `done` (the viewer throttles its saves).
 * Read from the reply, which echoes what was saved: the request body is a stream the browser does not expose.
 */
async function progressSaved(page: Page, episodeId: number, done: (saved: SavedProgress) => boolean) {
  let found: SavedProgress | null = null;
  await page.waitForResponse(async (response: Response) => {
    const request = response.request();
    if (request.method() !== 'PUT' || !response.url().endsWith('/api/backend/library/progress')) return false;
    const reply = (await response.json()) as ApiEnvelope<SavedProgress>;
    if (reply.result !== 'SUCCESS' || reply.data.episodeId !== episodeId || !done(reply.data)) return false;
    found = reply.data;
    return true;
  });
  if (!found) throw new Error('unreachable');
  return found as SavedProgress;
}

test('a signed-in reader browses, reads a free episode to its end in SCROLL mode, pages the next in PAPER mode, and finds it in recently read', async ({
  page,
  request,
}) => {
  // Log in through the login page, as the reader would.
  await page.goto('/user/login');
  await logIn(page, ja, demo.adult);
  await expect(page).not.toHaveURL(/\/user\/login/);

  // The main page: the banners and one rail per section of this reader, each headed by the tab it belongs to.
  await page.goto('/');
  const reader = await readerHeaders(request, demo.adult);
  const sections = await data<MainSection[]>(request, '/sections', reader);
  const bannerList = await data<Banner[]>(request, '/banners', reader);
  const banners = page.getByRole('region', { name: ja.home.main.banners });
  await expect(banners).toBeVisible();
  await expect(banners.getByRole('group')).toHaveCount(bannerList.length);
  const [firstBanner] = bannerList;
  if (!firstBanner) throw new Error('The seed has no banner.');
  const firstSlide = banners.getByRole('group', {
    name: t('home.main.position', { current: 1, total: bannerList.length }),
  });
  await expect(firstSlide).toBeVisible();
  if (firstBanner.layout === 'ONLY_ICON')
    await expect(firstSlide.getByRole('img', { name: firstBanner.title })).toBeVisible();
  else await expect(firstSlide).toContainText(firstBanner.title);
  const shown = sections.filter((section) => section.items.length > 0);
  expect(shown.length).toBeGreaterThan(0);
  for (const section of shown) {
    const { tab } = homeListOf(section.list, section.sort);
    const rail = page.getByRole('region', { name: ja.pages.homeTabs[tab], exact: true });
    await expect(rail.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(rail.getByTestId('content-card')).toHaveCount(section.items.length);
  }

  // A home tab, through its link in the tab list.
  await page
    .getByRole('navigation', { name: ja.pages.main.tabs })
    .getByRole('link', { name: ja.pages.homeTabs.free, exact: true })
    .click();
  await expect(page).toHaveURL(/\/home\/free$/);
  await expect(page.getByRole('heading', { level: 1, name: ja.pages.homeTabs.free })).toBeVisible();
  // A title this reader has not read yet (a rerun on the same database picks another), with two free episodes.
  const read = new Set((await data<RecentItem[]>(request, '/library/recent', reader)).map((item) => item.content.id));
  const cards = page.getByTestId('content-card');
  await expect(cards.first()).toBeVisible();
  const listed = await cards.evaluateAll((links) => links.map((link) => Number(link.getAttribute('data-content-id'))));
  const contentId = listed.find((id) => !read.has(id));
  if (contentId === undefined) throw new Error('The reader has read every title of the FREE list.');
  const card = page.locator(`[data-testid="content-card"][data-content-id="${contentId}"]`);
  const { detail, free } = await freeEpisodes(request, contentId, reader);
  expect(free.length, `title ${contentId} of the FREE list has two free episodes`).toBeGreaterThanOrEqual(2);
  const [first, second] = detail.episodes.filter((e) => free.slice(0, 2).includes(e.id));
  if (!first || !second) throw new Error('unreachable');

  // The title's page, then its first free episode.
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/detail/${contentId}$`));
  await expect(page.getByRole('heading', { level: 1, name: detail.name })).toBeVisible();
  await page
    .getByTestId(`episode-${first.id}`)
    .getByRole('link', { name: t('detail.episodeNumber', { number: first.number }) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/viewer/${first.id}$`));

  // SCROLL mode (the default): read with the mouse wheel until the end panel shows.
  const viewer = page.getByRole('region', { name: ja.viewer.region });
  await expect(viewer).toHaveAttribute('data-mode', 'SCROLL');
  await expect(page.getByRole('button', { name: ja.viewer.mode.SCROLL })).toHaveAttribute('aria-pressed', 'true');
  const firstImages = await data<{ images: unknown[]; copyrightImages: unknown[] }>(
    request,
    `/contents/viewer/${first.id}`,
  );
  const imageCount = firstImages.images.length;
  const copyrightCount = firstImages.copyrightImages.length;
  await expect(viewer.getByRole('img', { name: t('viewer.imageAlt', { page: 1, total: imageCount }) })).toBeVisible();
  const readToEnd = progressSaved(page, first.id, (saved) => saved.scrollPercent === 100);
  const endPanel = page.getByRole('region', { name: t('viewer.end.heading', { number: first.number }) });
  await page.mouse.move(400, 400);
  await expect(async () => {
    await page.mouse.wheel(0, 2500);
    await expect(endPanel).toBeInViewport({ timeout: 250 });
  }).toPass({ timeout: 45_000 });
  // The end card comes right after the episode's last image; the copyright images follow it as one compact row
  // (spec §9's eight images, no longer eight screens before the end card).
  const copyright = viewer.getByRole('region', { name: ja.viewer.copyrightRegion });
  await expect(copyright.getByRole('img')).toHaveCount(copyrightCount);
  await expect(
    copyright.getByRole('img', { name: t('viewer.copyrightAlt', { page: copyrightCount, total: copyrightCount }) }),
  ).toBeVisible();
  const rowFollowsCard = await viewer.evaluate((root) => {
    const card = root.querySelector('[data-testid="viewer-end"]');
    const row = root.querySelector('[data-testid="viewer-copyright"]');
    return Boolean(card && row && card.compareDocumentPosition(row) & Node.DOCUMENT_POSITION_FOLLOWING);
  });
  expect(rowFollowsCard, 'the copyright row follows the end card').toBe(true);
  // Beside the end card, the episode's best comments with the way to all of them.
  const best = page.getByRole('region', { name: ja.viewer.end.best.heading });
  await expect(best.getByTestId('comments-link')).toHaveAttribute('href', `/comment?episodeId=${first.id}`);
  await expect(endPanel).toContainText(ja.viewer.end.next.FREE);
  // Reading to the end is saved as 100 % for a signed-in reader.
  expect((await readToEnd).scrollPercent).toBe(100);

  // On to the next episode from the end panel.
  await endPanel.getByRole('link', { name: ja.viewer.end.readNext }).click();
  await expect(page).toHaveURL(new RegExp(`/viewer/${second.id}$`));
  const secondImages = await data<{ images: unknown[] }>(request, `/contents/viewer/${second.id}`);
  const total = secondImages.images.length;
  expect(total, 'the next episode has enough pages to turn three').toBeGreaterThanOrEqual(4);
  await expect(viewer.getByRole('img', { name: t('viewer.imageAlt', { page: 1, total }) })).toBeVisible();

  // PAPER mode through the viewer's mode switch; then turn pages with the keyboard.
  const bar = page.getByRole('navigation', { name: ja.viewer.bar.label });
  await bar.getByRole('button', { name: ja.viewer.mode.PAPER }).click();
  await expect(viewer).toHaveAttribute('data-mode', 'PAPER');
  await expect(page.getByTestId('viewer-pager')).toBeVisible();
  await expect(bar.getByRole('button', { name: ja.viewer.mode.PAPER })).toHaveAttribute('aria-pressed', 'true');
  const indicator = bar.getByText(t('viewer.bar.position', { page: 1, total }), { exact: true });
  await expect(indicator).toBeVisible();
  // The mode button keeps focus after the click; take it off so Space turns the page instead of pressing it.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

  const savedAtPage4 = progressSaved(page, second.id, (saved) => saved.lastImage === 3);
  for (const [key, shownPage] of [
    ['ArrowRight', 2],
    ['Space', 3],
    ['j', 4],
  ] as const) {
    await page.keyboard.press(key);
    await expect(viewer.getByRole('img', { name: t('viewer.imageAlt', { page: shownPage, total }) })).toBeVisible();
    await expect(bar).toContainText(t('viewer.bar.position', { page: shownPage, total }));
  }
  // The page before is no longer on screen: one page at a time.
  await expect(viewer.getByRole('img', { name: t('viewer.imageAlt', { page: 3, total }) })).toBeHidden();
  const saved = await savedAtPage4;

  // Recently read: the title, the episode reached and how far.
  await page.goto('/library/recent');
  const list = page.getByRole('list', { name: ja.pages.library.recent });
  const row = list.getByRole('listitem').filter({ has: page.getByRole('link', { name: detail.name, exact: true }) });
  await expect(row).toHaveCount(1);
  await expect(list.getByRole('listitem').first()).toContainText(detail.name);
  await expect(row).toContainText(t('library.recent.episode', { number: second.number }));
  const progress = row.getByRole('progressbar', {
    name: t('library.recent.progressLabel', { title: detail.name, number: second.number }),
  });
  await expect(progress).toHaveAttribute('aria-valuenow', String(Math.round(saved.scrollPercent)));
  expect(Math.round(saved.scrollPercent)).toBeGreaterThan(0);

  // And back in where the reader stopped: page 4 of the second episode, still in PAPER mode.
  await row
    .getByRole('link', { name: t('library.recent.continueLabel', { title: detail.name, number: second.number }) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/viewer/${second.id}$`));
  await expect(viewer.getByRole('img', { name: t('viewer.imageAlt', { page: 4, total }) })).toBeVisible();
});
