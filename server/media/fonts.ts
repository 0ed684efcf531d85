import { execFileSync } from 'node:child_process';
import type { DemoLocale } from '../db/demo-text';

const known = new Map<DemoLocale, boolean>();

/**
 * Whether this machine has a font for the language's letters (asked of fontconfig, which sharp's SVG renderer uses).
 * Without one, a cover's title would come out as boxes of hex digits, so covers are then drawn without lettering.
 * A machine without `fc-list` is trusted to have its fonts.
 */
export function canLetter(locale: DemoLocale): boolean {
  if (locale === 'en') return true;
  let answer = known.get(locale);
  if (answer === undefined) {
    try {
      const lang = locale === 'zh-TW' ? 'zh-tw' : locale;
      answer =
        execFileSync('fc-list', [`:lang=${lang}`, 'family'], { encoding: 'utf8', timeout: 10_000 }).trim() !== '';
    } catch {
      answer = true;
    }
    known.set(locale, answer);
  }
  return answer;
}
