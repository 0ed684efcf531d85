import { test } from '@playwright/test';
import en from '../../src/i18n/locales/en';
import { expectInstallable, expectOfflineReload, expectPurchaseRefusedOffline } from '../support/pwa';
import { localeKit } from '../support/text';

// Issue 29 items 1–3 on the Middle East variant (English): installable, a worker that keeps the shell, and offline refusals.
// The worker is the subject here; the other flows run without one (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });
const kit = localeKit(en, 'en');

test('the site is installable: its manifest, its icons and a service worker controlling the page', async ({
  page,
  request,
}) => {
  await expectInstallable(page, request, {
    id: '/',
    name: en.common.appName,
    short_name: en.common.appName,
    lang: 'en',
    start_url: '/',
  });
});

test('a page visited online reloads offline with the offline banner', async ({ page, context }) => {
  await expectOfflineReload(page, context, en, '/search');
});

test('a purchase attempted offline is refused at once with the offline message, and nothing is spent', async ({
  page,
  context,
  request,
}) => {
  await expectPurchaseRefusedOffline(page, context, request, en, kit);
});
