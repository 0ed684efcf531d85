import { Hono } from 'hono';
import * as z from 'zod/mini';
import type { AppEnv } from '../../lib/app-env';
import type { AppDeps } from '../../lib/deps';
import { idParam, ok, readJson } from '../../lib/http';
import { runHousekeeping } from '../../services/housekeeping';
import { answerInquiry, answerRequest } from '../../services/help';
import { rouletteTestRoutes } from './roulette-test.routes';

const clockRequest = z.object({ now: z.nullable(z.iso.datetime({ offset: true })) });

/** Test-only `/api/test/*`; createApp mounts it only in test mode, so it does not exist elsewhere. */
export function testRoutes(deps: AppDeps) {
  return (
    new Hono<AppEnv>()
      .post('/clock', async (c) => {
        const body = await readJson(c, clockRequest);
        await deps.clock.set(body.now === null ? null : new Date(body.now));
        return ok(c, { now: (await deps.clock.now()).toISOString(), overridden: body.now !== null });
      })
      .get('/clock', async (c) => ok(c, { now: (await deps.clock.now()).toISOString() }))
      // The housekeeping job at once, at the test clock's time (it also runs every minute).
      .post('/housekeeping', async (c) => ok(c, await runHousekeeping(deps.db, await deps.clock.now())))
      // An operator's answer to an inquiry (the operator command's `answer` in e2e flows).
      .post('/qna/:id/answer', async (c) => {
        const id = idParam(c);
        const { answer } = await readJson(c, answerRequest);
        return ok(c, await answerInquiry(deps.db, id, answer, await deps.clock.now()));
      })
      .route('/roulette', rouletteTestRoutes(deps))
      .get('/outbox', async (c) => {
        const rows = await deps.outbox.list();
        return ok(
          c,
          rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
        );
      })
  );
}
