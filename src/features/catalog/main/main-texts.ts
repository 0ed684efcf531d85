import homeMain from '@locale/homeMain';
import { registerMessages, tMaybe, type Messages } from '@/i18n';

/**
 * Registers the main page's own part of the `home` namespace, not the whole of it: the home tabs' texts would weigh on
 * the first load of `/` for nothing (the 150 KiB budget). The home tabs register the whole namespace
 * (src/i18n/ns/home.ts), which includes this part, so this never replaces a whole namespace already there.
 */
export function registerMainTexts(): void {
  // Fewer keys than Messages['home'] is safe here: until the whole namespace arrives only the main page's keys are
  // asked for (and t() would show a missing key as itself).
  if (tMaybe('home.sortFilter') === null) registerMessages({ home: homeMain as Messages['home'] });
}
