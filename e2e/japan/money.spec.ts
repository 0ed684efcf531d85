import { expect, test } from '@playwright/test';
import { coinValue } from '../../src/domain/coin-value';
import type { CoinProduct } from '../../src/domain/coins';
import ja from '../../src/i18n/locales/ja';
import { data } from '../support/api';
import { lockedTitle } from '../support/economy';
import { localeKit } from '../support/text';

const { t, money } = localeKit(ja, 'ja');

// Issue 14: beside a coin price, its value in yen at the rate of the package the reader would buy.
test('a guest sees what the prices of a locked episode and of the next one mean in yen', async ({ page, request }) => {
  const products = await data<CoinProduct[]>(request, '/payment/products');
  const { detail } = await lockedTitle(request, {}, { count: 1, freeBeforeLocked: true });
  const episodes = [...detail.episodes].sort((a, b) => a.number - b.number);
  const index = episodes.findIndex((e) => e.state.kind === 'LOCKED');
  const [free, episode] = [episodes[index - 1], episodes[index]];
  if (!free || episode?.state.kind !== 'LOCKED') throw new Error('unreachable');
  const prices = [episode.state.rentPrice, episode.state.possessionPrice].filter((coins) => coins > 0);
  const values = prices.map((coins) => t('money.approx', { amount: money(coinValue(products, coins)!) })).join(' · ');
  expect(values).toMatch(/^≈ [￥¥]\d/);

  await page.goto(`/detail/${detail.id}`);
  await expect(page.getByTestId(`episode-${episode.id}`).getByTestId('coin-value')).toHaveText(values);

  // The end of the free episode before it states the next one's prices with the same values.
  await page.goto(`/viewer/${free.id}`);
  const end = page.getByTestId('viewer-end');
  await end.scrollIntoViewIfNeeded();
  await expect(end.getByTestId('coin-value')).toHaveText(values);
});
