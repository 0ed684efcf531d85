import type { EventReward, EventSummary } from '@/domain/events';
import { formatNumber } from '@/i18n';
import { formatDateTime } from '@/i18n/format-date';
import { t } from '@/i18n/ns/events';

/** "5 free coins", "1 roulette ticket": one reward of an event step (the kind's plural form follows the amount). */
export function rewardText(reward: EventReward, translate: typeof t = t): string {
  const kind = translate(`events.rewardKind.${reward.type}`, { count: reward.amount });
  return translate('events.reward', { amount: formatNumber(reward.amount), kind });
}

/** The rewards of a step in one line. */
export function rewardsText(rewards: readonly EventReward[]): string {
  return rewards.map((reward) => rewardText(reward)).join(' · ');
}

/** The event's period in the platform's time zone (src/i18n/format-date.ts). */
export function periodText(event: Pick<EventSummary, 'startsAt' | 'endsAt'>): string {
  // endsAt is exclusive: the last minute of the event is the one before it.
  return t('events.period', { start: formatDateTime(event.startsAt), end: formatDateTime(event.endsAt - 60_000) });
}
