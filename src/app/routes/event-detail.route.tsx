import { t } from '@/i18n';
import { SectionFrame } from '../shell/section-frame';

/** Placeholder until issue 13's screen lands. */
export function Component() {
  return <SectionFrame title={t('pages.roulette.title')} empty={t('pages.roulette.empty')} />;
}
