import type { EventDetail, EventProgress } from '@/domain/events';
import { messagesFor } from '@/i18n';
import { errors } from '@/i18n/ns/errors';
import { events } from '@/i18n/ns/events';

/** The events texts and the catalogue's messages, which the screens show side by side. */
export const { t } = messagesFor({ events, errors });

export const NOW = Date.parse('2026-11-20T03:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;

export function buildProgress(overrides: Partial<EventProgress> = {}): EventProgress {
  return { claimedSteps: [], checkedInToday: false, read: 0, couponCode: null, mailConfirmed: false, ...overrides };
}

export function buildEvent(overrides: Partial<EventDetail> = {}): EventDetail {
  return {
    id: 5,
    kind: 'CHECK_IN',
    audience: 'EVERYONE',
    title: 'Daily check-in',
    description: 'Check in once a day.',
    startsAt: NOW - 3 * DAY_MS,
    endsAt: NOW + 30 * DAY_MS,
    phase: 'RUNNING',
    steps: [
      {
        step: 1,
        requirement: 1,
        rewards: [
          { type: 'FREE_COIN', amount: 5, validDays: 30 },
          { type: 'ROULETTE_TICKET', amount: 1, validDays: null },
        ],
      },
      { step: 2, requirement: 2, rewards: [{ type: 'FREE_COIN', amount: 10, validDays: 30 }] },
    ],
    titles: [],
    progress: buildProgress(),
    ...overrides,
  };
}
