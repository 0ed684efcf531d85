import { test } from '@playwright/test';
import en from '../../src/i18n/locales/en';
import {
  expectKeptRentalEnds,
  expectOwnedEpisodeReadOffline,
  expectProgressSentOnceAfterReconnect,
  expectSignOutForgetsKept,
} from '../support/offline-reading';
import { localeKit } from '../support/text';

// Issue 29 items 4–5 on the me variant: episodes kept on the device for reading offline.
// The worker is the subject here; the other flows run without one (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });
const kit = localeKit(en, 'en');

test('a reader keeps an owned episode, reloads offline, finds it on the device tab and reads it to its end', async ({
  page,
  context,
  request,
}) => {
  await expectOwnedEpisodeReadOffline(page, context, request, en, kit);
});

test('a kept rental refuses to open after its end, and its images leave Cache Storage', async ({
  page,
  context,
  request,
}) => {
  await expectKeptRentalEnds(page, context, request, en, kit);
});

test('signing out removes everything the reader kept on the device', async ({ page, request }) => {
  await expectSignOutForgetsKept(page, request, en, kit);
});

test('the place read offline reaches the server once the connection is back, once', async ({
  page,
  context,
  request,
}) => {
  await expectProgressSentOnceAfterReconnect(page, context, request, en, kit);
});
