import * as z from 'zod/mini';
import { text } from './text';

/**
 * `POST /user/auth/adult/kr` (spec §7): the provider's signed result and the refresh token to rotate (as PUT
 * /user ADULT). Apart from src/domain/kr-identity.ts, which the SPA's route registry reads on the first load.
 */
export const krAdultRequest = z.object({
  encodeData: text({ min: 1, max: 2048 }),
  refreshToken: text({ min: 1, max: 256 }),
});
export type KrAdultRequest = z.infer<typeof krAdultRequest>;
