/** Wire types of the coin economy (issue 4), shared by the SPA and the reference API. Times are epoch milliseconds. */
import type { ContentSummary, EpisodeState } from './catalog';
import type { CoinHistoryType, CoinKind, CoinSource, OwnershipKind, PurchaseKind } from './enums';
import type { CoinBalance } from './user';
import type { SpendPart } from './rules/spending';

/** The header that makes a write safe to retry: the same key replays the first reply (docs/api.md). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Keys are kept at least this long; a retry within it never acts twice. */
export const IDEMPOTENCY_KEEP_HOURS = 48;

/** Payment methods of the test provider that stands where a real payment service would (docs/api.md). */
export const PAYMENT_METHODS = ['CARD', 'WALLET'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * `GET /payment/provider`: who takes payments on this deployment. `TEST` is the reference API's test provider (no real
 * money, labelled so on screen); null means none is configured: the shop says that payment is unavailable.
 */
export interface PaymentOffer {
  provider: 'TEST' | null;
  methods: PaymentMethod[];
}

export const PAYMENT_STATUSES = ['UNPAID', 'PAID', 'CANCELLED', 'REFUNDED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A coin package of the shop. `price` is in the platform currency's major unit (JPY 120, EUR 4.99). */
export interface CoinProduct {
  id: number;
  name: string;
  price: number;
  currency: string;
  coins: number;
  bonus: number;
  /** A limited package: how many exist and how many are left (LIMITED_COIN_PRODUCT when none). */
  stock: { total: number; remaining: number } | null;
  /** How many one reader may buy (LIMITED_COIN_PRODUCT_USER), and how many this reader has bought. */
  perUserLimit: number | null;
  boughtByMe: number;
}

export interface ChargeRequest {
  productId: number;
  method: PaymentMethod;
  /** The required cautions of the shop, all ticked (spec §5). */
  cautionsAccepted: boolean;
  /** A path of this site to come back to after the checkout (e.g. /viewer/12). */
  returnPath: string;
}

export interface Payment {
  id: string;
  productId: number;
  productName: string;
  method: PaymentMethod;
  status: PaymentStatus;
  /** Where the reader comes back to after the checkout (a path of this site). */
  returnPath: string;
  price: number;
  currency: string;
  coins: number;
  bonus: number;
  createdAt: number;
  paidAt: number | null;
  /** Until when a refund may be asked (7 days after payment), while none of its coins is spent. */
  refundableUntil: number | null;
  refundable: boolean;
}

export interface ChargeResult {
  payment: Payment;
  /** The test provider's checkout page for this payment. */
  checkoutUrl: string;
}

/** The reader's wallet: balance per kind and what is about to expire. */
export interface Wallet {
  balance: CoinBalance;
  /** COIN + BONUS + FREE_COIN. */
  total: number;
  expiringSoon: number;
}

/** What confirming or refunding a payment answers: the payment as it now stands, the reader's wallet, where to go on. */
export interface PaymentOutcome {
  payment: Payment;
  wallet: Wallet;
  returnPath: string;
}

/** Buy or rent one or more episodes of one title. */
export interface PurchaseRequest {
  contentId: number;
  episodeIds: number[];
  kind: PurchaseKind;
}

export interface PurchaseLine {
  episodeId: number;
  number: number;
  name: string;
  price: number;
}

/** What a purchase would cost and from which lots, before the reader confirms (the purchase sheet). */
export interface PurchasePreview {
  kind: PurchaseKind;
  lines: PurchaseLine[];
  total: number;
  wallet: Wallet;
  /** The lots that would pay, in the spending order. */
  parts: SpendPart[];
  /** Coins missing; the purchase goes to the shop when this is more than 0. */
  shortfall: number;
  /** How long a rental lasts; null for a purchase to keep. */
  rentalHours: number | null;
}

export interface PurchaseResult {
  purchaseId: number;
  kind: PurchaseKind;
  total: number;
  parts: SpendPart[];
  wallet: Wallet;
  /** Each episode's state after the purchase. */
  episodes: { episodeId: number; state: EpisodeState }[];
}

/** Unlock a wait-until-free episode with the title's ticket. */
export interface WaitFreeRequest {
  contentId: number;
  episodeId: number;
}

export interface WaitFreeResult {
  episodeId: number;
  state: EpisodeState;
  /** When the next ticket of this title arrives. */
  nextTicketAt: number;
}

/** One row of the charge, use or mileage history. */
export interface HistoryItem {
  id: number;
  type: CoinHistoryType;
  kind: CoinKind;
  source: CoinSource;
  /** Signed: + for a grant, − for a spend, an expiry or a refund. */
  amount: number;
  createdAt: number;
  /** When the lot it belongs to expires (null: never). */
  expiresAt: number | null;
  /** For a use: the title and the episodes it paid for. */
  purchase: { contentId: number; contentName: string; episodeNumbers: number[] } | null;
  /** For a charge from the shop: the payment. */
  paymentId: string | null;
}

/**
 * Coins moved here from an account of another service of ours (the German service's transfer, spec §4): one entry
 * of the charge history, dated when they arrived, listed whatever the window (the reader must always see where those
 * coins came from). Per kind as they arrived (points included, listed in their own history too).
 */
export interface TransferCredit {
  /** The service they came from: the German deployment. */
  from: 'de';
  arrivedAt: number;
  balance: CoinBalance;
  /** The coins (COIN + BONUS + FREE_COIN), without points. */
  coins: number;
}

export interface HistoryPage {
  items: HistoryItem[];
  /** The charge history's first page only: the transfers that brought coins here (its rows are left out of items). */
  transfers?: TransferCredit[];
  /** The window it covers (spec §9: charge 90, use 90, mileage 180 days). */
  days: number;
  nextCursor: string | null;
}

/** A title of `/library/my`: what the reader owns or has rented of it. */
export interface OwnedTitle {
  content: ContentSummary;
  /** Spec §3 ownership kind of the title (src/domain/ownership.ts). */
  kind: OwnershipKind;
  owned: number;
  /** Rented with coins or as a gift. */
  rented: number;
  /** Opened with a wait-until-free ticket. */
  freetime: number;
  /** Published episodes a reader must unlock. */
  paid: number;
  /** The end of the rental that ends first, when one runs. */
  rentedUntil: number | null;
  /** When the reader last bought or rented an episode of it. */
  acquiredAt: number;
}

export interface MileageExchangeRequest {
  points: number;
}

export interface MileageExchangeResult {
  points: number;
  bonus: number;
  bonusExpiresAt: number;
  wallet: Wallet;
}

/** Digits after the decimal point of a currency (JPY 0, EUR 2), as Intl knows them. */
export function minorDigits(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** An amount in the currency's minor unit as its major unit: (499, 'EUR') → 4.99; (120, 'JPY') → 120. */
export function toMajorUnit(minor: number, currency: string): number {
  return minor / 10 ** minorDigits(currency);
}

/** Bonus coins of a coin package stay spendable this many days (the paid coins never expire). */
export const PACKAGE_BONUS_VALID_DAYS = 90;

/** Spec §3 mail and user target types: how a gift's recipient is named (an e-mail address, or a user id). */
export const GIFT_TARGET_TYPES = ['MAIL', 'USER'] as const;
export type GiftTargetType = (typeof GIFT_TARGET_TYPES)[number];

/** A gift in the reader's gift box (spec §2 "Gift box: receive and use gifts"). */
export interface Gift {
  id: number;
  kind: 'COIN' | 'BONUS' | 'FREE_COIN' | 'MILEAGE' | 'EPISODE';
  /** Coins or points of a coin gift; 0 for episodes. */
  amount: number;
  title: string;
  message: string | null;
  /** Another reader who sent it; null for the service's own gifts. */
  from: { nickname: string } | null;
  /** The title and episodes of an EPISODE gift, and whether it rents (0) or gives them to keep (1). */
  content: { id: number; name: string } | null;
  episodes: { id: number; number: number }[];
  purchaseKind: PurchaseKind | null;
  createdAt: number;
  expiresAt: number | null;
  receivedAt: number | null;
}

export interface GiftReceiveResult {
  gift: Gift;
  wallet: Wallet;
}

/** Send episodes of one title to another reader, paid with the sender's coins (POSSESSION_GIFT / RENT_GIFT). */
export interface SendGiftRequest {
  targetType: GiftTargetType;
  /** An e-mail address for MAIL, a user id for USER. */
  target: string;
  contentId: number;
  episodeIds: number[];
  kind: PurchaseKind;
  message?: string;
}

export interface SendGiftResult {
  giftId: number;
  total: number;
  wallet: Wallet;
}

export interface Coupon {
  code: string;
  name: string;
  rewardKind: CoinKind;
  amount: number;
  /** Days the granted coins stay spendable (null: never expire). */
  rewardValidDays: number | null;
  endsAt: number;
  /** AVAILABLE: given to this reader and not registered yet; USED: registered, reward granted. */
  status: 'AVAILABLE' | 'USED';
  usedAt: number | null;
}

export interface CouponRegisterResult {
  coupon: Coupon;
  wallet: Wallet;
}

/** The sign-up event (spec §9): coins granted once per account when the sign-up mail is confirmed. */
export interface MailAuthResult {
  coins: number;
  wallet: Wallet;
}
