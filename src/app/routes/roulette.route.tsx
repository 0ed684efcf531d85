import { RouletteScreen } from '@/features/roulette';
import { t } from '@/i18n';
import { PageHeader } from '@/ui';
import { paths } from '../paths';

/** `/roulette` (guests see the wheel and its odds): spin with a ticket, see the prize, a physical one to its address. */
export function Component() {
  return (
    <>
      <PageHeader title={t('pages.roulette.title')} backTo="history" />
      <RouletteScreen
        eventsHref={paths.event.href()}
        spinsHref={paths.rouletteSpins.href()}
        prizeHref={(id) => paths.roulettePrize.href(id)}
      />
    </>
  );
}
