import { and, asc, count, desc, eq, gt, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import { formatInTimeZone } from 'date-fns-tz';
import { platforms } from '../../../platforms';
import type { PlatformId } from '../../../src/domain/enums';
import type {
  EventDetail,
  EventPhase,
  EventProgress,
  EventReward,
  EventStep,
  EventSummary,
} from '../../../src/domain/events';
import type { Executor } from '../../db/client';
import {
  couponUsers,
  coupons,
  episodeViews,
  episodes,
  eventClaims,
  eventRewards,
  eventTitles,
  events,
  type EventRow,
  titles,
  users,
} from '../../db/schema';
import { ApiFailure } from '../../lib/http';
import { type Audience, visibleTo } from '../catalog';

/** The local calendar day (yyyy-MM-dd) of an instant in the platform's time zone: a check-in's day. */
export function localDay(platform: PlatformId, at: Date): string {
  return formatInTimeZone(at, platforms[platform].timeZone, 'yyyy-MM-dd');
}

export function phaseOf(event: Pick<EventRow, 'startsAt' | 'endsAt'>, now: Date): EventPhase {
  if (now < event.startsAt) return 'UPCOMING';
  return now < event.endsAt ? 'RUNNING' : 'ENDED';
}

/** The steps of events, from their reward rows; a COUPON event shows its coupon's reward (granted on registering). */
async function stepsOf(executor: Executor, rows: readonly EventRow[]): Promise<Map<number, EventStep[]>> {
  const steps = new Map<number, EventStep[]>(rows.map((row) => [row.id, []]));
  if (rows.length === 0) return steps;
  const rewards = await executor
    .select()
    .from(eventRewards)
    .where(
      inArray(
        eventRewards.eventId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(eventRewards.eventId), asc(eventRewards.step), asc(eventRewards.id));
  for (const reward of rewards) {
    const list = steps.get(reward.eventId)!;
    let step = list.find((s) => s.step === reward.step);
    if (!step) {
      step = { step: reward.step, requirement: reward.requirement, rewards: [] };
      list.push(step);
    }
    step.rewards.push({ type: reward.rewardType, amount: reward.amount, validDays: reward.validDays });
  }
  const couponIds = rows.flatMap((row) => (row.couponId === null ? [] : [row.couponId]));
  if (couponIds.length > 0) {
    const given = await executor.select().from(coupons).where(inArray(coupons.id, couponIds));
    for (const row of rows) {
      const coupon = given.find((c) => c.id === row.couponId);
      if (!coupon || steps.get(row.id)!.length > 0) continue;
      const reward: EventReward = { type: coupon.rewardKind, amount: coupon.amount, validDays: coupon.rewardValidDays };
      steps.set(row.id, [{ step: 1, requirement: 0, rewards: [reward] }]);
    }
  }
  return steps;
}

function summaryOf(row: EventRow, steps: EventStep[], now: Date): EventSummary {
  return {
    id: row.id,
    kind: row.kind,
    audience: row.audience,
    title: row.title,
    description: row.description,
    startsAt: row.startsAt.getTime(),
    endsAt: row.endsAt.getTime(),
    phase: phaseOf(row, now),
    steps,
  };
}

const PHASE_ORDER: Record<EventPhase, number> = { RUNNING: 0, UPCOMING: 1, ENDED: 2 };

/** Ended events the list still shows: the newest this many (an ended event stays reachable by its address). */
export const ENDED_EVENTS_LISTED = 20;

/**
 * `GET /event`: running (sort order), then upcoming (soonest first), then ended (newest end first, the newest
 * ENDED_EVENTS_LISTED only: the list stays bounded however many events a platform had).
 */
export async function listEvents(executor: Executor, platform: PlatformId, now: Date): Promise<EventSummary[]> {
  const live = await executor
    .select()
    .from(events)
    .where(and(eq(events.platform, platform), gt(events.endsAt, now)));
  const ended = await executor
    .select()
    .from(events)
    .where(and(eq(events.platform, platform), lte(events.endsAt, now)))
    .orderBy(desc(events.endsAt), desc(events.id))
    .limit(ENDED_EVENTS_LISTED);
  const rows = [...live, ...ended];
  const steps = await stepsOf(executor, rows);
  const key = (row: EventRow) => {
    const phase = phaseOf(row, now);
    if (phase === 'RUNNING') return row.sortOrder;
    return phase === 'UPCOMING' ? row.startsAt.getTime() : -row.endsAt.getTime();
  };
  return rows
    .sort((a, b) => PHASE_ORDER[phaseOf(a, now)] - PHASE_ORDER[phaseOf(b, now)] || key(a) - key(b) || a.id - b.id)
    .map((row) => summaryOf(row, steps.get(row.id) ?? [], now));
}

/** The platform's event: NOT_FOUND_EVENT for an unknown one or another platform's. */
export async function loadEvent(executor: Executor, platform: PlatformId, id: number): Promise<EventRow> {
  const [row] = await executor
    .select()
    .from(events)
    .where(and(eq(events.id, id), eq(events.platform, platform)));
  if (!row) throw new ApiFailure('NOT_FOUND_EVENT');
  return row;
}

export async function eventSteps(executor: Executor, row: EventRow): Promise<EventStep[]> {
  return (await stepsOf(executor, [row])).get(row.id) ?? [];
}

/**
 * MISSION: episodes of the event's titles this reader opened for the first time during the event. The viewer counts
 * one view per reader and readable episode (episode_views, reader `u:<id>`), so rereading old episodes or opening a
 * locked one does not count.
 */
export async function missionRead(executor: Executor, row: EventRow, userId: number): Promise<number> {
  const [result] = await executor
    .select({ n: count() })
    .from(episodeViews)
    .innerJoin(episodes, eq(episodes.id, episodeViews.episodeId))
    .innerJoin(eventTitles, and(eq(eventTitles.titleId, episodes.titleId), eq(eventTitles.eventId, row.id)))
    .where(
      and(
        eq(episodeViews.reader, `u:${userId}`),
        gte(episodeViews.createdAt, row.startsAt),
        lt(episodeViews.createdAt, row.endsAt),
      ),
    );
  return result?.n ?? 0;
}

/** The reader's state in an event (claims, today's check-in, mission count, coupon code, mail confirmation). */
export async function progressOf(executor: Executor, row: EventRow, userId: number, now: Date): Promise<EventProgress> {
  const claims = await executor
    .select({ claimKey: eventClaims.claimKey, step: eventClaims.step })
    .from(eventClaims)
    .where(and(eq(eventClaims.eventId, row.id), eq(eventClaims.userId, userId)));
  const today = localDay(row.platform, now);
  let couponCode: string | null = null;
  if (row.couponId !== null && claims.length > 0) {
    const [coupon] = await executor.select({ code: coupons.code }).from(coupons).where(eq(coupons.id, row.couponId));
    couponCode = coupon?.code ?? null;
  }
  let mailConfirmed = false;
  if (row.kind === 'SIGNUP_MAIL') {
    const [user] = await executor
      .select({ confirmed: sql<boolean>`${users.mailVerifiedAt} IS NOT NULL` })
      .from(users)
      .where(eq(users.id, userId));
    mailConfirmed = user?.confirmed ?? false;
  }
  return {
    claimedSteps: [...new Set(claims.map((c) => c.step))].sort((a, b) => a - b),
    checkedInToday: row.kind === 'CHECK_IN' && claims.some((c) => c.claimKey === today),
    read: row.kind === 'MISSION' ? await missionRead(executor, row, userId) : 0,
    couponCode,
    mailConfirmed,
  };
}

/** `GET /event/:id`: the event with its titles and, for a signed-in reader, their progress. */
export async function eventDetail(
  executor: Executor,
  platform: PlatformId,
  id: number,
  audience: Audience,
  now: Date,
): Promise<EventDetail> {
  const row = await loadEvent(executor, platform, id);
  const userId = audience.user?.id ?? null;
  if (row.audience === 'LOGGED_IN' && userId === null) throw new ApiFailure('UNAUTHORIZED_USER');
  // A mission's titles follow the reader's adult and BL rules like every list: a hidden title is not even named.
  const named = await executor
    .select({ id: titles.id, name: titles.name })
    .from(eventTitles)
    .innerJoin(titles, eq(titles.id, eventTitles.titleId))
    .where(and(eq(eventTitles.eventId, row.id), visibleTo(audience, now)))
    .orderBy(asc(titles.id));
  return {
    ...summaryOf(row, await eventSteps(executor, row), now),
    titles: named,
    progress: userId === null ? null : await progressOf(executor, row, userId, now),
  };
}

/** Marks a coupon as given to the reader (registering it on /coupon grants its reward, server/services/economy/coupons.ts). */
export async function assignCoupon(executor: Executor, couponId: number, userId: number, now: Date): Promise<void> {
  await executor.insert(couponUsers).values({ couponId, userId, assignedAt: now }).onConflictDoNothing();
}
