import type { ContentSummary } from '@/domain/catalog';
import type { KeptEpisode } from '@/lib/kept/kept-index';
import type { CoinBalance, TokenPair, User, UserWire } from '@/domain/user';

let nextId = 1;

/** A signed-in reader as the store holds it; every field can be overridden. */
export function buildUser(overrides: Partial<User> = {}): User {
  const id = overrides.id ?? nextId++;
  return {
    id,
    snsProvider: null,
    snsId: null,
    email: `reader${id}@example.com`,
    name: null,
    nickname: `reader${id}`,
    isAdult: true,
    purchaseCount: 0,
    isAgreeMail: false,
    isAgreeAdTracking: false,
    showAdult: false,
    isKrIpUser: false,
    isAdultKr: false,
    birthedAt: '1990-01-01',
    isBlToggle: false,
    termsVersion: '2026-11-01',
    termsAgreedAt: '2026-11-01T00:00:00.000Z',
    agreePush: { isAgreePush: false, isAgreePushContents: false, isAgreePushFreetime: false, isAgreePushNight: false },
    ...overrides,
  };
}

/** The same user as the API sends it. */
export function buildUserWire(overrides: Partial<User> = {}): UserWire {
  const { purchaseCount, showAdult, ...rest } = buildUser(overrides);
  return { ...rest, coinPurchaseCount: purchaseCount, isAdultToggle: showAdult };
}

export function buildCoin(overrides: Partial<CoinBalance> = {}): CoinBalance {
  return { COIN: 500, BONUS: 100, FREE_COIN: 0, MILEAGE: 0, ...overrides };
}

/** A token pair valid for an hour (access) and 14 days (refresh) from `now`; the strings are not real JWTs. */
export function buildTokens(overrides: Partial<TokenPair> = {}, now = Date.now()): TokenPair {
  return {
    accessToken: `access-${now}`,
    accessTokenExpiresAt: now + 60 * 60 * 1000,
    refreshToken: `refresh-${now}`,
    refreshTokenExpiresAt: now + 14 * 24 * 60 * 60 * 1000,
    ...overrides,
  };
}

const COVER = { url: '/images/covers/main-1.png', width: 360, height: 600 };

/** A title as the list calls send it; every field can be overridden. */
export function buildContentSummary(overrides: Partial<ContentSummary> = {}): ContentSummary {
  const id = overrides.id ?? nextId++;
  return {
    id,
    name: `Title ${id}`,
    status: 'SCHEDULED',
    schedule: 'MONDAY',
    isAdult: false,
    isBl: false,
    genres: ['ROMANCE'],
    covers: { main: COVER, square: COVER, '0.458': COVER, '0.664': COVER, '0.609': COVER, '1.318': COVER },
    creators: [{ name: `Writer ${id}`, type: 'WRITER' }],
    viewCount: 1000,
    hasWaitFree: false,
    latestEpisodeAt: Date.UTC(2026, 10, 1),
    ...overrides,
  };
}

/** An episode kept on the device (src/lib/kept), free of images; its call URL names the account that kept it. */
export function buildKeptEpisode(episodeId: number, accountId = 0, overrides: Partial<KeptEpisode> = {}): KeptEpisode {
  return {
    episodeId,
    contentId: 1,
    number: 1,
    name: 'One',
    bytes: 10,
    keptAt: 0,
    rentalEnd: null,
    serverAtSave: 0,
    deviceAtSave: 0,
    callUrl: `http://kept.test/${accountId}/${episodeId}`,
    imageUrls: [],
    ...overrides,
  };
}
