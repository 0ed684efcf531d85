import { addDays, startOfDay } from 'date-fns';
import { fromZonedTime, toZonedTime } from 'date-fns-tz';
import { and, asc, count, eq, gte } from 'drizzle-orm';
import { platforms } from '../../platforms';
import type { PlatformId, RewardType } from '../../src/domain/enums';
import type { EventAudience, EventKind } from '../../src/domain/events';
import type { Executor } from './client';
import en from './events-content/en';
import ja from './events-content/ja';
import th from './events-content/th';
import type { EventTexts } from './events-content/types';
import zhTW from './events-content/zh-TW';
import { coupons, eventRewards, eventTitles, events, titles } from './schema';
import { EVENT_COUPON_COINS } from './seed-rewards';

/** The platforms with events, in their language; the German deployment serves only the transfer. */
const EVENT_TEXTS: Partial<Record<PlatformId, EventTexts>> = { japan: ja, thai: th, taiwan: zhTW, me: en };

const COUPON_CODES: Partial<Record<PlatformId, string>> = {
  japan: 'EVENTGIFTJA',
  thai: 'EVENTGIFTTH',
  taiwan: 'EVENTGIFTTW',
  me: 'EVENTGIFTEN',
};

/** Event coins stay spendable this long, like the sign-up event's (server/services/accounts/signup-event.ts). */
const VALID_DAYS = 30;

type Reward = [type: RewardType, amount: number];
type Step = { requirement?: number; rewards: Reward[] };

/**
 * The daily check-in card: free coins every day, mileage on day 3, and a roulette ticket on day 1 (a new reader can
 * spin right after the first check-in) and day 7.
 */
const CHECK_IN_STEPS: Step[] = [
  {
    rewards: [
      ['FREE_COIN', 5],
      ['ROULETTE_TICKET', 1],
    ],
  },
  { rewards: [['FREE_COIN', 5]] },
  {
    rewards: [
      ['FREE_COIN', 5],
      ['MILEAGE', 10],
    ],
  },
  { rewards: [['FREE_COIN', 5]] },
  { rewards: [['FREE_COIN', 10]] },
  { rewards: [['FREE_COIN', 10]] },
  {
    rewards: [
      ['FREE_COIN', 20],
      ['ROULETTE_TICKET', 1],
    ],
  },
];
const MISSION_STEPS: Step[] = [
  { requirement: 1, rewards: [['FREE_COIN', 10]] },
  {
    requirement: 3,
    rewards: [
      ['BONUS', 30],
      ['ROULETTE_TICKET', 1],
    ],
  },
];
const SHORT_CHECK_IN: Step[] = [{ rewards: [['FREE_COIN', 5]] }, { rewards: [['FREE_COIN', 10]] }];

/** Titles anyone may read with free episodes, so the mission can really be done (three reads across them). */
async function missionTitles(executor: Executor): Promise<number[]> {
  const rows = await executor
    .select({ id: titles.id })
    .from(titles)
    .where(and(eq(titles.isAdult, false), eq(titles.isBl, false), gte(titles.freeEpisodeCount, 3)))
    .orderBy(asc(titles.id))
    .limit(2);
  return rows.map((r) => r.id);
}

async function insertEvent(
  executor: Executor,
  event: {
    platform: PlatformId;
    kind: EventKind;
    audience: EventAudience;
    texts: { title: string; description: string };
    startsAt: Date;
    endsAt: Date;
    sortOrder: number;
    couponId?: number;
  },
  steps: Step[],
  titleIds: readonly number[] = [],
): Promise<void> {
  const [row] = await executor
    .insert(events)
    .values({
      platform: event.platform,
      kind: event.kind,
      audience: event.audience,
      title: event.texts.title,
      description: event.texts.description,
      startsAt: event.startsAt,
      endsAt: event.endsAt,
      sortOrder: event.sortOrder,
      couponId: event.couponId ?? null,
    })
    .returning({ id: events.id });
  if (!row) throw new Error('Event insert returned nothing.');
  const rewards = steps.flatMap((step, index) =>
    step.rewards.map(([rewardType, amount]) => ({
      eventId: row.id,
      step: index + 1,
      requirement: step.requirement ?? (event.kind === 'CHECK_IN' ? index + 1 : 0),
      rewardType,
      amount,
      validDays: rewardType === 'ROULETTE_TICKET' || rewardType === 'MILEAGE' ? null : VALID_DAYS,
    })),
  );
  if (rewards.length > 0) await executor.insert(eventRewards).values(rewards);
  if (titleIds.length > 0)
    await executor.insert(eventTitles).values(titleIds.map((titleId) => ({ eventId: row.id, titleId })));
}

/**
 * Every platform's demo events (issue 13): a running daily check-in, a reading mission, a coupon giveaway (members
 * only), the sign-up mail event, an adults-only and a minors-only check-in, and one ended event.
 */
export async function seedEvents(executor: Executor, now: Date): Promise<number> {
  const titleIds = await missionTitles(executor);
  let seeded = 0;
  for (const [platform, texts] of Object.entries(EVENT_TEXTS) as [PlatformId, EventTexts][]) {
    // Whole days of the market, as an operator schedules them: from 00:00 of the first day to 23:59 of the last, in
    // the platform's zone (not "06:01 to 06:00", the seed's own minute).
    const zone = platforms[platform].timeZone;
    const today = startOfDay(toZonedTime(now, zone));
    const from = (n: number) => fromZonedTime(addDays(today, n), zone);
    const until = (n: number) => new Date(from(n + 1).getTime() - 60_000);
    const running = { startsAt: from(-3), endsAt: until(60) };
    const code = COUPON_CODES[platform]!;
    // The coupon may outlive its event (an operator removed the events): it is reused, never made twice.
    await executor
      .insert(coupons)
      .values({
        code,
        name: texts.coupon.couponName,
        platform,
        rewardKind: 'BONUS',
        amount: EVENT_COUPON_COINS,
        rewardValidDays: VALID_DAYS,
        ...running,
        assignedOnly: true,
      })
      .onConflictDoNothing();
    const [coupon] = await executor.select({ id: coupons.id }).from(coupons).where(eq(coupons.code, code));
    const base = { platform, audience: 'EVERYONE' as const, ...running };
    await insertEvent(executor, { ...base, kind: 'CHECK_IN', texts: texts.checkIn, sortOrder: 1 }, CHECK_IN_STEPS);
    await insertEvent(
      executor,
      { ...base, kind: 'MISSION', texts: texts.mission, sortOrder: 2 },
      MISSION_STEPS,
      titleIds,
    );
    await insertEvent(
      executor,
      { ...base, kind: 'COUPON', audience: 'LOGGED_IN', texts: texts.coupon, sortOrder: 3, couponId: coupon!.id },
      [],
    );
    await insertEvent(
      executor,
      { ...base, kind: 'SIGNUP_MAIL', texts: texts.signUp, sortOrder: 4, startsAt: from(-30), endsAt: until(365) },
      [{ rewards: [['FREE_COIN', 10]] }],
    );
    await insertEvent(
      executor,
      { ...base, kind: 'CHECK_IN', audience: 'ADULT_ONLY', texts: texts.adultOnly, sortOrder: 5 },
      SHORT_CHECK_IN,
    );
    await insertEvent(
      executor,
      { ...base, kind: 'CHECK_IN', audience: 'MINOR_ONLY', texts: texts.minorOnly, sortOrder: 6 },
      SHORT_CHECK_IN,
    );
    await insertEvent(
      executor,
      { ...base, kind: 'CHECK_IN', texts: texts.ended, sortOrder: 7, startsAt: from(-60), endsAt: until(-31) },
      CHECK_IN_STEPS,
    );
    seeded += 7;
  }
  return seeded;
}

/** Adds the events to a database seeded before they existed (no event at all); any event leaves it as is. */
export async function seedEventsIfMissing(executor: Executor, now: Date): Promise<boolean> {
  const [row] = await executor.select({ n: count() }).from(events);
  if ((row?.n ?? 0) > 0) return false;
  await seedEvents(executor, now);
  return true;
}
