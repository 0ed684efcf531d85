import { expect, test, type Page } from '@playwright/test';
import type { EventDetail, EventList } from '../../src/domain/events';
import ja from '../../src/i18n/locales/ja';
import jaEvents from '../../server/db/events-content/ja';
import { NEW_PASSWORD, signUp, uniqueEmail } from '../support/accounts';
import { data, freeEpisodes, readerHeaders } from '../support/api';
import { walletOf } from '../support/economy';
import { localeKit } from '../support/text';

const { t, num } = localeKit(ja, 'ja');
const reward = (kind: keyof typeof ja.events.rewardKind, amount: number) =>
  t('events.reward', { amount: num(amount), kind: t(`events.rewardKind.${kind}`, { count: amount }) });

async function openEvent(page: Page, title: string) {
  await page.goto('/event');
  await page
    .getByRole('region', { name: ja.events.list.running })
    .getByRole('link')
    .filter({ has: page.getByText(title, { exact: true }) })
    .click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
}

test('a new reader checks in once a day: the reward arrives, a second check-in is refused', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('check-in');
  await signUp(page, ja, email);
  const reader = await readerHeaders(request, email, NEW_PASSWORD);
  const before = await walletOf(request, reader);

  // A second tab opened before the check-in: its page is stale, so only the server can refuse it.
  const stale = await page.context().newPage();
  await openEvent(stale, jaEvents.checkIn.title);
  await openEvent(page, jaEvents.checkIn.title);
  const card = page.getByTestId('check-in');
  await card.getByRole('button', { name: ja.events.checkIn.button }).click();
  const rewards = `${reward('FREE_COIN', 5)} · ${reward('ROULETTE_TICKET', 1)}`;
  await expect(page.getByText(t('events.claimed', { rewards }))).toBeVisible();
  await expect(card.getByTestId('check-in-day-1')).toHaveAttribute('data-done', 'true');
  await expect(card.getByText(ja.events.checkIn.today)).toBeVisible();
  const after = await walletOf(request, reader);
  expect(after.balance.FREE_COIN - before.balance.FREE_COIN).toBe(5);

  // This page now says why there is no second check-in today.
  await expect(card.getByRole('button', { name: ja.events.checkIn.button })).toBeDisabled();

  // The same day again from the stale tab: refused with the catalogue's Japanese message, nothing more arrives,
  // and the tab is brought up to date.
  const staleCard = stale.getByTestId('check-in');
  await staleCard.getByRole('button', { name: ja.events.checkIn.button }).click();
  await expect(staleCard.getByRole('alert').filter({ hasText: ja.errors.ALREADY_CHECKED_IN })).toBeVisible();
  await expect(staleCard.getByTestId('check-in-day-1')).toHaveAttribute('data-done', 'true');
  await expect(staleCard.getByRole('button', { name: ja.events.checkIn.button })).toBeDisabled();
  expect((await walletOf(request, reader)).balance.FREE_COIN).toBe(after.balance.FREE_COIN);
});

test('a mission is completed by reading its titles in the viewer, then each step is claimed', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('mission');
  await signUp(page, ja, email);
  const reader = await readerHeaders(request, email, NEW_PASSWORD);
  const { items } = await data<EventList>(request, '/event');
  const mission = items.find((e) => e.kind === 'MISSION' && e.phase === 'RUNNING')!;
  const detail = await data<EventDetail>(request, `/event/${mission.id}`, reader);
  const free: number[] = [];
  for (const title of detail.titles) free.push(...(await freeEpisodes(request, title.id, reader)).free);
  const goal = mission.steps.at(-1)!.requirement;
  expect(free.length).toBeGreaterThanOrEqual(goal);

  await openEvent(page, jaEvents.mission.title);
  const panel = page.getByTestId('mission');
  // Nothing read yet: the goal's claim waits, saying how many episodes are left.
  const early = panel.getByRole('button', { name: t('events.mission.claimLabel', { count: goal }) });
  await expect(early).toBeDisabled();
  await expect(early).toHaveAccessibleDescription(t('events.mission.left', { count: goal }));

  // Reading in the viewer: opening an episode counts it once.
  for (const episodeId of free.slice(0, goal)) {
    const counted = page.waitForResponse((r) => r.url().endsWith('/api/backend/viewcount') && r.ok());
    await page.goto(`/viewer/${episodeId}`);
    await counted;
  }
  const before = await walletOf(request, reader);
  await openEvent(page, jaEvents.mission.title);
  await expect(panel.getByTestId('mission-step-2')).toContainText(
    t('events.mission.progress', { read: goal, requirement: goal }),
  );
  await panel.getByRole('button', { name: t('events.mission.claimLabel', { count: 1 }) }).click();
  await expect(page.getByText(t('events.claimed', { rewards: reward('FREE_COIN', 10) }))).toBeVisible();
  await panel.getByRole('button', { name: t('events.mission.claimLabel', { count: goal }) }).click();
  const big = `${reward('BONUS', 30)} · ${reward('ROULETTE_TICKET', 1)}`;
  await expect(page.getByText(t('events.claimed', { rewards: big }))).toBeVisible();
  await expect(panel.getByTestId('mission-step-2')).toContainText(ja.events.mission.done);
  const after = await walletOf(request, reader);
  expect(after.balance.FREE_COIN - before.balance.FREE_COIN).toBe(10);
  expect(after.balance.BONUS - before.balance.BONUS).toBe(30);
});
