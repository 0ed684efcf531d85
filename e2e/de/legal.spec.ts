import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { TERMS_VERSION } from '../../src/domain/legal';
import de from '../../src/i18n/locales/de';
import { demo, logIn } from '../support/accounts';

/** A day in the transfer period (it ends 30.06.2025 23:59 Europe/Berlin), on the API's clock and the browser's. */
const IN_PERIOD = '2025-06-20T10:00:00+02:00';

async function setClock(page: Page, request: APIRequestContext, iso: string) {
  expect((await request.post('/api/test/clock', { data: { now: iso } })).ok()).toBe(true);
  await page.clock.install({ time: new Date(iso) });
}

test.afterEach(async ({ request }) => {
  await request.post('/api/test/clock', { data: { now: null } });
});

test('the transfer’s terms link opens the German terms in a new tab, and the whitelist keeps them', async ({
  page,
  request,
}) => {
  await setClock(page, request, IN_PERIOD);
  await page.goto('/transfer/apply/login');
  await logIn(page, de, demo.deReader);
  await expect(page).toHaveURL(/\/transfer\/apply\/confirm$/);

  const opened = page.context().waitForEvent('page');
  await page.getByTestId('transfer-terms-link').click();
  const terms = await opened;
  await expect(terms).toHaveURL(/\/policy$/);
  await expect(terms.getByRole('heading', { level: 1, name: de.legal.terms.title })).toBeVisible();
  await expect(terms.getByRole('heading', { name: de.legal.terms.sections.transfer.heading })).toBeVisible();
  // German dates on the German variant: dd.MM.yyyy.
  await expect(terms.getByTestId('legal-version')).toContainText(TERMS_VERSION.split('-').reverse().join('.'));
  await terms.getByRole('link', { name: de.legal.toPrivacy, exact: true }).click();
  await expect(terms).toHaveURL(/\/privacy$/);
  await expect(terms.getByRole('heading', { level: 1, name: de.legal.privacy.title })).toBeVisible();
  await terms.close();

  // Reading them did not cost the reader the confirm step.
  await expect(page).toHaveURL(/\/transfer\/apply\/confirm$/);
});

for (const path of ['/policy', '/privacy', '/faq']) {
  test(`on the German variant ${path} stays reachable`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });
}
