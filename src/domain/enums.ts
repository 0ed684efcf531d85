/** Enumerations of spec §3. Plain `as const` tuples so both the SPA and the server can iterate and validate them. */

export const PLATFORM_IDS = ['japan', 'thai', 'taiwan', 'me', 'de'] as const;
export type PlatformId = (typeof PLATFORM_IDS)[number];

export const LOGIN_PROVIDERS = ['email', 'google', 'facebook', 'twitter', 'apple'] as const;
export type LoginProvider = (typeof LOGIN_PROVIDERS)[number];
/** Social providers of the session client (e-mail is the credentials provider). */
export type SocialProvider = Exclude<LoginProvider, 'email'>;

export const ADULT_CHECK_TYPES = ['CONFIRM', 'BIRTHDAY', 'KR_AUTH'] as const;
export type AdultCheckType = (typeof ADULT_CHECK_TYPES)[number];

export const PurchaseKind = { RENTAL: 0, BUY: 1 } as const;
export type PurchaseKind = (typeof PurchaseKind)[keyof typeof PurchaseKind];

export const EPISODE_PURCHASE_TYPES = [
  'POSSESSION',
  'POSSESSION_GIFT',
  'RENT',
  'RENT_GIFT',
  'PERMANENT',
  'FREETIME',
] as const;
export type EpisodePurchaseType = (typeof EPISODE_PURCHASE_TYPES)[number];

export const OWNERSHIP_KINDS = ['POSSESSION', 'ALL_POSSESSION', 'RENT', 'ALL_RENT', 'PERMANENT', 'FREETIME'] as const;
export type OwnershipKind = (typeof OWNERSHIP_KINDS)[number];

export const VIEWER_MODES = ['SCROLL', 'PAPER'] as const;
export type ViewerMode = (typeof VIEWER_MODES)[number];

export const COIN_KINDS = ['COIN', 'BONUS', 'FREE_COIN', 'MILEAGE'] as const;
export type CoinKind = (typeof COIN_KINDS)[number];

export const REWARD_TYPES = ['COIN', 'FREE_COIN', 'BONUS', 'MILEAGE', 'ROULETTE_TICKET'] as const;
export type RewardType = (typeof REWARD_TYPES)[number];

export const COIN_HISTORY_TYPES = ['CHARGE', 'USE', 'EXPIRE', 'CANCEL', 'REFUND_PURCHASE'] as const;
export type CoinHistoryType = (typeof COIN_HISTORY_TYPES)[number];

export const COIN_SOURCES = ['PAYMENT', 'COUPON', 'MILEAGE', 'REWARD', 'EVENT', 'ADMIN', 'OFFERWALL'] as const;
export type CoinSource = (typeof COIN_SOURCES)[number];

export const PRODUCT_TYPES = ['COIN_PRODUCT', 'EPISODE'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const CONTENT_STATUSES = ['COMPLETED', 'SCHEDULED', 'PAUSED'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

export const SCHEDULES = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY', 'TEN'] as const;
export type Schedule = (typeof SCHEDULES)[number];

export const CONTENT_LISTS = [
  'SCHEDULE_ALL',
  'SUNDAY',
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
  'TEN',
  'RANKING',
  'FREE',
  'BL',
  'NEWEST',
  'MATURE',
  'ACTION',
  'ROMANCE',
  'WEEKLY',
] as const;
export type ContentList = (typeof CONTENT_LISTS)[number];

export const SORT_TYPES = ['FREE', 'POPULAR', 'LATEST', 'FREETIME', 'SCHEDULE'] as const;
export type SortType = (typeof SORT_TYPES)[number];

export const CREATOR_TYPES = ['AUTHOR', 'WRITER', 'ARTIST', 'ORIGINAL'] as const;
export type CreatorType = (typeof CREATOR_TYPES)[number];

export const COMMENT_STATES = ['REPORT', 'BLIND', 'DELETED', 'BLOCK'] as const;
export type CommentState = (typeof COMMENT_STATES)[number];

export const INQUIRY_STATUSES = ['WAIT', 'COMPLETED'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

export const PAYMENT_STATUSES = ['UNPAID', 'PAID'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const CLIENT_PLATFORMS = ['WEB', 'AND_PLAY', 'AND_PLUS', 'IOS_APP'] as const;
export type ClientPlatform = (typeof CLIENT_PLATFORMS)[number];

export const APP_KINDS = ['WEB', 'APP', 'VIEWER_APP'] as const;
export type AppKind = (typeof APP_KINDS)[number];

export const TARGET_TYPES = ['MAIL', 'USER'] as const;
export type TargetType = (typeof TARGET_TYPES)[number];

export const BANNER_LAYOUTS = ['ONLY_ICON', 'ONLY_TEXT', 'ICON_TEXT', 'TEXT_ICON'] as const;
export type BannerLayout = (typeof BANNER_LAYOUTS)[number];

export const PASSWORD_RESET_RESULTS = [
  'SUCCESS',
  'TIMEOUT',
  'NOT_LOCAL_LOGIN_USER',
  'EQUAL_PASSWORD',
  'UNKNOWN',
] as const;
export type PasswordResetResult = (typeof PASSWORD_RESET_RESULTS)[number];

export const TRANSFER_STATUSES = ['error', 'start', 'request', 'finish'] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

export const SESSION_STATUSES = ['loading', 'authenticated', 'unauthenticated'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

/** The apple_guest snsProvider marks an iOS guest account (spec §3). */
export const APPLE_GUEST_PROVIDER = 'apple_guest';
