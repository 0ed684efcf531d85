/**
 * The error catalogue of spec §8: every code the API may answer with, and what the UI does after showing its
 * message. Messages live in i18n under `errors.<CODE>` in all five locales; this file holds no text.
 */

/** Where the reader goes after the message. `path` targets name a route of the registry, never a URL. */
export type ErrorTarget =
  | { type: 'none' }
  | { type: 'reload' }
  | { type: 'back' }
  | { type: 'adult' }
  | { type: 'logout' }
  | { type: 'login' }
  | { type: 'refresh' }
  // The consent screen (login-newuser), with the page the reader was on as its callback
  | { type: 'consent' }
  | { type: 'path'; route: 'shop' | 'home' | 'my' | 'error' | 'transferNote' | 'transferWrong' };

const none = { type: 'none' } as const;
const reload = { type: 'reload' } as const;
const back = { type: 'back' } as const;
const adult = { type: 'adult' } as const;
const logout = { type: 'logout' } as const;
const login = { type: 'login' } as const;
const refresh = { type: 'refresh' } as const;
const toShop = { type: 'path', route: 'shop' } as const;

/** Every code and its target, grouped as spec §8 groups them (a code listed in several groups appears once). */
export const ERROR_CATALOG = {
  // Common
  NOT_EXIST: back,
  EMPTY_EMAIL: none,
  NOT_LOGIN_USER: login,
  INVALID_PARAMETER: none,
  PAYLOAD_TOO_LARGE: none,
  // Purchase
  RENT_PURCHASE_IMPOSSIBLE: reload,
  POSSESSION_PURCHASE_IMPOSSIBLE: reload,
  EXIST_LIBRARY: reload,
  COIN_INSUFFICIENT: toShop,
  ADULT_ONLY_CONTENTS: adult,
  UN_MATCHED_RENT_SALE_TYPE: reload,
  UN_MATCHED_POSSESSION_SALE_TYPE: reload,
  // Payment
  ALREADY_PAID: reload,
  NOT_FOUND_PAYMENT_METHOD: none,
  NOT_FOUND_COIN_PRODUCT: reload,
  NOT_FOUND_EPISODE: back,
  ALREADY_USED_COUPON: none,
  EXPIRED_COUPON: none,
  LIMITED_COIN_PRODUCT: reload,
  LIMITED_COIN_PRODUCT_USER: none,
  PAYMENT_UNAVAILABLE: none,
  // Login
  ALREADY_USED_EMAIL: none,
  INVALID_PASSWORD: none,
  INVALID_PW_REGEX: none,
  INCORRECT_PASSWORD: none,
  INVALID_MAIL_FORM: none,
  DUPLICATE_LOGIN: none,
  WITHDRAWAL: none,
  NOT_REGISTERED_USER: none,
  ALREADY_USED_ANOTHER_PLATFORM: none,
  EXCEED_AUTH_COUNT: none,
  // Token
  EXPIRED_REFRESH_TOKEN: logout,
  NOT_FOUND_REFRESH_TOKEN: logout,
  NOT_FOUND_ACCESS_TOKEN: logout,
  NEED_TO_REFRESH: refresh,
  // Viewer
  UNAUTHORIZED_CONTENTS: back,
  INVALID_CONTENTS: back,
  // Event
  NOT_FOUND_EVENT: back,
  NOT_EVENT_PERIOD: none,
  UNAUTHORIZED_USER: login,
  // An adults-only event for a reader who is not an adult (verify the age), a minors-only event for an adult
  UNAUTHORIZED_ADULT: adult,
  UNAUTHORIZED_NON_ADULT: none,
  NOT_EVENT_REMAIN_TICKET: none,
  // Issue 13: a second check-in the same day, a step claimed before, a mission step not reached yet
  ALREADY_CHECKED_IN: none,
  ALREADY_CLAIMED_EVENT: reload,
  MISSION_NOT_COMPLETED: none,
  // Issue 13: a prize address missing a required field, a prize already shipped (its address can no longer change)
  INVALID_ADDRESS: none,
  ALREADY_SHIPPED_PRIZE: reload,
  // Issue 13: an offerwall callback with a wrong signature, or signed too long ago (server to server)
  INVALID_SIGNATURE: none,
  EXPIRED_CALLBACK: none,
  // Gift
  ALREADY_GIVEN_GIFT: reload,
  NOT_FOUND_GIFT: reload,
  NOT_FOUND_GIFT_INFO: reload,
  UN_MATCHED_GIFT_TARGET_TYPE: none,
  // Issue 14: a gift's recipient is not a reader of this platform, or is the sender
  NOT_FOUND_GIFT_TARGET: none,
  GIFT_TO_SELF: none,
  // Coupon
  NOT_FOUND_COUPON_USER: none,
  INVALID_MINIMUM_AMOUNT_COUPON: none,
  NOT_FOUND_COUPON: none,
  ALREADY_RECEIVED_COUPON: none,
  SOLD_OUT_COUPON: none,
  // Mileage
  MILEAGE_INSUFFICIENT: none,
  EXCHANGE_MILEAGE_INSUFFICIENT: none,
  // Password mail, withdrawal
  FREQUENT_REQUEST: none,
  NOT_FOUND_USER: none,
  UNKNOWN: none,
  TIMEOUT: none,
  // A social-login account has no password to reset: its provider signs it in
  NOT_LOCAL_LOGIN_USER: none,
  // Sign-up mail
  INVALID_EMAIL: none,
  DELETED_USER: none,
  // OTP
  EXPIRED_OTP: none,
  // Inquiry, theme, sign-up event
  LIMIT_QNA_COUNT: none,
  NOT_FOUND_THEME: back,
  ALREADY_AUTH_MAIL: none,
  INVALID_USER: none,
  // Phone password reset
  NOT_FOUND_SMS_USER: none,
  ALREADY_SEND_SMS: none,
  ALREADY_USE_SMS: none,
  EQUAL_PASSWORD: none,
  // Sign-up with a mobile number another active account of the platform holds
  ALREADY_USED_PHONE: none,
  // Refund (spec §4; no code is listed for a refused refund, so the product names one)
  REFUND_IMPOSSIBLE: reload,
  // Account transfer (issue 5)
  TRANSFER_PERIOD_ENDED: { type: 'path', route: 'transferNote' },
  ALREADY_TRANSFERRED: none,
  TRANSFER_WRONG_ACCESS: { type: 'path', route: 'transferWrong' },
  // The German service closes: its deployment creates no accounts (e-mail sign-up, a first social sign-in)
  SIGN_UP_CLOSED: { type: 'path', route: 'transferNote' },
  // Comments (spec §5): empty, over 500 characters, marks stacked on one character, a prohibited word, posting too
  // fast, gone, one's own
  EMPTY_CONTENT: none,
  COMMENT_TOO_LONG: none,
  TOO_MANY_MARKS: none,
  PROHIBITED_WORD: none,
  TOO_MANY_COMMENTS: none,
  NOT_FOUND_COMMENT: reload,
  OWN_COMMENT: none,
  ALREADY_REPORTED_COMMENT: none,
  // Inquiry images (spec §5, §9): not an image, over 3 MB, more than 3
  INVALID_IMAGE: none,
  IMAGE_TOO_LARGE: none,
  TOO_MANY_IMAGES: none,
  // Sign-up without agreeing to the current terms and privacy policy (the form shows it); a buy by an account without
  // that consent on record (a social sign-in that left the welcome step) goes to the consent screen and comes back
  TERMS_REQUIRED: { type: 'consent' },
  // Client-side failures that never come from the API
  NETWORK_ERROR: none,
  // A server call made while the browser knows it is offline (src/pwa/online.ts): refused at once, never queued
  OFFLINE: none,
  SERVER_ERROR: none,
  TOO_MANY_REQUESTS: none,
  // The service is up but its database is away for a moment (an outage, a restart): 503 with Retry-After
  SERVICE_UNAVAILABLE: none,
} as const satisfies Record<string, ErrorTarget>;

export type ErrorCode = keyof typeof ERROR_CATALOG;
export const ERROR_CODES = Object.keys(ERROR_CATALOG) as ErrorCode[];

export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && Object.prototype.hasOwnProperty.call(ERROR_CATALOG, code);
}

/** The target for any code; an unknown code is shown as UNKNOWN and goes nowhere. */
export function errorTarget(code: string): ErrorTarget {
  return isErrorCode(code) ? ERROR_CATALOG[code] : none;
}

/** Session client error names of spec §8 and the internal codes some of them carry. */
export const AUTH_CLIENT_ERRORS = {
  UnknownError: 'UNKNOWN_ERROR',
  OAuthCallbackError: 'OAUTH_CALLBACK_ERROR',
  AccountNotLinkedError: 'ACCOUNT_NOT_LINKED_ERROR',
  MissingSecretError: 'NO_SECRET',
  MissingAuthorizeError: 'CALLBACK_CREDENTIALS_HANDLER_ERROR',
  MissingAdapterError: 'EMAIL_REQUIRES_ADAPTER_ERROR',
  UnsupportedStrategyError: 'CALLBACK_CREDENTIALS_JWT_ERROR',
  InvalidCallbackUrl: 'INVALID_CALLBACK_URL_ERROR',
  MissingAPIRouteError: 'MISSING_NEXTAUTH_API_ROUTE_ERROR',
} as const;
export type AuthClientErrorName = keyof typeof AUTH_CLIENT_ERRORS;

/** The wire envelope of every reply (architecture, "Calls"). */
export type ApiEnvelope<T> =
  { result: 'SUCCESS'; data: T } | { result: 'FAIL'; error: { code: string; message?: string } };
