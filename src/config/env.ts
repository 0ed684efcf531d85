import * as z from 'zod/mini';
import { PLATFORM_IDS } from '../domain/enums';

/** The only reader of import.meta.env: the build settings of `.env.<platform>`, parsed once. */
const schema = z.object({
  VITE_PLATFORM: z.enum(PLATFORM_IDS),
  VITE_BACKEND_URL: z.string().check(z.minLength(1)),
  VITE_FRONT_URL: z.string().check(z.minLength(1)),
  VITE_DIRECT_URL: z.string().check(z.minLength(1)),
  VITE_BRIDGE_URL: z.string().check(z.minLength(1)),
  VITE_AUTH_BASE: z.string().check(z.minLength(1)),
  VITE_BLOCK_DEVTOOLS: z.optional(z.enum(['true', 'false'])),
  VITE_ME_SERVICE_URL: z.optional(z.string()),
});

function parse() {
  const result = schema.safeParse(import.meta.env);
  if (!result.success) {
    const fields = result.error.issues.map((i) => i.path.join('.')).join(', ');
    throw new Error(`Invalid build settings in .env.${String(import.meta.env.VITE_PLATFORM)}: ${fields}`);
  }
  const e = result.data;
  return {
    platform: e.VITE_PLATFORM,
    serviceUrls: {
      backend: e.VITE_BACKEND_URL,
      front: e.VITE_FRONT_URL,
      direct: e.VITE_DIRECT_URL,
      bridge: e.VITE_BRIDGE_URL,
    },
    authBase: e.VITE_AUTH_BASE,
    blockDevtools: e.VITE_BLOCK_DEVTOOLS !== 'false',
    meServiceUrl: e.VITE_ME_SERVICE_URL ?? '',
  } as const;
}

export const env = parse();
export type ServiceGroup = keyof typeof env.serviceUrls;
