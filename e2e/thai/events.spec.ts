import { expect, test } from '@playwright/test';
import th from '../../src/i18n/locales/th';
import thEvents from '../../server/db/events-content/th';
import { demo, logIn } from '../support/accounts';

test('an adult reader is refused the minors-only event with the Thai message', async ({ page }) => {
  await page.goto('/user/login');
  await logIn(page, th, demo.adult);
  await page.waitForURL((url) => !url.pathname.startsWith('/user/login'));

  await page.goto('/event');
  const event = page
    .getByRole('region', { name: th.events.list.running })
    .getByRole('link')
    .filter({ has: page.getByText(thEvents.minorOnly.title, { exact: true }) });
  // The card is named by what it shows: its audience, title, period and rewards.
  await expect(event).toHaveAccessibleName(new RegExp(th.events.audience.MINOR_ONLY));
  await event.click();
  const card = page.getByTestId('check-in');
  await card.getByRole('button', { name: th.events.checkIn.button }).click();
  await expect(card.getByRole('alert').filter({ hasText: th.errors.UNAUTHORIZED_NON_ADULT })).toBeVisible();
  await expect(card.getByTestId('check-in-day-1')).toHaveAttribute('data-done', 'false');
});
