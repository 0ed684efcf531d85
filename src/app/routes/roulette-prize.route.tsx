import { useNavigate, useParams } from 'react-router-dom';
import { AddressScreen } from '@/features/roulette';
import { NotFoundScreen } from '@/features/status';
import { t } from '@/i18n/ns/roulette';
import { PageHeader } from '@/ui';
import { paths } from '../paths';
import { idParam } from './id-param';

/** `/roulette/prize/:id` (signed in): the delivery address of a physical prize; saved, back to the prizes list. */
export function Component() {
  const navigate = useNavigate();
  const id = idParam(useParams());
  if (id === null) return <NotFoundScreen homeHref={paths.main.href()} />;
  return (
    <>
      <PageHeader title={t('roulette.address.title')} backTo={paths.rouletteSpins.href()} />
      <AddressScreen
        spinId={id}
        spinsHref={paths.rouletteSpins.href()}
        onSaved={() => void navigate(paths.rouletteSpins.href(), { replace: true })}
      />
    </>
  );
}
