import { expect, test } from '@playwright/test';
import type { ContentPage } from '../../src/domain/catalog';
import en from '../../src/i18n/locales/en';
import { data } from '../support/api';

/** The Android app's web view marks its User-Agent (src/domain/client-kind.ts). */
const APP_AGENT = 'Mozilla/5.0 (Linux; Android 14) Chrome/126.0 Mobile Safari/537.36 WebtoonApp/3.2.1 (AND_PLAY; APP)';

test.describe('inside the app', () => {
  test.use({ userAgent: APP_AGENT });

  test('BL titles are hidden on me, with the reason, while the web shows them to the same guest', async ({
    page,
    request,
  }) => {
    const onWeb = await data<ContentPage>(request, '/contents?list=BL&size=50', { 'user-agent': 'Mozilla/5.0' });
    expect(onWeb.items.length, 'the web shows BL titles to a guest').toBeGreaterThan(0);
    const inApp = await data<ContentPage>(request, '/contents?list=BL&size=50', { 'user-agent': APP_AGENT });
    expect(inApp.items).toEqual([]);

    await page.goto('/home/bl');
    await expect(page.getByRole('heading', { name: en.home.gate.blTitle })).toBeVisible();
    await expect(page.getByText(en.home.gate.blInApp)).toBeVisible();
    await expect(page.getByTestId('content-card')).toHaveCount(0);
  });
});
