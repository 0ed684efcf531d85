import { locale } from '@/i18n';

const percent = new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A published probability (percent with two decimals) in the locale's number format: 12.5 → "12.50%". */
export function formatPercent(probability: number): string {
  return percent.format(probability / 100);
}
