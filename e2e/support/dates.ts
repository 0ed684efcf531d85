/**
 * An instant written with a numeric pattern (yyyy, MM, dd, HH, mm) in a time zone, worked out with Intl on its own
 * (not with the app's formatter), so a flow checks the app's dates against an independent answer.
 */
export function formatIn(instant: number, timeZone: string, pattern: string, calendar?: 'buddhist'): string {
  const parts = new Intl.DateTimeFormat(calendar ? `en-GB-u-ca-${calendar}` : 'en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return pattern
    .replace('yyyy', part('year'))
    .replace('MM', part('month'))
    .replace('dd', part('day'))
    .replace('HH', part('hour'))
    .replace('mm', part('minute'));
}
