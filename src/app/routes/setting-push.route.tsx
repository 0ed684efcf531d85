import { t } from '@/i18n';
import { paths } from '../paths';
import { SectionFrame } from '../shell/section-frame';

export function Component() {
  return (
    <SectionFrame title={t('pages.settingPush.title')} empty={t('pages.settingPush.empty')} backTo={paths.my.href()} />
  );
}
