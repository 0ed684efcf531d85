import type { PurchasePreview, PurchaseResult, Wallet } from '@/domain/coins';
import type { PurchaseKind } from '@/domain/enums';

/** Episodes 104… of title 7 cost 3 coins to rent and 9 to buy in these fakes. */
export const PRICES = { 0: 3, 1: 9 } as const;

export function wallet(balance: Partial<Wallet['balance']> = {}): Wallet {
  const full = { COIN: 20, BONUS: 5, FREE_COIN: 2, MILEAGE: 0, ...balance };
  return { balance: full, total: full.COIN + full.BONUS + full.FREE_COIN, expiringSoon: 0 };
}

/** What GET /purchase/preview answers for these episodes, paying bonus first, then free coins, then paid coins. */
export function previewOf(episodeIds: number[], kind: PurchaseKind, owned: Partial<Wallet['balance']> = {}) {
  const purse = wallet(owned);
  const total = episodeIds.length * PRICES[kind];
  let due = total;
  const lots = [
    { lotId: 1, kind: 'BONUS' as const, left: purse.balance.BONUS, expiresAt: Date.UTC(2025, 0, 20, 16) },
    { lotId: 2, kind: 'FREE_COIN' as const, left: purse.balance.FREE_COIN, expiresAt: Date.UTC(2025, 1, 1) },
    { lotId: 3, kind: 'COIN' as const, left: purse.balance.COIN, expiresAt: null },
  ];
  const parts = lots.flatMap(({ left, ...lot }) => {
    const amount = Math.min(left, due);
    due -= amount;
    return amount > 0 ? [{ ...lot, amount }] : [];
  });
  const preview: PurchasePreview = {
    kind,
    lines: episodeIds.map((episodeId) => ({
      episodeId,
      number: episodeId - 100,
      name: `Chapter ${episodeId - 100}`,
      price: PRICES[kind],
    })),
    total,
    wallet: purse,
    parts,
    shortfall: due,
    rentalHours: kind === 0 ? 72 : null,
  };
  return preview;
}

/** What POST /purchase answers when the preview's purchase goes through. */
export function resultOf(preview: PurchasePreview, now: number): PurchaseResult {
  const spent = { ...preview.wallet.balance };
  for (const part of preview.parts) spent[part.kind] -= part.amount;
  return {
    purchaseId: 1,
    kind: preview.kind,
    total: preview.total,
    parts: preview.parts,
    wallet: { balance: spent, total: preview.wallet.total - preview.total, expiringSoon: 0 },
    episodes: preview.lines.map((line) => ({
      episodeId: line.episodeId,
      state: preview.kind === 0 ? { kind: 'RENTED', expiresAt: now + 72 * 3_600_000 } : { kind: 'OWNED' },
    })),
  };
}
