/**
 * The marketing and app-signal settings of issue 13, parsed from the values server/env.ts read (this file never reads
 * process.env itself).
 */

/** Outside production the offerwall callbacks are signed with this key unless OFFERWALL_SECRET names another. */
const DEV_OFFERWALL_SECRET = 'dev-only-offerwall-secret-do-not-use-in-production';

export interface SignalSettings {
  offerwall: {
    /** The HMAC key of `X-Offerwall-Signature` (OFFERWALL_SECRET); null in production without one: callbacks refused. */
    secret: string | null;
    /** The stand-in offerwall and its page for readers (TEST_OFFERWALL): on outside production by default, never in it. */
    testProvider: boolean;
  };
  conversions: {
    /**
     * Where conversions go (FACEBOOK_CONVERSION_URL). Null outside production means the stand-in receiver of this API
     * (/api/dev/facebook-receiver at the listen address); null in production: they are queued and wait for one.
     */
    url: string | null;
    token: string | null;
  };
}

export interface SignalEnv {
  OFFERWALL_SECRET?: string | undefined;
  TEST_OFFERWALL?: string | undefined;
  FACEBOOK_CONVERSION_URL?: string | undefined;
  FACEBOOK_CONVERSION_TOKEN?: string | undefined;
}

function httpUrl(value: string): string {
  if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol))
    throw new Error('Invalid server environment: FACEBOOK_CONVERSION_URL must be an http(s) URL.');
  return value;
}

export function parseSignals(e: SignalEnv, production: boolean): SignalSettings {
  const off = e.TEST_OFFERWALL === '0' || e.TEST_OFFERWALL === 'false';
  if (e.OFFERWALL_SECRET !== undefined && e.OFFERWALL_SECRET.length < 16)
    throw new Error('Invalid server environment: OFFERWALL_SECRET needs at least 16 characters.');
  return {
    offerwall: {
      secret: e.OFFERWALL_SECRET ?? (production ? null : DEV_OFFERWALL_SECRET),
      testProvider: !production && !off,
    },
    conversions: {
      url: e.FACEBOOK_CONVERSION_URL ? httpUrl(e.FACEBOOK_CONVERSION_URL) : null,
      token: e.FACEBOOK_CONVERSION_TOKEN ?? null,
    },
  };
}
