import platform from '@platform';

/** A size in the reader's language (kB, MB, GB as the number needs). */
export function formatSize(bytes: number): string {
  const units = ['kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = bytes / 1000;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return new Intl.NumberFormat(platform.locale, {
    style: 'unit',
    unit: units[unit],
    maximumFractionDigits: value < 10 ? 1 : 0,
  }).format(value);
}
