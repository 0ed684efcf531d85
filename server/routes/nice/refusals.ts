import type { Context } from 'hono';
import type { AppEnv } from '../../lib/app-env';
import { BirthDateRefused, KrVerificationRefused } from '../../services/accounts';

/**
 * Runs a step of the Korean verification; its refusals answer the envelope with the reason beside the code (and the
 * field for a birth date), as PUT /user ADULT does, and again as `message`, which the SPA's call layer keeps on its
 * ApiError, so the popup can say which. Other errors go to the app's onError.
 */
export async function withKrReasons(c: Context<AppEnv>, work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof KrVerificationRefused) {
      const { code, reason } = error;
      return c.json({ result: 'FAIL' as const, error: { code, reason, message: reason } }, error.status);
    }
    if (!(error instanceof BirthDateRefused)) throw error;
    const { code, field, reason } = error;
    return c.json({ result: 'FAIL' as const, error: { code, field, reason, message: reason } }, error.status);
  }
}
