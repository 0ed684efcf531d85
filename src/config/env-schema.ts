import * as z from 'zod/mini';
import { platforms } from '../../platforms';
import { PLATFORM_IDS } from '../domain/enums';

/**
 * The build settings of `.env.<platform>`. Parsed when Vite loads its config (build, dev server, tests), so a bad
 * env file stops the build with a readable message; the browser bundle then carries only the checked values and
 * no validator (zod stays out of the first load).
 */
export const envSchema = z.object({
  VITE_PLATFORM: z.enum(PLATFORM_IDS),
  VITE_BACKEND_URL: z.string().check(z.minLength(1)),
  VITE_FRONT_URL: z.string().check(z.minLength(1)),
  VITE_DIRECT_URL: z.string().check(z.minLength(1)),
  VITE_BRIDGE_URL: z.string().check(z.minLength(1)),
  VITE_AUTH_BASE: z.string().check(z.minLength(1)),
  VITE_BLOCK_DEVTOOLS: z.optional(z.enum(['true', 'false'])),
  /** The global 'me' service's address, where German readers go on reading: a whole URL of another site. */
  VITE_ME_SERVICE_URL: z.optional(z.url({ protocol: /^https?$/ })),
});

export type EnvValues = z.infer<typeof envSchema>;

/** Checks raw env values; throws one error naming every bad field and the file it came from. */
export function checkEnv(raw: Record<string, string | undefined>, file: string): EnvValues {
  const result = envSchema.safeParse(raw);
  if (!result.success) {
    const fields = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid build settings in ${file}: ${fields}`);
  }
  // The transfer-only bundle sends its readers on to the global service: without its address that way would vanish.
  if (platforms[result.data.VITE_PLATFORM].transferOnly && !result.data.VITE_ME_SERVICE_URL) {
    throw new Error(`Invalid build settings in ${file}: VITE_ME_SERVICE_URL: the global service's URL is required`);
  }
  return result.data;
}
