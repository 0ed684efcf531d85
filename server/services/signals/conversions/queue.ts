import { createHash } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ConversionAction, ConversionResult } from '../../../../src/domain/signals';
import type { Executor } from '../../../db/client';
import { conversionOutbox, type PaymentRow, users } from '../../../db/schema';

/** Meta's event names for the two actions (Conversions API standard events). */
const EVENT_NAMES: Record<ConversionAction, string> = {
  PURCHASE: 'Purchase',
  COMPLETE_REGISTRATION: 'CompleteRegistration',
};

export interface ConversionAct {
  userId: number;
  action: ConversionAction;
  /** One act, one key: `PURCHASE:<payment id>`, `COMPLETE_REGISTRATION:<user id>`; also the event_id Meta dedupes on. */
  dedupKey: string;
  eventTime: Date;
  /** The `fbc` click id, when the SPA reported one. */
  fbc?: string | null | undefined;
  sourceUrl?: string | undefined;
  customData?: Record<string, unknown>;
}

export const purchaseKey = (paymentId: string) => `PURCHASE:${paymentId}`;
export const registrationKey = (userId: number) => `COMPLETE_REGISTRATION:${userId}`;

/** Meta asks for hashed identifiers: the account id, never an e-mail, so nothing personal leaves in clear. */
const hashedId = (userId: number) => createHash('sha256').update(String(userId)).digest('hex');

/** Conversions API `value` is in major units: JPY has none after the point, THB and TWD two. */
function majorUnits(priceMinor: number, currency: string): number {
  const digits =
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  return priceMinor / 10 ** digits;
}

/** What the partner receives for a paid coin purchase, from the server's own record of it. */
export function purchaseAct(payment: PaymentRow, extra: Pick<ConversionAct, 'fbc' | 'sourceUrl'> = {}): ConversionAct {
  return {
    userId: payment.userId,
    action: 'PURCHASE',
    dedupKey: purchaseKey(payment.id),
    eventTime: payment.paidAt ?? payment.createdAt,
    customData: { currency: payment.currency, value: majorUnits(payment.priceMinor, payment.currency) },
    ...extra,
  };
}

/** A sign-up (e-mail sign-up with the form's consent box ticked). */
export function registrationAct(userId: number, at: Date): ConversionAct {
  return { userId, action: 'COMPLETE_REGISTRATION', dedupKey: registrationKey(userId), eventTime: at };
}

/**
 * Queues one conversion in the caller's transaction, and only when the reader agreed to ad tracking
 * (users.is_agree_ad_tracking): without consent nothing about the act is written. The same act twice is DUPLICATE;
 * a click id reported after the server queued the act joins the row while it is unsent.
 */
export async function queueConversion(tx: Executor, act: ConversionAct, now: Date): Promise<ConversionResult> {
  const [reader] = await tx
    .select({ platform: users.platform, consent: users.isAgreeAdTracking })
    .from(users)
    .where(eq(users.id, act.userId));
  if (!reader?.consent) return 'SKIPPED';
  const userData: Record<string, string> = { external_id: hashedId(act.userId) };
  if (act.fbc) userData.fbc = act.fbc;
  const payload = {
    event_name: EVENT_NAMES[act.action],
    event_time: Math.floor(act.eventTime.getTime() / 1000),
    event_id: act.dedupKey,
    action_source: 'website',
    ...(act.sourceUrl ? { event_source_url: act.sourceUrl } : {}),
    user_data: userData,
    ...(act.customData ? { custom_data: act.customData } : {}),
  };
  const inserted = await tx
    .insert(conversionOutbox)
    .values({
      userId: act.userId,
      platform: reader.platform,
      action: act.action,
      dedupKey: act.dedupKey,
      payload,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: conversionOutbox.id });
  if (inserted.length > 0) return 'QUEUED';
  if (act.fbc)
    await tx
      .update(conversionOutbox)
      .set({
        payload: sql`jsonb_set(${conversionOutbox.payload}, '{user_data,fbc}', ${JSON.stringify(act.fbc)}::jsonb)`,
      })
      .where(and(eq(conversionOutbox.dedupKey, act.dedupKey), isNull(conversionOutbox.sentAt)));
  return 'DUPLICATE';
}
