import type { Wallet } from './coins';

/**
 * The roulette (spec §1, §2; issue 13). Tickets come from events (reward ROULETTE_TICKET); one spin spends one. The
 * server draws the prize by the published weights; every prize's probability is shown on the page and in the API.
 */
export const ROULETTE_PRIZE_KINDS = ['COIN', 'FREE_COIN', 'BONUS', 'MILEAGE', 'ROULETTE_TICKET', 'PHYSICAL'] as const;
export type RoulettePrizeKind = (typeof ROULETTE_PRIZE_KINDS)[number];

export interface RoulettePrize {
  id: number;
  kind: RoulettePrizeKind;
  /** In the platform's language (a PHYSICAL prize's name says what is shipped). */
  name: string;
  /** Coins, points or tickets; 0 for a PHYSICAL prize. */
  amount: number;
  /** Integer weight; probability = weight / sum of the wheel's weights. */
  weight: number;
  /** Percent, rounded to two decimals so that the wheel's percents sum to exactly 100 (largest remainder). */
  probability: number;
}

/** `GET /roulette`: the wheel in its order, and the reader's tickets (0 for guests). */
export interface RouletteState {
  prizes: RoulettePrize[];
  tickets: number;
}

/** The address form of spec §3; §5: city, name, zipCode, address1 and phone are required. */
export interface PrizeAddress {
  city: string;
  name: string;
  zipCode: string;
  address1: string;
  address2: string;
  phone: string;
}

export const PRIZE_DELIVERY_STATUSES = ['ADDRESS_NEEDED', 'WAITING', 'SHIPPED'] as const;
export type PrizeDeliveryStatus = (typeof PRIZE_DELIVERY_STATUSES)[number];

export interface RouletteSpin {
  id: number;
  prize: RoulettePrize;
  createdAt: number;
  /** PHYSICAL prizes only: where it goes and whether it was shipped; null otherwise. */
  delivery: { status: PrizeDeliveryStatus; address: PrizeAddress | null; shippedAt: number | null } | null;
}

/** `POST /roulette/spin` (Idempotency-Key: a retried spin answers the same spin). */
export interface RouletteSpinResult {
  spin: RouletteSpin;
  /** The prize's index on the wheel (the animation lands there). */
  index: number;
  tickets: number;
  wallet: Wallet;
}

/** `GET /roulette/spins`: the reader's spins, newest first. */
export interface RouletteSpinPage {
  items: RouletteSpin[];
  nextCursor: number | null;
}
