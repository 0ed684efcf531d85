import { Hono } from 'hono';
import * as z from 'zod/mini';
import type { AppEnv } from '../../lib/app-env';
import { ok, readJson } from '../../lib/http';

/** What the stand-in keeps (the latest deliveries only: it is a dev tool, not a store). */
const KEPT = 200;

const delivery = z.object({
  data: z.array(z.record(z.string(), z.unknown())).check(z.minLength(1), z.maxLength(100)),
});

export interface ReceivedConversion {
  receivedAt: string;
  authorized: boolean;
  data: Record<string, unknown>[];
}

/**
 * `/api/dev/facebook-receiver` (outside production only): where the conversion sender delivers by default in
 * development, standing in for Meta's Conversions API. It keeps what it received in memory, per app, and lists it for
 * tests and Playwright (`GET`); `eventIds` are the distinct event ids, the partner's view after its deduplication.
 */
export function facebookReceiverRoutes() {
  const received: ReceivedConversion[] = [];
  return new Hono<AppEnv>()
    .post('/', async (c) => {
      const body = await readJson(c, delivery);
      received.push({
        receivedAt: new Date().toISOString(),
        authorized: Boolean(c.req.header('authorization')),
        data: body.data,
      });
      received.splice(0, Math.max(0, received.length - KEPT));
      return ok(c, { events_received: body.data.length });
    })
    .get('/', (c) => {
      const eventIds = new Set(received.flatMap((d) => d.data.map((event) => String(event.event_id))));
      return ok(c, { deliveries: received, eventIds: [...eventIds] });
    });
}
