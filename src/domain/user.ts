import type { CoinKind } from './enums';

/** The user of spec §3, as the SPA holds it (purchaseCount and showAdult already renamed from the wire). */
export interface User {
  id: number;
  snsProvider: string | null;
  snsId: string | null;
  email: string;
  name: string | null;
  nickname: string;
  isAdult: boolean;
  purchaseCount: number;
  isAgreeMail: boolean;
  /** Consent to send purchases and sign-ups to the advertising partner (issue 13; off by default). */
  isAgreeAdTracking: boolean;
  showAdult: boolean;
  isKrIpUser: boolean;
  isAdultKr: boolean;
  birthedAt: string | null;
  isBlToggle: boolean;
  /** The version of the terms and privacy policy (src/domain/legal.ts) the reader agreed to, and when (ISO); null before any. */
  termsVersion: string | null;
  termsAgreedAt: string | null;
  agreePush: {
    isAgreePush: boolean;
    isAgreePushContents: boolean;
    isAgreePushFreetime: boolean;
    isAgreePushNight: boolean;
  };
}

/** The user as the API sends it (spec §3: purchaseCount from coinPurchaseCount, showAdult from isAdultToggle). */
export interface UserWire extends Omit<User, 'purchaseCount' | 'showAdult'> {
  coinPurchaseCount: number;
  isAdultToggle: boolean;
}

export function userFromWire(wire: UserWire): User {
  const { coinPurchaseCount, isAdultToggle, ...rest } = wire;
  return { ...rest, purchaseCount: coinPurchaseCount, showAdult: isAdultToggle };
}

/** Balances per coin kind, as `GET /coin` answers. */
export type CoinBalance = Record<CoinKind, number>;

export interface TokenPair {
  accessToken: string;
  /** Epoch milliseconds. */
  accessTokenExpiresAt: number;
  refreshToken: string;
  refreshTokenExpiresAt: number;
}

/** Reply of POST /auth/refresh (spec §3). */
export interface RefreshResult extends TokenPair {
  email: string;
  ipAddress: string;
}

/** Reply of a sign-in (spec §3). */
export interface SignInResult extends TokenPair {
  isSignUp: boolean;
  userId: number;
  isMigrate: boolean;
}
