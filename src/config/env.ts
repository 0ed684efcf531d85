import type { EnvValues } from './env-schema';

/**
 * The only reader of import.meta.env. The values were checked by `checkEnv` when Vite loaded `.env.<platform>`
 * (vite.config.ts), so here they are only shaped for the app.
 */
const e = import.meta.env as unknown as EnvValues;

export const env = {
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

export type ServiceGroup = keyof typeof env.serviceUrls;
