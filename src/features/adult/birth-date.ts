/** Calendar helpers of the birthday picker. Dates are yyyy-MM-dd strings, as the API and the adult rules use them. */

/** The calendar date an instant falls on in a time zone: "today" for the platform's readers (spec §4). */
export function calendarDateIn(timeZone: string, instant: number): string {
  const parts: Record<string, string> = {};
  for (const part of new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant)) {
    parts[part.type] = part.value;
  }
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** Spec §5: the year choices cover the last 100 years, the current one first. */
export function birthYears(today: string, count = 100): number[] {
  const current = Number(today.slice(0, 4));
  return Array.from({ length: count }, (_, i) => current - i);
}

/** Days of a month (1–12) in a year; 29 February only in leap years. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function isoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The parts of a stored yyyy-MM-dd date, or null for anything else. */
export function dateParts(date: string | null): { year: number; month: number; day: number } | null {
  const match = date ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(date) : null;
  if (!match) return null;
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}
