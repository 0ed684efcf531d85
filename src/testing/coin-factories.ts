import type { CoinProduct, HistoryItem, HistoryPage, Payment, Wallet } from '@/domain/coins';
import type { CoinBalance } from '@/domain/user';

let nextId = 1;

/** A coin package of the shop as GET /payment/products sends it; unlimited unless told. */
export function buildProduct(overrides: Partial<CoinProduct> = {}): CoinProduct {
  const id = overrides.id ?? nextId++;
  return {
    id,
    name: `Package ${id}`,
    price: 1200,
    currency: 'JPY',
    coins: 1200,
    bonus: 100,
    stock: null,
    perUserLimit: null,
    boughtByMe: 0,
    ...overrides,
  };
}

/** A wallet as GET /coin/user sends it; `total` follows the balance unless told. */
export function buildWallet(balance: Partial<CoinBalance> = {}, overrides: Partial<Omit<Wallet, 'balance'>> = {}) {
  const full: CoinBalance = { COIN: 500, BONUS: 100, FREE_COIN: 0, MILEAGE: 0, ...balance };
  const wallet: Wallet = { balance: full, total: full.COIN + full.BONUS + full.FREE_COIN, expiringSoon: 0 };
  return { ...wallet, ...overrides };
}

/** A payment of the test provider, UNPAID unless told. */
export function buildPayment(overrides: Partial<Payment> = {}): Payment {
  return {
    id: '0a1b2c3d-0000-4000-8000-000000000001',
    productId: 1,
    productName: 'Package 1',
    method: 'CARD',
    status: 'UNPAID',
    returnPath: '/shop',
    price: 1200,
    currency: 'JPY',
    coins: 1200,
    bonus: 100,
    createdAt: Date.UTC(2026, 10, 20, 3, 0),
    paidAt: null,
    refundableUntil: null,
    refundable: false,
    ...overrides,
  };
}

/** One history row; a charge of paid coins unless told. */
export function buildHistoryItem(overrides: Partial<HistoryItem> = {}): HistoryItem {
  return {
    id: overrides.id ?? nextId++,
    type: 'CHARGE',
    kind: 'COIN',
    source: 'PAYMENT',
    amount: 100,
    createdAt: Date.UTC(2026, 10, 20, 3, 0),
    expiresAt: null,
    purchase: null,
    paymentId: null,
    ...overrides,
  };
}

export function buildHistoryPage(items: HistoryItem[], nextCursor: string | null = null, days = 90): HistoryPage {
  return { items, days, nextCursor };
}
