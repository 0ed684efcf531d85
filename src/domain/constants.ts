/** Business constants and limits of spec §9, in one place for the SPA and the server. */

export const ADULT_AGE_LIMIT = 18;
export const REQUEST_TIMEOUT_MS = 30_000;
export const QUERY_CACHE_SECONDS = 60 * 60;
export const COUPON_NOTIFICATION_CACHE_SECONDS = 5 * 60;
export const BANNER_AUTO_SLIDE_MS = 5_000;
export const SEARCH_DELAY_MS = 1_000;
export const DETAIL_DEFAULT_PURCHASE = 1;
export const NOTICE_COUNT = 2;
export const TOAST_AUTO_CLOSE_MS = 3_000;
export const MODAL_Z_INDEX = 3000;
export const BOTTOM_SHEET_Z_INDEX = 2000;
export const ADULT_POPUP_WIDTH = 275;
export const SCROLL_TOP_THROTTLE_MS = 200;
export const COMMENT_MAX_LENGTH = 500;
export const INQUIRY_IMAGE_MAX_BYTES = 3 * 1024 * 1024;
export const INQUIRY_IMAGE_MAX_COUNT = 3;

/** The one password policy (rules/password.ts): sign-up, change and reset. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 20;

export const MILEAGE_MIN_POINTS = 3000;
export const MILEAGE_UNIT_POINTS = 200;
export const MILEAGE_UNIT_COINS = 10;
export const MILEAGE_BONUS_EXPIRY_DAYS = 30;

export const SIGNUP_EVENT_COINS = 10;
export const REFUND_WINDOW_DAYS = 7;
export const WAIT_FREE_READ_HOURS = 72;
export const NOTIFICATION_KEEP_DAYS = 30;
export const PASSWORD_RESET_LINK_SECONDS = 60 * 60;
export const OTP_DIGITS = 6;
export const OTP_VALID_SECONDS = 60 * 60;
export const REREGISTER_BLOCK_DAYS = 30;
/** Spec §4: the transfer deadline, 30.06.2025 23:59 Europe/Berlin (CEST, UTC+2). */
export const TRANSFER_DEADLINE_ISO = '2025-06-30T23:59:00+02:00';
export const NIGHT_PUSH_WINDOW = { from: '22:00', to: '04:00' } as const;

/** Architecture: the access-token margin of spec §4 ("more than 5 remaining") is 5 minutes. */
export const ACCESS_TOKEN_MARGIN_MS = 5 * 60 * 1000;
/** Lifetime of the access token the reference API issues; the refresh token lives longer. */
export const ACCESS_TOKEN_TTL_SECONDS = 60 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 14 * 24 * 60 * 60;
/**
 * Password guesses before EXCEED_AUTH_COUNT (spec §8: maximum 5) in a window of AUTH_FAILURE_WINDOW_SECONDS: a sign-in
 * counts them per account and client address (so a stranger's failures never lock the owner out), the old password
 * of a password change per account (only the signed-in holder can spend them).
 */
export const MAX_AUTH_FAILURES = 5;
export const AUTH_FAILURE_WINDOW_SECONDS = 60 * 60;
/**
 * Failed sign-ins from one address a day, whichever accounts they name, before TOO_MANY_REQUESTS: the slow cap on
 * trying one password on many accounts. A school's or an office's NAT may fail this often only in a whole day.
 */
export const SIGN_IN_IP_MAX_FAILURES = 100;
export const SIGN_IN_IP_WINDOW_SECONDS = 24 * 60 * 60;
/** Refused coupon codes per reader in a window before TOO_MANY_REQUESTS (codes are guessable). */
export const COUPON_MAX_REFUSALS = 10;
export const COUPON_REFUSAL_WINDOW_SECONDS = 60 * 60;

export const DESKTOP_BREAKPOINT = 600;
export const THEME_DIMENSIONS = {
  maxWidth: 720,
  topBar: 78,
  headerBar: 48,
  bottomBar: 50,
  tab: 48,
  detailBottomBar: 62,
  viewerBarDesktop: 68,
} as const;
export const COVER_ASPECT_RATIOS = { main: 0.6, square: 1, others: [0.458, 0.664, 0.609, 1.318] } as const;
export const COPYRIGHT_IMAGES = { count: 8, width: 1080, height: 1400 } as const;
export const DEVICE_IMAGE_WIDTHS = [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const;
export const ICON_IMAGE_WIDTHS = [16, 32, 48, 64, 96, 128, 256, 384] as const;
export const IMAGE_DEFAULT_QUALITY = 75;
/**
 * The qualities the resizer accepts: the default and one step either side (a data-saver or a sharper variant). Every
 * other value is refused, so the variants of one image stay few enough to cache (docs/api.md, Images).
 */
export const IMAGE_QUALITIES = [50, IMAGE_DEFAULT_QUALITY, 90] as const;
export const LAZY_ROOT_MARGIN = '200px';
export const SCROLLBAR_DEFAULTS = { minThumb: 30, autoHideMs: 1000, hideDurationMs: 200, autoHeightMax: 200 } as const;

/** Cookie names and lifetimes of spec §9, in seconds. */
export const COOKIES = {
  marketingCode: { name: 'marketingCode', maxAge: 7200 },
  loginCheck: { name: 'loginCheck', maxAge: 600 },
  loginCallbackFinished: { name: 'loginCallbackFinished', maxAge: 3600 },
  isSignUp: { name: 'isSignUp', maxAge: 3600 },
  accessToken: { name: 'accessToken', maxAge: 3600 },
  refreshToken: { name: 'refreshToken', maxAge: 3600 },
  browserId: { name: 'browserId', maxAge: 86400 },
  adultPopup: { name: 'adultPopup', maxAge: 86400 },
  guestAdult: { name: 'isAdult', maxAge: 86400 },
} as const;
export const ADULT_COOKIE_VALUE = 'Y';

/** Sign-up e-mail domains that are refused (throwaway mail services). */
export const DENIED_EMAIL_DOMAINS = [
  'mailinator.com',
  'guerrillamail.com',
  '10minutemail.com',
  'tempmail.com',
  'yopmail.com',
  'trashmail.com',
  'sharklasers.com',
  'getnada.com',
  'dispostable.com',
  'throwawaymail.com',
] as const;

/** A second password-reset mail for one account within this time is FREQUENT_REQUEST (spec §8). */
export const PASSWORD_RESET_REQUEST_INTERVAL_SECONDS = 5 * 60;
/** Reset-mail requests per client IP that found no account to mail (guessing addresses), per window. */
export const RESET_MAIL_IP_MAX_MISSES = 20;
/** Reset-link checks and resets per client IP with a dead or forged link (guessing tokens), per window. */
export const RESET_LINK_IP_MAX_MISSES = 10;
export const RESET_GUESS_WINDOW_SECONDS = 60 * 60;
