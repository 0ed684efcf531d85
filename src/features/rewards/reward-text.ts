import type { Gift } from '@/domain/coins';
import type { CoinKind } from '@/domain/enums';
import { formatNumber } from '@/i18n';
import { t } from '@/i18n/ns/rewards';

/** "30 free coins": an amount of one coin kind. */
export function amountText(amount: number, kind: CoinKind): string {
  return t('rewards.amount', { amount: formatNumber(amount), kind: t(`rewards.kind.${kind}`) });
}

/** What a gift holds, in one line: coins, or a title's episodes to keep or to rent. */
export function giftText(gift: Gift): string {
  if (gift.kind !== 'EPISODE') return amountText(gift.amount, gift.kind);
  const numbers = gift.episodes.map((e) => e.number).join(', ');
  const what = t('rewards.gift.episodes', {
    title: gift.content?.name ?? gift.title,
    numbers,
    count: gift.episodes.length,
  });
  return `${what} (${t(gift.purchaseKind === 1 ? 'rewards.gift.keep' : 'rewards.gift.rent')})`;
}
