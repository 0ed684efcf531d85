import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { conversionRequest, type ConversionRequest, type ConversionResult } from '../../../src/domain/signals';
import type { Executor } from '../../db/client';
import { payments } from '../../db/schema';
import type { AppEnv } from '../../lib/app-env';
import type { AppDeps } from '../../lib/deps';
import { ApiFailure, ok, readJson } from '../../lib/http';
import { requireUser } from '../../lib/request-info';
import { type ConversionAct, purchaseAct, queueConversion } from '../../services/signals';

/** The page's origin and path: a query string may carry tokens and is never forwarded. */
function pageOf(actionUrl: string): string {
  const url = new URL(actionUrl);
  return `${url.origin}${url.pathname}`;
}

/**
 * The act a client reports, rebuilt from the server's records only: a PURCHASE names a PAID payment of the reader
 * (its amount and currency are the server's).
 */
async function actOf(tx: Executor, userId: number, body: ConversionRequest): Promise<ConversionAct> {
  const extra = { fbc: body.acToken, sourceUrl: pageOf(body.actionUrl) };
  // A sign-up is queued by the sign-up itself, with its consent box; a reader cannot claim one later (an old account
  // would attribute a "registration" to any ad click).
  if (body.action === 'COMPLETE_REGISTRATION') throw new ApiFailure('INVALID_PARAMETER');
  const paymentId = body.purchaseParamsRequest?.paymentId;
  if (!paymentId) throw new ApiFailure('INVALID_PARAMETER');
  const [payment] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.userId, userId), eq(payments.status, 'PAID')));
  if (!payment) throw new ApiFailure('NOT_EXIST');
  return purchaseAct(payment, extra);
}

/**
 * Backend `POST /third-party/facebook/conversion` (spec §7: acToken, action, actionUrl, purchaseParamsRequest →
 * result): the SPA reports an act, e.g. on returning from the checkout, with the click id it kept. The server queues
 * it only with the reader's consent (SKIPPED otherwise) and once per act (DUPLICATE).
 */
export function thirdPartyRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post('/facebook/conversion', requireUser(deps), async (c) => {
    const body = await readJson(c, conversionRequest);
    const now = await deps.clock.now();
    const result: ConversionResult = await deps.db.transaction(async (tx) =>
      queueConversion(tx, await actOf(tx, c.var.userId, body), now),
    );
    return ok(c, { result });
  });
}
