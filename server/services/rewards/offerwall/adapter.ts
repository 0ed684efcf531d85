/**
 * The shape a real offerwall plugs into (docs/api.md "Offerwall"): its server calls
 * `POST /api/backend/offerwall/callback/:provider`, and the adapter registered under that name turns the raw request
 * into a credit (`{transactionId, userId, coins}`) or a refusal. Crediting, replays and races are the API's, never the
 * adapter's: an adapter only authenticates and reads the provider's format.
 */
export interface OfferwallRequest {
  /** The body exactly as received: signatures are computed over bytes, not over a re-serialised object. */
  rawBody: string;
  header(name: string): string | undefined;
  /** The API's clock (injected), against which the callback's timestamp is judged. */
  now: Date;
}

export interface OfferwallCredit {
  transactionId: string;
  userId: number;
  coins: number;
}

export type OfferwallVerdict =
  | ({ ok: true } & OfferwallCredit)
  | { ok: false; code: 'INVALID_SIGNATURE' | 'EXPIRED_CALLBACK' | 'INVALID_PARAMETER' };

export interface OfferwallAdapter {
  /** The `:provider` path segment; also part of the transaction's key, so two providers' ids never collide. */
  readonly id: string;
  verify(request: OfferwallRequest): OfferwallVerdict;
}
