import platform from '@platform';
import { KrAdultReturn } from '@/features/adult';
import { paths } from '../paths';

/** `/adult/kr/return`: back from the Korean identity provider ('me'); the session guard lets readers in. */
export function Component() {
  return <KrAdultReturn ageLimit={platform.adultAgeLimit} homeHref={paths.main.href()} />;
}
