/**
 * Korean adult verification (spec §4 "Adult visibility", §7 `GET /nice/encode`, `POST /user/auth/adult/kr`), shared
 * by the SPA and the reference API.
 */

/** The SPA route the identity provider sends the reader back to, with `#krResult=…` or `#krError=…`. */
export const KR_IDENTITY_RETURN_PATH = '/adult/kr/return';

/** The hash parameters of that return. */
export const KR_IDENTITY_RESULT_PARAM = 'krResult';
export const KR_IDENTITY_ERROR_PARAM = 'krError';

/** What `GET /nice/encode` answers: a form the SPA posts (a full-page navigation) to the identity provider. */
export interface KrIdentityForm {
  action: string;
  method: 'POST';
  fields: Record<string, string>;
}

/** Why a Korean verification was refused; the popup and the return screen say each in the reader's language. */
export const KR_REFUSALS = ['FORGED', 'USED', 'EXPIRED', 'UNDER_AGE', 'NOT_KOREAN_IP', 'CANCELLED'] as const;
export type KrRefusal = (typeof KR_REFUSALS)[number];
