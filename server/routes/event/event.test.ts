import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventDetail, EventList } from '../../../src/domain/events';
import { and, eq } from 'drizzle-orm';
import { eventTitles, events, titles } from '../../db/schema';
import { ENDED_EVENTS_LISTED } from '../../services/events/event-read';
import { seedEventsIfMissing } from '../../db/seed-events';
import { callJson, createTestContext, dataOf, failureOf, readerOn, type TestContext } from '../../testing';
import { claim, insertEvent, seededEvent } from './event-testing';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const DAY_MS = 24 * 60 * 60 * 1000;

describe('GET /event', () => {
  it('lists the platform’s events for guests: running by sort order, then upcoming, then ended newest first', async () => {
    const now = await ctx.clock.now();
    const soon = await insertEvent(ctx.db, {
      platform: 'japan',
      kind: 'CHECK_IN',
      startsAt: new Date(now.getTime() + DAY_MS),
      endsAt: new Date(now.getTime() + 9 * DAY_MS),
    });
    const { items } = dataOf(await callJson<EventList>(ctx.app, 'GET', '/api/backend/event'));
    const phases = items.map((e) => e.phase);
    expect(phases.indexOf('UPCOMING')).toBeGreaterThan(phases.lastIndexOf('RUNNING'));
    expect(phases.indexOf('ENDED')).toBeGreaterThan(phases.lastIndexOf('UPCOMING'));
    expect(items.find((e) => e.phase === 'UPCOMING')?.id).toBe(soon);
    const running = items.filter((e) => e.phase === 'RUNNING');
    expect(running.map((e) => e.kind)).toEqual([
      'CHECK_IN',
      'MISSION',
      'COUPON',
      'SIGNUP_MAIL',
      'CHECK_IN',
      'CHECK_IN',
    ]);
    // Members-only events are listed for guests too (the detail asks them to log in).
    expect(running.map((e) => e.audience)).toContain('LOGGED_IN');
    const checkIn = running[0]!;
    expect(checkIn.title).toBe('毎日出席チェック');
    expect(checkIn.steps).toHaveLength(7);
    expect(checkIn.steps[0]!.rewards.map((r) => r.type)).toEqual(['FREE_COIN', 'ROULETTE_TICKET']);
    expect(checkIn.steps[2]!.rewards.map((r) => r.type)).toContain('MILEAGE');
    expect(checkIn.steps[6]!.rewards).toContainEqual({ type: 'ROULETTE_TICKET', amount: 1, validDays: null });
  });

  it('lists only the newest ended events, however many a platform had', async () => {
    const now = await ctx.clock.now();
    for (let i = 0; i < ENDED_EVENTS_LISTED + 3; i += 1)
      await insertEvent(ctx.db, {
        platform: 'japan',
        kind: 'CHECK_IN',
        startsAt: new Date(now.getTime() - (100 + i) * DAY_MS),
        endsAt: new Date(now.getTime() - (90 + i) * DAY_MS),
      });
    const { items } = dataOf(await callJson<EventList>(ctx.app, 'GET', '/api/backend/event'));
    const ended = items.filter((e) => e.phase === 'ENDED');
    expect(ended).toHaveLength(ENDED_EVENTS_LISTED);
    expect(ended.map((e) => e.endsAt)).toEqual([...ended.map((e) => e.endsAt)].sort((a, b) => b - a));
    expect(items.some((e) => e.phase === 'RUNNING')).toBe(true);
  });

  it('shows each platform its own events, in its language', async () => {
    const thai = dataOf(await callJson<EventList>(ctx.appFor('thai'), 'GET', '/api/backend/event'));
    expect(thai.items[0]!.title).toBe('เช็กอินรายวัน');
    expect(thai.items.some((e) => e.audience === 'MINOR_ONLY' && e.phase === 'RUNNING')).toBe(true);
    const german = dataOf(await callJson<EventList>(ctx.appFor('de'), 'GET', '/api/backend/event'));
    expect(german.items).toEqual([]);
  });
});

describe('GET /event/:id', () => {
  it('answers the detail with no progress for a guest and the reader’s progress when signed in', async () => {
    const mission = await seededEvent(ctx.app, 'MISSION');
    const guest = dataOf(await callJson<EventDetail>(ctx.app, 'GET', `/api/backend/event/${mission.id}`));
    expect(guest.progress).toBeNull();
    expect(guest.titles.length).toBeGreaterThan(0);
    const reader = await readerOn(ctx, 'japan');
    const mine = dataOf(
      await callJson<EventDetail>(ctx.app, 'GET', `/api/backend/event/${mission.id}`, { token: reader.accessToken }),
    );
    expect(mine.progress).toEqual({
      claimedSteps: [],
      checkedInToday: false,
      read: 0,
      couponCode: null,
      mailConfirmed: false,
    });
  });

  it('names a mission title only to a reader who may see it (an adult title stays hidden from a guest)', async () => {
    const mission = await seededEvent(ctx.app, 'MISSION');
    const [adultTitle] = await ctx.db.select({ id: titles.id }).from(titles).where(eq(titles.isAdult, true)).limit(1);
    await ctx.db.insert(eventTitles).values({ eventId: mission.id, titleId: adultTitle!.id });
    try {
      const guest = dataOf(await callJson<EventDetail>(ctx.app, 'GET', `/api/backend/event/${mission.id}`));
      expect(guest.titles.map((title) => title.id)).not.toContain(adultTitle!.id);
      expect(guest.titles.length).toBeGreaterThan(0);
      const adult = await readerOn(ctx, 'japan', { isAdult: true, isAdultToggle: true, birthedAt: '1990-01-01' });
      const seen = dataOf(
        await callJson<EventDetail>(ctx.app, 'GET', `/api/backend/event/${mission.id}`, { token: adult.accessToken }),
      );
      expect(seen.titles.map((title) => title.id)).toContain(adultTitle!.id);
    } finally {
      await ctx.db
        .delete(eventTitles)
        .where(and(eq(eventTitles.eventId, mission.id), eq(eventTitles.titleId, adultTitle!.id)));
    }
  });

  it('refuses a guest a members-only event with UNAUTHORIZED_USER', async () => {
    const coupon = await seededEvent(ctx.app, 'COUPON', 'LOGGED_IN');
    expect(failureOf(await callJson(ctx.app, 'GET', `/api/backend/event/${coupon.id}`))).toEqual({
      status: 401,
      code: 'UNAUTHORIZED_USER',
    });
    const reader = await readerOn(ctx, 'japan');
    const reply = await callJson(ctx.app, 'GET', `/api/backend/event/${coupon.id}`, { token: reader.accessToken });
    expect(reply.status).toBe(200);
  });

  it('answers NOT_FOUND_EVENT for an unknown or another platform’s event, INVALID_PARAMETER for a malformed id', async () => {
    const thaiEvent = await seededEvent(ctx.appFor('thai'), 'CHECK_IN');
    for (const id of [thaiEvent.id, 999_999])
      expect(failureOf(await callJson(ctx.app, 'GET', `/api/backend/event/${id}`))).toEqual({
        status: 404,
        code: 'NOT_FOUND_EVENT',
      });
    for (const id of ['abc', '1.5', '-1', '0', '99999999999'])
      expect(failureOf(await callJson(ctx.app, 'GET', `/api/backend/event/${id}`))).toEqual({
        status: 400,
        code: 'INVALID_PARAMETER',
      });
  });
});

describe('POST /event/:id/claim refusals', () => {
  it('needs a login (NOT_LOGIN_USER), a known event (NOT_FOUND_EVENT) and a strict body', async () => {
    const checkIn = await seededEvent(ctx.app, 'CHECK_IN');
    expect(failureOf(await claim(ctx.app, undefined, checkIn.id))).toEqual({ status: 401, code: 'NOT_LOGIN_USER' });
    const reader = await readerOn(ctx, 'japan');
    expect(failureOf(await claim(ctx.app, reader.accessToken, 999_999))).toEqual({
      status: 404,
      code: 'NOT_FOUND_EVENT',
    });
    for (const body of [{ step: '1' }, { step: 1.5 }, { other: 1 }, [], 'x'])
      expect(failureOf(await claim(ctx.app, reader.accessToken, checkIn.id, body)).code).toBe('INVALID_PARAMETER');
    const noKey = await callJson(ctx.app, 'POST', `/api/backend/event/${checkIn.id}/claim`, {
      body: {},
      token: reader.accessToken,
    });
    expect(failureOf(noKey).code).toBe('INVALID_PARAMETER');
  });

  it('refuses outside the period with NOT_EVENT_PERIOD (ended, and not yet started)', async () => {
    const ended = await seededEvent(ctx.app, 'CHECK_IN', 'EVERYONE', 'ENDED');
    const now = await ctx.clock.now();
    const later = await insertEvent(ctx.db, {
      platform: 'japan',
      kind: 'CHECK_IN',
      startsAt: new Date(now.getTime() + DAY_MS),
      endsAt: new Date(now.getTime() + 2 * DAY_MS),
    });
    const reader = await readerOn(ctx, 'japan');
    for (const id of [ended.id, later])
      expect(failureOf(await claim(ctx.app, reader.accessToken, id))).toEqual({
        status: 409,
        code: 'NOT_EVENT_PERIOD',
      });
  });

  it('the sign-up mail event is not claimed here: its reward comes with the mail confirmation', async () => {
    const signUp = await seededEvent(ctx.app, 'SIGNUP_MAIL');
    const reader = await readerOn(ctx, 'japan');
    expect(failureOf(await claim(ctx.app, reader.accessToken, signUp.id))).toEqual({
      status: 400,
      code: 'INVALID_PARAMETER',
    });
  });
});

describe('audiences, by the verified age and not the display switch', () => {
  const adult = { isAdult: true, birthedAt: '1990-01-01', isAdultToggle: false };
  const minor = { isAdult: false, birthedAt: '2012-01-01', isAdultToggle: false };

  it.each(['japan', 'thai'] as const)('on %s: adults-only refuses a minor, minors-only refuses an adult', async (p) => {
    const app = ctx.appFor(p);
    const adultOnly = await seededEvent(app, 'CHECK_IN', 'ADULT_ONLY');
    const minorOnly = await seededEvent(app, 'CHECK_IN', 'MINOR_ONLY');
    const grownUp = await readerOn(ctx, p, adult);
    const young = await readerOn(ctx, p, minor);
    expect(failureOf(await claim(app, young.accessToken, adultOnly.id))).toEqual({
      status: 403,
      code: 'UNAUTHORIZED_ADULT',
    });
    expect(failureOf(await claim(app, grownUp.accessToken, minorOnly.id))).toEqual({
      status: 403,
      code: 'UNAUTHORIZED_NON_ADULT',
    });
    expect((await claim(app, grownUp.accessToken, adultOnly.id)).status).toBe(200);
    expect((await claim(app, young.accessToken, minorOnly.id)).status).toBe(200);
  });

  it('on thai an adult without a birth date is not an adult (the platform’s rule)', async () => {
    const app = ctx.appFor('thai');
    const adultOnly = await seededEvent(app, 'CHECK_IN', 'ADULT_ONLY');
    const noBirthDate = await readerOn(ctx, 'thai', { isAdult: true, birthedAt: null, isAdultToggle: true });
    expect(failureOf(await claim(app, noBirthDate.accessToken, adultOnly.id)).code).toBe('UNAUTHORIZED_ADULT');
  });
});

describe('seedEventsIfMissing', () => {
  // Last in this file: it replaces the events the tests above read.
  it('adds the demo events to a database seeded before them, once (their coupons are reused)', async () => {
    const now = await ctx.clock.now();
    await ctx.db.delete(events);
    expect(await seedEventsIfMissing(ctx.db, now)).toBe(true);
    expect(await seedEventsIfMissing(ctx.db, now)).toBe(false);
    const platforms = await ctx.db.selectDistinct({ platform: events.platform }).from(events);
    expect(platforms.map((p) => p.platform).sort()).toEqual(['japan', 'me', 'taiwan', 'thai']);
    const coupon = await seededEvent(ctx.app, 'COUPON', 'LOGGED_IN');
    const reader = await readerOn(ctx, 'japan');
    const given = await claim<{ couponCode: string }>(ctx.app, reader.accessToken, coupon.id);
    expect(given.body).toMatchObject({ data: { couponCode: 'EVENTGIFTJA' } });
  });
});
