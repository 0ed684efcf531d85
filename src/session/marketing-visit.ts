import { call } from '@/api';
import { forgetMarketingCode, keptMarketingCode } from '@/lib/marketing-code';

/**
 * A signed-in reader who arrived with a marketing code: `POST front /user/marketing` records the visit on the
 * account, and the cookie goes. Loaded lazily, only when a code is kept; a failure keeps it for the next page load.
 */
export async function recordMarketingVisit(): Promise<void> {
  const code = keptMarketingCode();
  if (!code) return;
  try {
    await call<unknown>('front', 'post', 'user/marketing', { json: { marketingCode: code } });
    forgetMarketingCode();
  } catch {
    // Kept for the next try, within the cookie's lifetime.
  }
}
