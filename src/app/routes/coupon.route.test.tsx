import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatNumber } from '@/i18n';
import { sessionEstablished } from '@/session';
import { buildCoin, buildTokens, buildUser } from '@/testing/factories';
import { fakeBackend, type FakeBackend } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render';
import { t } from '@/testing/texts';
import de from '@/i18n/locales/de/errors';
import en from '@/i18n/locales/en/errors';
import ja from '@/i18n/locales/ja/errors';
import th from '@/i18n/locales/th/errors';
import zhTW from '@/i18n/locales/zh-TW/errors';
import { platforms } from '../../../platforms';
import { createAppRoutes } from '../router';
import { laterPages } from '../later-routes';
import { makeStore } from '../store';

/** FIRSTCHARGE300's minimum of coins charged in the shop (server/routes/coupon/coupon.test.ts pins the rule). */
const FIRST_CHARGE_MINIMUM = 1000;

let backend: FakeBackend | null = null;
afterEach(() => backend?.restore());

describe('/coupon', () => {
  it('says how many charged coins a minimum-amount coupon needs when it refuses one', async () => {
    backend = fakeBackend({
      'GET /coupon': () => ({ data: [] }),
      'POST /coupon/register': () => ({ code: 'INVALID_MINIMUM_AMOUNT_COUPON', status: 400 }),
    });
    const { store } = makeStore();
    store.dispatch(sessionEstablished({ user: buildUser(), coin: buildCoin({}), tokens: buildTokens() }));
    const routes = createAppRoutes(store, { platform: platforms.japan, bootstrap: async () => undefined }, laterPages);
    const app = renderWithProviders(routes, { route: '/coupon', store });

    await app.user.type(await screen.findByLabelText(t('rewards.coupon.code')), 'FIRSTCHARGE300');
    await app.user.click(screen.getByRole('button', { name: t('rewards.coupon.register') }));
    const refusal = await screen.findByText(t('errors.INVALID_MINIMUM_AMOUNT_COUPON'));
    expect(refusal).toHaveTextContent(formatNumber(FIRST_CHARGE_MINIMUM));
  });

  // The refusal is a bare code (the error envelope carries no amount), so each language's message names the minimum,
  // written as that language writes numbers (1,000; 1.000 in German).
  it.each([
    ['ja', ja],
    ['th', th],
    ['zh-TW', zhTW],
    ['en', en],
    ['de', de],
  ])('names the minimum in %s', (locale, messages) => {
    expect(messages.INVALID_MINIMUM_AMOUNT_COUPON).toContain(
      new Intl.NumberFormat(locale).format(FIRST_CHARGE_MINIMUM),
    );
  });
});
