import platform from '@platform';
import { t } from '@/i18n';
import { SectionFrame } from '../shell/section-frame';
import { historyTabs } from './section-tabs';

export function Component() {
  return (
    <SectionFrame
      title={t('pages.history.title')}
      empty={t('pages.history.empty.mileage', { days: platform.historyDays.mileage })}
      tabs={historyTabs()}
    />
  );
}
