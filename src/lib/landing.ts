import { keepFbc } from './fbc';
import { keepMarketingCode } from './marketing-code';

/**
 * What a landing URL carries for later (loaded by main.tsx only when there is something): a campaign's
 * `?marketingCode=` (spec §6) and a Meta ad's `?fbclid=` (issue 13).
 */
export function keepLanding(search: string): void {
  keepMarketingCode(search);
  keepFbc(search);
}
