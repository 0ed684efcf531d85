import type { Wallet } from './coins';
import type { RewardType } from './enums';

/**
 * Events (spec §1, §2, §6; issue 13). Kinds: a daily check-in (attendance), a reading mission ("read N episodes of
 * these titles"), an event that gives a coupon, and the sign-up mail event (its reward comes from confirming the
 * sign-up mail, see coins.ts MailAuthResult).
 */
export const EVENT_KINDS = ['CHECK_IN', 'MISSION', 'COUPON', 'SIGNUP_MAIL'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

/**
 * Who may take part. Guests may see every event but LOGGED_IN ones (UNAUTHORIZED_USER); taking part always needs a
 * login (NOT_LOGIN_USER). ADULT_ONLY refuses a reader who is not an adult by the platform's adult rule
 * (UNAUTHORIZED_ADULT); MINOR_ONLY refuses an adult (UNAUTHORIZED_NON_ADULT).
 */
export const EVENT_AUDIENCES = ['EVERYONE', 'ADULT_ONLY', 'MINOR_ONLY', 'LOGGED_IN'] as const;
export type EventAudience = (typeof EVENT_AUDIENCES)[number];

/** One reward of an event step. Coin rewards expire `validDays` after they are granted (null: never). */
export interface EventReward {
  type: RewardType;
  amount: number;
  validDays: number | null;
}

/**
 * A step of an event: for CHECK_IN the day of the attendance card (1..n, then again from 1); for MISSION the number
 * of episodes of the event's titles to read (`requirement`); COUPON and SIGNUP_MAIL have one step.
 */
export interface EventStep {
  step: number;
  requirement: number;
  rewards: EventReward[];
}

/** The reader's state in an event; null for guests. */
export interface EventProgress {
  /** Steps already claimed (for CHECK_IN: days checked in, in this event, all time). */
  claimedSteps: number[];
  /** CHECK_IN: whether today (platform time zone) is already checked in. */
  checkedInToday: boolean;
  /** MISSION: episodes of the event's titles read since the event started. */
  read: number;
  /** COUPON: the coupon code given to this reader, once claimed. */
  couponCode: string | null;
  /** SIGNUP_MAIL: whether the sign-up mail is confirmed. */
  mailConfirmed: boolean;
}

export type EventPhase = 'UPCOMING' | 'RUNNING' | 'ENDED';

export interface EventSummary {
  id: number;
  kind: EventKind;
  audience: EventAudience;
  title: string;
  description: string;
  /** Epoch milliseconds; the SPA shows them in the platform's time zone. */
  startsAt: number;
  endsAt: number;
  phase: EventPhase;
  steps: EventStep[];
}

export interface EventDetail extends EventSummary {
  /** MISSION: the titles whose episodes count. */
  titles: { id: number; name: string }[];
  progress: EventProgress | null;
}

/** `GET /event`: running events first (by sort order), then upcoming, then ended (newest end first). */
export interface EventList {
  items: EventSummary[];
}

/** `POST /event/:id/claim` body: the step to claim (MISSION); CHECK_IN and COUPON take none. */
export interface EventClaimRequest {
  step?: number;
}

export interface EventClaimResult {
  eventId: number;
  step: number;
  rewards: EventReward[];
  /** COUPON: the code now given to the reader (register it on /coupon). */
  couponCode: string | null;
  wallet: Wallet;
  rouletteTickets: number;
  progress: EventProgress;
}
