import { SpinsScreen } from '@/features/roulette';
import { t } from '@/i18n/ns/roulette';
import { PageHeader } from '@/ui';
import { paths } from '../paths';

/** `/roulette/spins` (signed in): the reader's prizes, and for physical ones what was sent where. */
export function Component() {
  return (
    <>
      <PageHeader title={t('roulette.spins.title')} backTo={paths.roulette.href()} />
      <SpinsScreen rouletteHref={paths.roulette.href()} prizeHref={(id) => paths.roulettePrize.href(id)} />
    </>
  );
}
