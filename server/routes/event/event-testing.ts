import { randomUUID } from 'node:crypto';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { PlatformId } from '../../../src/domain/enums';
import type { EventAudience, EventKind, EventList, EventSummary } from '../../../src/domain/events';
import type { App } from '../../app';
import type { Database } from '../../db/client';
import { episodes, events, eventTitles, titles } from '../../db/schema';
import { callJson, dataOf, type JsonReply } from '../../testing';

/** The seeded event of a kind and audience on the app's platform. */
export async function seededEvent(
  app: App,
  kind: EventKind,
  audience: EventAudience = 'EVERYONE',
  phase: EventSummary['phase'] = 'RUNNING',
): Promise<EventSummary> {
  const { items } = dataOf(await callJson<EventList>(app, 'GET', '/api/backend/event'));
  const event = items.find((e) => e.kind === kind && e.audience === audience && e.phase === phase);
  if (!event) throw new Error(`No seeded ${phase} ${kind} ${audience} event.`);
  return event;
}

/** `POST /event/:id/claim` with a fresh (or the given) Idempotency-Key. */
export function claim<T = unknown>(
  app: App,
  token: string | undefined,
  eventId: number | string,
  body: unknown = {},
  key = `claim-${randomUUID()}`,
): Promise<JsonReply<T>> {
  return callJson<T>(app, 'POST', `/api/backend/event/${eventId}/claim`, {
    body,
    ...(token ? { token } : {}),
    headers: { 'idempotency-key': key },
  });
}

/** The free, published episodes of a mission event's titles, in reading order. */
export async function missionEpisodes(db: Database, eventId: number, now: Date): Promise<number[]> {
  const rows = await db
    .select({ id: episodes.id, number: episodes.number, free: titles.freeEpisodeCount })
    .from(eventTitles)
    .innerJoin(titles, eq(titles.id, eventTitles.titleId))
    .innerJoin(episodes, eq(episodes.titleId, titles.id))
    .where(and(eq(eventTitles.eventId, eventId), lte(episodes.publishedAt, now)))
    .orderBy(asc(titles.id), asc(episodes.number));
  return rows.filter((r) => r.number <= r.free).map((r) => r.id);
}

/** An event made for a test on a platform, with one step of free coins. */
export async function insertEvent(
  db: Database,
  values: { platform: PlatformId; kind: EventKind; startsAt: Date; endsAt: Date; audience?: EventAudience },
): Promise<number> {
  const [row] = await db
    .insert(events)
    .values({ title: 'Test event', description: 'A test event.', ...values })
    .returning({ id: events.id });
  return row!.id;
}
