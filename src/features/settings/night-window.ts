import { NIGHT_PUSH_WINDOW } from '@/domain/constants';
import { formatTime, todayInPlatform } from '@/i18n/format-date';
import { fromZonedTime } from 'date-fns-tz';

/**
 * The night window's start and end as the platform's clocks show them (22:00 and 04:00 in its time zone), formatted
 * like every other time of the platform: the instants of today's 22:00 and 04:00 there, then formatTime.
 */
export function nightWindowTimes(timeZone: string, now: number = Date.now()): { from: string; to: string } {
  const day = todayInPlatform(now);
  const at = (hhmm: string) => formatTime(fromZonedTime(`${day}T${hhmm}:00`, timeZone));
  return { from: at(NIGHT_PUSH_WINDOW.from), to: at(NIGHT_PUSH_WINDOW.to) };
}
