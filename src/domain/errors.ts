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
  | { type: 'path'; route: 'shop' | 'home' | 'my' | 'error' | 'transferNote' | 'transferWrong' };

const none = { type: 'none' } as const;
const reload = { type: 'reload' } as const;
const back = { type: 'back' } as const;
const adult = { type: 'adult' } as const;
const logout = { type: 'logout' } as const;
const login = { type: 'login' } as const;
const refresh = { type: 'refresh' } as const;
const toShop = { type: 'path', route: 'shop' } as const;

export type ErrorGroup =
  | 'common' | 'purchase' | 'payment' | 'login' | 'token' | 'viewer' | 'event' | 'gift' | 'coupon' | 'mileage'
  | 'passwordMail' | 'withdrawal' | 'signupMail' | 'otp' | 'inquiry' | 'theme' | 'signupEvent' | 'phoneReset'
  | 'transfer' | 'client';

interface CatalogEntry {
  readonly groups: readonly ErrorGroup[];
  readonly target: ErrorTarget;
}

export const ERROR_CATALOG = {
  // Common
  NOT_EXIST: { groups: ['common'], target: back },
  EMPTY_EMAIL: { groups: ['common'], target: none },
  NOT_LOGIN_USER: { groups: ['common'], target: login },
  INVALID_PARAMETER: { groups: ['common', 'otp'], target: none },
  // Purchase
  RENT_PURCHASE_IMPOSSIBLE: { groups: ['purchase'], target: reload },
  POSSESSION_PURCHASE_IMPOSSIBLE: { groups: ['purchase'], target: reload },
  EXIST_LIBRARY: { groups: ['purchase'], target: reload },
  COIN_INSUFFICIENT: { groups: ['purchase'], target: toShop },
  ADULT_ONLY_CONTENTS: { groups: ['purchase'], target: adult },
  UN_MATCHED_RENT_SALE_TYPE: { groups: ['purchase'], target: reload },
  UN_MATCHED_POSSESSION_SALE_TYPE: { groups: ['purchase'], target: reload },
  // Payment
  ALREADY_PAID: { groups: ['payment'], target: reload },
  NOT_FOUND_PAYMENT_METHOD: { groups: ['payment'], target: none },
  NOT_FOUND_COIN_PRODUCT: { groups: ['payment'], target: reload },
  NOT_FOUND_EPISODE: { groups: ['payment', 'viewer'], target: back },
  ALREADY_USED_COUPON: { groups: ['payment', 'coupon'], target: none },
  EXPIRED_COUPON: { groups: ['payment', 'coupon'], target: none },
  LIMITED_COIN_PRODUCT: { groups: ['payment'], target: reload },
  LIMITED_COIN_PRODUCT_USER: { groups: ['payment'], target: none },
  // Login
  ALREADY_USED_EMAIL: { groups: ['login', 'signupMail'], target: none },
  INVALID_PASSWORD: { groups: ['login'], target: none },
  INVALID_PW_REGEX: { groups: ['login'], target: none },
  INCORRECT_PASSWORD: { groups: ['login'], target: none },
  INVALID_MAIL_FORM: { groups: ['login'], target: none },
  DUPLICATE_LOGIN: { groups: ['login'], target: none },
  WITHDRAWAL: { groups: ['login', 'withdrawal'], target: none },
  NOT_REGISTERED_USER: { groups: ['login'], target: none },
  ALREADY_USED_ANOTHER_PLATFORM: { groups: ['login'], target: none },
  EXCEED_AUTH_COUNT: { groups: ['login'], target: none },
  // Token
  EXPIRED_REFRESH_TOKEN: { groups: ['token'], target: logout },
  NOT_FOUND_REFRESH_TOKEN: { groups: ['token'], target: logout },
  NOT_FOUND_ACCESS_TOKEN: { groups: ['token'], target: logout },
  NEED_TO_REFRESH: { groups: ['token'], target: refresh },
  // Viewer
  UNAUTHORIZED_CONTENTS: { groups: ['viewer'], target: back },
  INVALID_CONTENTS: { groups: ['viewer'], target: back },
  // Event
  NOT_FOUND_EVENT: { groups: ['event'], target: back },
  NOT_EVENT_PERIOD: { groups: ['event'], target: none },
  UNAUTHORIZED_USER: { groups: ['event'], target: login },
  UNAUTHORIZED_ADULT: { groups: ['event'], target: none },
  UNAUTHORIZED_NON_ADULT: { groups: ['event'], target: adult },
  NOT_EVENT_REMAIN_TICKET: { groups: ['event'], target: none },
  // Gift
  ALREADY_GIVEN_GIFT: { groups: ['gift'], target: reload },
  NOT_FOUND_GIFT: { groups: ['gift'], target: reload },
  NOT_FOUND_GIFT_INFO: { groups: ['gift'], target: reload },
  UN_MATCHED_GIFT_TARGET_TYPE: { groups: ['gift'], target: none },
  // Coupon
  NOT_FOUND_COUPON_USER: { groups: ['coupon'], target: none },
  INVALID_MINIMUM_AMOUNT_COUPON: { groups: ['coupon'], target: none },
  NOT_FOUND_COUPON: { groups: ['coupon'], target: none },
  ALREADY_RECEIVED_COUPON: { groups: ['coupon'], target: none },
  SOLD_OUT_COUPON: { groups: ['coupon'], target: none },
  // Mileage
  MILEAGE_INSUFFICIENT: { groups: ['mileage'], target: none },
  EXCHANGE_MILEAGE_INSUFFICIENT: { groups: ['mileage'], target: none },
  // Password mail, withdrawal
  FREQUENT_REQUEST: { groups: ['passwordMail', 'withdrawal'], target: none },
  NOT_FOUND_USER: { groups: ['passwordMail', 'withdrawal', 'phoneReset'], target: none },
  UNKNOWN: { groups: ['passwordMail', 'client'], target: none },
  TIMEOUT: { groups: ['withdrawal', 'client'], target: none },
  // Sign-up mail
  INVALID_EMAIL: { groups: ['signupMail'], target: none },
  DELETED_USER: { groups: ['signupMail'], target: none },
  // OTP
  EXPIRED_OTP: { groups: ['otp'], target: none },
  // Inquiry, theme, sign-up event
  LIMIT_QNA_COUNT: { groups: ['inquiry'], target: none },
  NOT_FOUND_THEME: { groups: ['theme'], target: back },
  ALREADY_AUTH_MAIL: { groups: ['signupEvent'], target: none },
  INVALID_USER: { groups: ['signupEvent'], target: none },
  // Phone password reset
  NOT_FOUND_SMS_USER: { groups: ['phoneReset'], target: none },
  ALREADY_SEND_SMS: { groups: ['phoneReset'], target: none },
  ALREADY_USE_SMS: { groups: ['phoneReset'], target: none },
  EQUAL_PASSWORD: { groups: ['phoneReset', 'login'], target: none },
  // Account transfer (issue 5)
  TRANSFER_PERIOD_ENDED: { groups: ['transfer'], target: { type: 'path', route: 'transferNote' } },
  ALREADY_TRANSFERRED: { groups: ['transfer'], target: none },
  TRANSFER_WRONG_ACCESS: { groups: ['transfer'], target: { type: 'path', route: 'transferWrong' } },
  // Client-side failures that never come from the API
  NETWORK_ERROR: { groups: ['client'], target: none },
  SERVER_ERROR: { groups: ['client'], target: none },
  TOO_MANY_REQUESTS: { groups: ['client'], target: none },
} as const satisfies Record<string, CatalogEntry>;

export type ErrorCode = keyof typeof ERROR_CATALOG;
export const ERROR_CODES = Object.keys(ERROR_CATALOG) as ErrorCode[];

export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && Object.prototype.hasOwnProperty.call(ERROR_CATALOG, code);
}

/** The target for any code; an unknown code is shown as UNKNOWN and goes nowhere. */
export function errorTarget(code: string): ErrorTarget {
  return isErrorCode(code) ? ERROR_CATALOG[code].target : none;
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
  | { result: 'SUCCESS'; data: T }
  | { result: 'FAIL'; error: { code: string; message?: string } };
