import { NIGHT_PUSH_WINDOW } from './constants';
import type { User } from './user';

/** What a notification (spec §7 group `alarm`) is about; the SPA words each kind in the reader's language. */
export const NOTIFICATION_KINDS = [
  'GIFT',
  'RENTAL_ENDING',
  'FREETIME_READY',
  'NEW_EPISODE',
  'INQUIRY_ANSWERED',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** One notification as `GET /alarm` answers it; times are epoch milliseconds. */
export interface NotificationWire {
  id: number;
  kind: NotificationKind;
  content: { id: number; name: string } | null;
  episode: { id: number; number: number } | null;
  giftId: number | null;
  /** When the reader was (or is) told: the creation time, or the end of the night window it was held to. */
  shownAt: number;
  readAt: number | null;
}

export interface NotificationPage {
  items: NotificationWire[];
  page: number;
  size: number;
  hasNext: boolean;
  unread: number;
}

/**
 * Whether the reader's toggles let a notification of this kind through: nothing without the master switch; new
 * episodes need the contents toggle and wait-until-free tickets the freetime toggle. Gifts and rentals ending are
 * about the reader's own account, so the master switch alone decides. The help desk's answer to the reader's own
 * inquiry is a reply the reader asked for, like a mail they requested: no toggle holds it back.
 */
export function pushAllows(settings: User['agreePush'], kind: NotificationKind): boolean {
  if (kind === 'INQUIRY_ANSWERED') return true;
  if (!settings.isAgreePush) return false;
  if (kind === 'NEW_EPISODE') return settings.isAgreePushContents;
  if (kind === 'FREETIME_READY') return settings.isAgreePushFreetime;
  return true;
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const NIGHT_FROM = minutesOf(NIGHT_PUSH_WINDOW.from);
const NIGHT_TO = minutesOf(NIGHT_PUSH_WINDOW.to);
const MINUTE_MS = 60_000;

/** Minutes since local midnight of an instant in a time zone (seconds dropped). */
export function minuteOfDayIn(timeZone: string, instant: Date): number {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .formatToParts(instant)
    .reduce<Record<string, string>>((acc, part) => ({ ...acc, [part.type]: part.value }), {});
  return Number(parts.hour) * 60 + Number(parts.minute);
}

/** Whether an instant is in the night window (22:00 included, 04:00 excluded) of a time zone. */
export function isNightIn(timeZone: string, instant: Date): boolean {
  const minute = minuteOfDayIn(timeZone, instant);
  return minute >= NIGHT_FROM || minute < NIGHT_TO;
}

/**
 * The end of the night window an instant falls in (the next 04:00 local time, to the minute), or null outside it.
 * Counted in local wall minutes, then corrected once by the offset the zone has at the result, so a DST change
 * inside the night (Europe at 02:00/03:00) still ends at 04:00 local.
 */
export function nightEndsAt(timeZone: string, instant: Date): Date | null {
  if (!isNightIn(timeZone, instant)) return null;
  const minute = minuteOfDayIn(timeZone, instant);
  const wait = (NIGHT_TO - minute + 24 * 60) % (24 * 60);
  const start = Math.floor(instant.getTime() / MINUTE_MS) * MINUTE_MS;
  const guess = new Date(start + wait * MINUTE_MS);
  const drift = ((minuteOfDayIn(timeZone, guess) - NIGHT_TO + 36 * 60) % (24 * 60)) - 12 * 60;
  return new Date(guess.getTime() - drift * MINUTE_MS);
}
